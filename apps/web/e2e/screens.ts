import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';
import { expectBadgesReadable } from './badge-contrast.ts';

/**
 * One screen in one state, at phone (390) and desktop (1280) width: axe (colour contrast included) finds
 * no serious or critical violation at either width, every badge, chip and pill reads at 4.5:1 as drawn, and with E2E_SCREENSHOTS=<dir> a full-page
 * screenshot of each is kept as <name>-390.png and <name>-1280.png.
 */
export async function checkScreen(page: Page, name: string, alsoIn: string[] = []): Promise<void> {
  const before = page.viewportSize();
  await checkWidths(page, name);
  // E2E_LANGS=ur (or gu,hi,ur), and `alsoIn`: the same screen in the same state in those languages too,
  // as a tab that follows another tab's choice (preferences.ts): no reload, so an open dialog or error
  // stays.
  const languages = [...new Set([...(process.env.E2E_LANGS ?? '').split(',').filter(Boolean), ...alsoIn])];
  if (languages.length > 0) {
    const original = await page.evaluate(() => ({
      lang: document.documentElement.lang || 'en',
      stored: localStorage.getItem('samaj.preferences'),
    }));
    for (const language of languages) {
      await switchLanguage(page, language);
      await checkWidths(page, `${name}-${language}`);
    }
    await switchLanguage(page, original.lang);
    // The device's choice as it was (none, say), so the rest of the test runs as it would have.
    await page.evaluate((stored) => {
      if (stored === null) localStorage.removeItem('samaj.preferences');
      else localStorage.setItem('samaj.preferences', stored);
    }, original.stored);
  }
  if (before) await page.setViewportSize(before);
}

async function checkWidths(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    // Let the layout settle (Mantine's media queries, transitions of alerts and badges).
    const start = Date.now();
    await page.waitForTimeout(250);
    await expectNoSeriousA11yViolations(page);
    const axeDone = Date.now();
    // What axe cannot see: a badge's words drawn in a shade of its own background (docs/api.md, What families read).
    const badges = await expectBadgesReadable(page);
    // E2E_TIMING=1: where a screen's checks spend their time (docs/testing.md).
    if (process.env.E2E_TIMING) {
      console.log(
        `checkScreen ${name} ${width}: axe ${axeDone - start} ms, badges ${Date.now() - axeDone} ms (${badges.measured} in ${badges.screenshots} screenshots)`,
      );
    }
    if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
}

/**
 * The page in another language without a reload: writes the device's language choice and tells the
 * page as another tab's write would, so the state on it stays.
 */
export async function switchLanguage(page: Page, language: string): Promise<void> {
  await page.evaluate((lang) => {
    const key = 'samaj.preferences';
    const stored = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, unknown>;
    const newValue = JSON.stringify({ ...stored, language: lang });
    localStorage.setItem(key, newValue);
    window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
  }, language);
  await page.waitForFunction((lang) => document.documentElement.lang === lang, language);
}

/** The screen in English and in Urdu (right to left), each at 390 and 1280 px. */
export async function checkEnglishAndUrdu(page: Page, name: string): Promise<void> {
  await checkScreen(page, name, ['ur']);
}

/** No sideways scrolling at the page's current width. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
