import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** No serious or critical axe violation on the page as it is now (wait for content first). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  let serious = await seriousViolations(page);
  // A toast or dialog caught mid-fade is measured half transparent (1.2:1), however long we wait for
  // animations first (Mantine moves some of them on timers). What is wrong stays wrong: look again a
  // moment later, and fail on what is still there.
  if (serious.length > 0) {
    await page.waitForTimeout(1000);
    serious = await seriousViolations(page);
  }
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}

async function seriousViolations(page: Page): Promise<string[]> {
  // A dialog, menu or notice still fading in or out is drawn half transparent: axe would measure its
  // colours mid-way (1.01:1 on a dialog, 1.09:1 on a toast). Check the page once nothing finite has
  // moved for two frames (a transition that starts a frame after its element mounts counts too;
  // a spinner's endless animation is left alone).
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    const moving = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
    const deadline = performance.now() + 5000;
    while (performance.now() < deadline) {
      await frame();
      await frame();
      const running = moving();
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
  const results = await axe(page);
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes
          .map((n) => `${n.target.join(' ')} ${n.any.map((check) => check.message).join('; ')}`)
          .join(' | ')}`,
    );
}

/**
 * axe's results for the page as it is now: every rule on every node, every violation whole.
 *
 * Two settings make a run cheaper without changing its violations (docs/testing.md):
 * - `resultTypes: ['violations']`: axe stops building selectors for the passes, incomplete and
 *   inapplicable results (one node each is kept), which nothing here reads;
 * - legacy mode when every frame is the page's own origin (no cross-origin frame, the pages tested
 *   here): `axe.run` in the page itself, instead of `runPartial` in each frame and then `finishRun` in
 *   a new blank page, which opened a tab and injected axe twice on every run. A page with a
 *   cross-origin frame keeps the default, which alone tests such frames.
 */
export async function axe(page: Page) {
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  const origin = new URL(page.url()).origin;
  const ownFrames = page
    .frames()
    .every((frame) => /^(about:|$)/.test(frame.url()) || new URL(frame.url()).origin === origin);
  if (ownFrames) builder.setLegacyMode(true);
  return builder.analyze();
}

/** With E2E_SCREENSHOTS=<dir>, a full-page screenshot at phone (390) and desktop (1280) width. */
export async function screenshots(page: Page, name: string): Promise<void> {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  const before = page.viewportSize();
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    await page.screenshot({ path: `${dir}/${name}-${width}.png`, fullPage: true });
  }
  if (before) await page.setViewportSize(before);
}
