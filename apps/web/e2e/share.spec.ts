import { expect, type APIRequestContext, type Page, test } from '@playwright/test';
import { checkScreen, horizontalOverflow } from './screens.ts';

const WHATSAPP = 'WhatsApp/2.23.20.0 A';

interface Item {
  id: string;
  title: string;
}

async function first(request: APIRequestContext, list: 'news' | 'jobs'): Promise<Item> {
  const res = await request.get(`/api/${list}?per_page=1`);
  expect(res.ok()).toBe(true);
  const page = (await res.json()) as { data: Item[] };
  expect(page.data.length).toBe(1);
  return page.data[0]!;
}

/** The decoded content of `<meta property|name="key">` in a page's HTML. */
function meta(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`).exec(html);
  return match?.[1]
    ?.replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** The browser without a share sheet (desktop Linux, most desktops) or with one that records what it got. */
async function withShareSheet(page: Page, present: boolean) {
  await page.addInitScript((present) => {
    if (present) {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData[] }).shared.push(data);
        },
      });
      (window as unknown as { shared: ShareData[] }).shared = [];
    } else {
      delete (Navigator.prototype as { share?: unknown }).share;
      delete (navigator as { share?: unknown }).share;
    }
  }, present);
}

test.describe('share previews and the Share button', () => {
  test("WhatsApp's crawler gets a news item's title and an absolute picture it can fetch", async ({
    request,
  }) => {
    const item = await first(request, 'news');
    const res = await request.get(`/news/${item.id}`, { headers: { 'user-agent': WHATSAPP } });
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(meta(html, 'og:title')).toBe(item.title);
    // The build's own title and description are replaced, not repeated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(meta(html, 'description')).toBeTruthy();
    const image = meta(html, 'og:image')!;
    expect(image).toMatch(/^https?:\/\//);
    expect(meta(html, 'og:url')).toMatch(new RegExp(`^https?://[^/]+/news/${item.id}$`));
    expect(meta(html, 'twitter:card')).toBe('summary_large_image');
    // The picture is there, as an image, in the build the server serves.
    const picture = await request.get(image, { headers: { 'user-agent': WHATSAPP } });
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toMatch(/^image\//);
  });

  test('a job carries JobPosting data; unknown items are 404; sitemap and robots are served', async ({
    request,
  }) => {
    const job = await first(request, 'jobs');
    const html = await (await request.get(`/job/${job.id}`)).text();
    const data = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(data!)).toMatchObject({ '@type': 'JobPosting', title: job.title });

    const missing = await request.get('/news/00000000-0000-4000-8000-000000000000');
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('<div id="root">');

    const sitemap = await (await request.get('/sitemap.xml')).text();
    expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+/job/${job.id}</loc>`));
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Allow: /api/news-images/');
    expect(robots).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
  });

  test('a news item offers WhatsApp where there is no share sheet (390 and 1280)', async ({ page }) => {
    await withShareSheet(page, false);
    const item = await first(page.request, 'news');
    await page.goto(`/news/${item.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title);
    const link = page.getByRole('link', { name: 'Share on WhatsApp (opens in a new tab)' });
    await expect(link).toBeVisible();
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.searchParams.get('text')).toBe(
      `${item.title}\n${new URL(page.url()).origin}/news/${item.id}`,
    );
    await checkScreen(page, 'share-news-whatsapp');
    await page.setViewportSize({ width: 390, height: 844 });
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await link.focus();
    await expect(link).toBeFocused();
  });

  test("a news item opens the phone's share sheet where there is one", async ({ page }) => {
    await withShareSheet(page, true);
    await page.setViewportSize({ width: 390, height: 844 });
    const item = await first(page.request, 'news');
    await page.goto(`/news/${item.id}`);
    const button = page.getByRole('button', { name: 'Share' });
    await expect(button).toBeVisible();
    await expect(page.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);
    await button.press('Enter');
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toEqual([{ title: item.title, text: item.title, url: page.url() }]);
    await checkScreen(page, 'share-news-sheet');
  });

  test('a job and the banquet halls page have the Share button too', async ({ page }) => {
    await withShareSheet(page, false);
    const job = await first(page.request, 'jobs');
    await page.goto(`/job/${job.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(job.title);
    await expect(page.getByRole('link', { name: /Share on WhatsApp/ })).toBeVisible();
    await checkScreen(page, 'share-job');
    await page.goto('/banquet-halls');
    await expect(page.getByRole('heading', { level: 1, name: 'Banquet halls' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Share on WhatsApp/ })).toBeVisible();
    await expect(page.getByRole('table').first()).toBeVisible();
    await checkScreen(page, 'share-halls');
  });
});
