import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The search's filters (decision 063): a panel beside the matches from 62em (the tests' 1280 px
 * desktop), a sheet behind the "Filters" button below it. Answers the form's container and what to
 * wait for once Apply is pressed (the sheet closes; the panel stays).
 */
export async function openSearchFilters(
  page: Page,
  name = 'Search filters',
): Promise<{ filters: Locator; applied: () => Promise<void> }> {
  const panel = page.getByRole('complementary', { name });
  const button = page.getByRole('button', { name: /^Filters/ });
  await expect(panel.or(button)).toBeVisible();
  if (await panel.isVisible()) return { filters: panel, applied: async () => {} };
  await button.click();
  const sheet = page.getByRole('dialog', { name });
  return { filters: sheet, applied: () => expect(sheet).toBeHidden() };
}
