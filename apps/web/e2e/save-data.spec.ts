import { expect, test } from '@playwright/test';

// The service worker is what this checks: allow it, as pwa.spec does.
test.use({ serviceWorkers: 'allow' });

test('saving data (navigator.connection.saveData), the home page installs no service worker: its precache would download the whole app', async ({
  page,
}) => {
  // Chromium's Data Saver as the page sees it (headless Chromium has no such setting to turn on).
  await page.addInitScript(() => {
    const connection = Object.assign(new EventTarget(), { saveData: true });
    Object.defineProperty(navigator, 'connection', { configurable: true, get: () => connection });
  });
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Latest news' }).getByRole('heading').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
  expect(scripts.filter((s) => /\/(sw|workbox-[^/]*|assets\/pwa-update-[^/]*)\.js$/.test(s))).toEqual([]);
});
