import { expect, test } from '@playwright/test';
import { checkScreen } from './screens.ts';
import { expectNoSeriousA11yViolations } from './a11y.ts';

test.describe('public pages', () => {
  test('home lists news, jobs and halls, and leads to a news item and a job', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle(/Samaj/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Samaj' })).toBeVisible();

    const news = page.getByRole('region', { name: 'Latest news' });
    const jobs = page.getByRole('region', { name: 'Latest jobs' });
    const halls = page.getByRole('region', { name: 'Banquet halls' });
    await expect(news.getByRole('article').first()).toBeVisible();
    expect(await news.getByRole('article').count()).toBeGreaterThanOrEqual(3);
    expect(await jobs.getByRole('article').count()).toBeGreaterThanOrEqual(3);
    expect(await halls.getByRole('article').count()).toBeGreaterThanOrEqual(2);
    await expectNoSeriousA11yViolations(page);

    const newsLink = news.getByRole('heading', { level: 3 }).first().getByRole('link');
    const newsTitle = (await newsLink.textContent()) ?? '';
    await newsLink.click();
    await expect(page).toHaveURL(/\/news\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(newsTitle);
    await expect(page).toHaveTitle(`${newsTitle} · Samaj`);
    await expectNoSeriousA11yViolations(page);

    await page.goBack();
    const jobLink = jobs.getByRole('heading', { level: 3 }).first().getByRole('link');
    const jobTitle = (await jobLink.textContent()) ?? '';
    await jobLink.click();
    await expect(page).toHaveURL(/\/job\/[\w-]+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(jobTitle);
    await expect(page.getByRole('heading', { level: 2, name: 'How to apply' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('a news item opened directly survives a reload (SPA fallback)', async ({ page }) => {
    await page.goto('/');
    const link = page.getByRole('region', { name: 'Latest news' }).getByRole('heading', { level: 3 }).first();
    await link.getByRole('link').click();
    // The news page replaces the home page: its heading, not the home's, is the one to keep.
    await expect(page).toHaveURL(/\/news\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Welcome to Samaj');
    const title = await page.getByRole('heading', { level: 1 }).textContent();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title ?? '');
  });

  test('the hall listing shows prices per booking user type', async ({ page }) => {
    await page.goto('/banquet-halls');
    await expect(page.getByRole('heading', { level: 1, name: 'Banquet halls' })).toBeVisible();
    const tables = page.getByRole('table');
    await expect(tables.first()).toBeVisible();
    expect(await tables.count()).toBeGreaterThanOrEqual(2);
    const first = tables.first();
    for (const type of ['Cutchi Memon (CM)', 'Mix (M)', 'Non Cutchi Memon (NCM)']) {
      await expect(first.getByRole('rowheader', { name: type })).toBeVisible();
    }
    await expect(first.getByRole('cell').first()).toContainText('₹');
    await expect(page.getByText(/Booking amount per date: ₹[\d,]+/).first()).toBeVisible();
    // What is rent, what is a refundable deposit, what is paid when booking.
    for (const column of ['Rent', 'Refundable deposit', 'Paid when booking']) {
      await expect(first.getByRole('columnheader', { name: column })).toBeVisible();
    }
    await expectNoSeriousA11yViolations(page);
  });

  test('the halls page shows free dates without a login', async ({ page }) => {
    await page.goto('/banquet-halls');
    const free = page.getByRole('region', { name: 'Free dates' });
    await expect(free).toBeVisible();
    await free.getByRole('combobox', { name: 'Hall' }).selectOption({ label: 'Main Hall' });
    await free.getByRole('combobox', { name: 'Slot' }).selectOption({ label: 'Full day' });
    await free.getByRole('button', { name: 'Next month' }).click();
    await expect(free.getByText(/free dates? in|No free dates in/)).toBeVisible();
    await expect(free.getByRole('listitem').first()).toHaveText(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Log in' })).toBeVisible();
    await checkScreen(page, 'halls-page');
  });

  test('the coming-soon page', async ({ page }) => {
    await page.goto('/coming-soon');
    await expect(page.getByRole('heading', { level: 1, name: 'Coming soon' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });

  test('an unknown path, and an unknown news item, show not-found pages', async ({ page }) => {
    await page.goto('/no-such-page/at-all');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page).toHaveTitle('Page not found · Samaj');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Samaj' })).toBeVisible();

    await page.goto('/news/00000000-0000-4000-8000-000000000000');
    await expect(page.getByRole('heading', { level: 1, name: 'News item not found' })).toBeVisible();
  });

  test('at phone width the navigation sits behind a burger menu', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await expect(
      page.getByRole('region', { name: 'Latest news' }).getByRole('article').first(),
    ).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Open navigation' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'Banquet halls' }).click();
    await expect(page).toHaveURL(/\/banquet-halls$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Banquet halls' })).toBeVisible();
  });
});
