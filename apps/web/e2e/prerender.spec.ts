import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test, type Page } from '@playwright/test';

// Decision 033: the public pages come from the server already drawn (the build's prerender) in the
// visitor's language, paint before the app's script, and the app then replaces them: no console error,
// and an Urdu reader never sees English first, whether the language comes from the link, the cookie the
// app sets, or only from the choice saved on the device (the gate hides the English page then).

const localesDir = path.join(path.dirname(fileURLToPath(import.meta.url)), '../src/locales');
const locale = (lang: string) =>
  JSON.parse(readFileSync(path.join(localesDir, `${lang}.json`), 'utf8')) as Record<
    string,
    Record<string, string>
  >;
const en = locale('en');
const ur = locale('ur');

/** Records, from before the page's first byte, whether the English heading was ever shown. */
async function watchForEnglish(page: Page, english: string) {
  await page.addInitScript((text: string) => {
    const w = window as unknown as { englishShown: boolean };
    w.englishShown = false;
    const check = () => {
      const h1 = document.querySelector('main h1');
      if (h1?.textContent?.includes(text) && h1.checkVisibility()) w.englishShown = true;
    };
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
  }, english);
}

function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}

test('without JavaScript: each public page drawn in its language and direction', async ({ browser }) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto('/banquet-halls?lang=ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ur.halls!.title!);
  await expect(page.getByText(en.halls!.title!, { exact: true })).toHaveCount(0);
  await page.goto('/banquet-halls');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.halls!.title!);
  // The home page is not drawn ahead (its largest paint is the news): the plain shell, in its language.
  await page.goto('/?lang=ur');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('#root')).toBeEmpty();
  await page.goto('/login?lang=ur');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ur');
  // Drawn but inert until the app runs: nothing typed is lost, the form cannot submit natively.
  await expect(page.locator('main input').first()).toBeVisible();
  await expect(page.locator('main input').first()).not.toBeEditable();
  await expect(page.locator('main button[type="submit"]')).toBeDisabled();
  await context.close();
});

test('the live app replaces the drawn page: no English flash in Urdu, no console error', async ({ page }) => {
  const errors = consoleErrors(page);
  await watchForEnglish(page, en.halls!.title!);
  await page.goto('/banquet-halls?lang=ur');
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ur.halls!.title!);
  expect(await page.evaluate(() => (window as unknown as { englishShown: boolean }).englishShown)).toBe(
    false,
  );
  expect(errors).toEqual([]);
});

test('Urdu saved on the device only: the English page is never shown, and the next visit comes in Urdu', async ({
  page,
  context,
}) => {
  const errors = consoleErrors(page);
  await context.clearCookies();
  await page.addInitScript(() => {
    if (!localStorage.getItem('samaj.preferences')) {
      localStorage.setItem('samaj.preferences', JSON.stringify({ language: 'ur', largeText: false }));
    }
  });
  await watchForEnglish(page, en.halls!.title!);
  const first = await page.goto('/banquet-halls');
  // The server could not know: it drew English, which the gate hid.
  expect(await first!.text()).toContain('<html lang="en"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ur.halls!.title!);
  expect(await page.evaluate(() => (window as unknown as { englishShown: boolean }).englishShown)).toBe(
    false,
  );
  // The app set the cookie: the next visit is drawn in Urdu by the server.
  expect((await context.cookies()).find((c) => c.name === 'samaj_lang')?.value).toBe('ur');
  const again = await page.goto('/banquet-halls');
  expect(await again!.text()).toContain('<html lang="ur" dir="rtl"');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ur.halls!.title!);
  expect(errors).toEqual([]);
});
