import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEMO_USER, expectLoggedInAs, loginWithPassword } from './auth-helpers.ts';

// The server serves apps/web/dist as it is on disk, so a changed sw.js is what a new deployment looks like.
const swFile = path.resolve(import.meta.dirname, '../dist/sw.js');

/** Waits until the service worker is active and controls the page (the first visit is not controlled). */
async function controlledBySw(page: Page) {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state)).toBe('activated');
}

// Other specs may block service workers to save the precache downloads; these need them.
test.use({ serviceWorkers: 'allow' });

test.describe('installable web app', () => {
  test('links the manifest, with the name, icons and standalone display', async ({ page, request }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBeTruthy();
    const manifest = await (await request.get(href!)).json();
    expect(manifest).toMatchObject({
      name: 'Samaj',
      short_name: 'Samaj',
      start_url: '/',
      display: 'standalone',
    });
    const icons = manifest.icons as { sizes: string; purpose?: string; src: string }[];
    expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(icons.some((i) => i.purpose === 'maskable')).toBe(true);
    for (const icon of icons) {
      const res = await request.get(icon.src);
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('image/png');
    }
  });

  test('the service worker installs and the home page opens offline with the news it had', async ({
    page,
    context,
  }) => {
    await controlledBySw(page);
    const news = page.getByRole('region', { name: 'Latest news' });
    const firstNews = news.getByRole('heading', { level: 3 }).first();
    await expect(firstNews).toBeVisible();
    const title = (await firstNews.textContent()) ?? '';
    expect(title).not.toBe('');
    // The public answers went through the service worker into its cache.
    await expect
      .poll(() =>
        page.evaluate(async () => {
          const cache = await caches.open('samaj-public-api');
          return (await cache.keys()).map((r) => new URL(r.url).pathname);
        }),
      )
      .toEqual(expect.arrayContaining(['/api/news', '/api/jobs', '/api/hall']));

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Samaj' })).toBeVisible();
      await expect(news.getByRole('heading', { level: 3 }).first()).toHaveText(title);
      await expect(
        page.getByRole('region', { name: 'Banquet halls' }).getByRole('article').first(),
      ).toBeVisible();
      // The service worker itself is offline too: an address it never cached cannot be had.
      const uncached = await page.evaluate(() =>
        fetch('/api/news?per_page=3').then(
          (r) => r.status,
          () => 'unreachable',
        ),
      );
      expect(uncached).toBe('unreachable');
    } finally {
      await context.setOffline(false);
    }
  });

  test('never keeps an authenticated API call in its caches', async ({ page }) => {
    await controlledBySw(page);
    await page.goto('/login');
    await loginWithPassword(page, DEMO_USER.mobile, DEMO_USER.password);
    await expectLoggedInAs(page, DEMO_USER.name);
    const userCall = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/matrimonial/user');
    await page.goto('/matrimonial');
    expect((await userCall).status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const r of await (await caches.open(name)).keys()) urls.push(new URL(r.url).pathname);
      }
      return urls.filter((u) => u.startsWith('/api/'));
    });
    expect(cached).toEqual(expect.arrayContaining(['/api/news']));
    expect(cached.filter((u) => !/^\/api\/(news|jobs|hall|news-images)(\/|$)/.test(u))).toEqual([]);
  });

  test('a new build offers "A new version is available"; "Update now" reloads into it', async ({ page }) => {
    await controlledBySw(page);
    const prompt = page.getByRole('status', { name: 'A new version is available' });
    await expect(prompt).toHaveCount(0);

    const original = readFileSync(swFile, 'utf8');
    const marker = `// e2e build ${Date.now()}`;
    try {
      writeFileSync(swFile, `${original}\n${marker}\n`);
      await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        await registration?.update();
      });
      await expect(prompt).toBeVisible();
      await expect(prompt.getByRole('button', { name: 'Later' })).toBeVisible();

      await prompt.getByRole('button', { name: 'Update now' }).click();
      await page.waitForEvent('load');
      await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Samaj' })).toBeVisible();
      await expect(prompt).toHaveCount(0);
      // The page now runs under the new service worker, and none waits.
      const state = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const script = await (await fetch(registration!.active!.scriptURL, { cache: 'no-store' })).text();
        return { waiting: registration?.waiting !== null, newest: script.trimEnd().split('\n').at(-1) };
      });
      expect(state).toEqual({ waiting: false, newest: marker });
    } finally {
      writeFileSync(swFile, original);
    }
  });
});
