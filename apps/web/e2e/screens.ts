import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './a11y.ts';

/**
 * One screen in one state, at phone (390) and desktop (1280) width: axe (colour contrast included) finds
 * no serious or critical violation at either width, and with E2E_SCREENSHOTS=<dir> a full-page
 * screenshot of each is kept as <name>-390.png and <name>-1280.png.
 */
export async function checkScreen(page: Page, name: string): Promise<void> {
  const before = page.viewportSize();
  const dir = process.env.E2E_SCREENSHOTS;
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    // Let the layout settle (Mantine's media queries, transitions of alerts and badges).
    await page.waitForTimeout(250);
    await expectNoSeriousA11yViolations(page);
    if (dir) await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}

/** No sideways scrolling at the page's current width. */
export async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
