import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { canonicalOf, jsonLdOf, meta, metas, titleOf } from '../../../test/support/html-head.ts';
import { insertHallWithPrices } from '../../db/factories.ts';
import { jobs, news } from '../../db/schema/index.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web');
const BASE = 'https://samaj.example';
const DAY = 86_400_000;
const WHATSAPP = 'WhatsApp/2.23.20.0 A';
const HOSTILE_TITLE = `Eid "milan" & <script>alert('x')</script> night`;
const HOSTILE_TEXT = `Apply now </script><script>alert(1)</script> <!-- & "more"`;

let t: TestApp;
let dist = '';
const ids: Record<string, string> = {};

beforeAll(async () => {
  // The app's real index.html (its multi-line description included) and robots.txt, as a build has them.
  dist = mkdtempSync(path.join(os.tmpdir(), 'samaj-seo-'));
  copyFileSync(path.join(webDir, 'index.html'), path.join(dist, 'index.html'));
  copyFileSync(path.join(webDir, 'public', 'robots.txt'), path.join(dist, 'robots.txt'));
  writeFileSync(path.join(dist, 'og-image.png'), 'png');
  // PUBLIC_CACHE_SECONDS on: the pages go through the public cache as in production (decision 013).
  t = await buildTestApp({ WEB_DIST: dist, PUBLIC_URL: `${BASE}/`, PUBLIC_CACHE_SECONDS: '5' });
  const now = t.clock.now().getTime();
  const day = (offset: number) => new Date(now + offset * DAY).toISOString().slice(0, 10);
  const newsRows = await t.database.db
    .insert(news)
    .values([
      {
        title: 'Annual general meeting',
        summary: 'The jamat meets on Sunday at the hall.',
        body: 'Long body text.',
        imageUrl: '/api/news-images/0123456789abcdef.webp',
        publishedAt: new Date(now - DAY),
      },
      { title: HOSTILE_TITLE, summary: HOSTILE_TEXT, body: '', publishedAt: new Date(now - 2 * DAY) },
      { title: 'Draft', summary: 'not yet', body: '', publishedAt: null },
      { title: 'Scheduled', summary: 'later', body: '', publishedAt: new Date(now + DAY) },
    ])
    .returning({ id: news.id });
  [ids.news, ids.hostileNews, ids.draftNews, ids.scheduledNews] = newsRows.map((r) => r.id) as [
    string,
    string,
    string,
    string,
  ];
  const jobRows = await t.database.db
    .insert(jobs)
    .values([
      {
        title: 'Accountant',
        organisation: 'Memon Traders',
        location: 'Mumbai',
        employmentType: 'part_time',
        description: HOSTILE_TEXT,
        howToApply: 'Send a CV',
        closesOn: day(10),
        publishedAt: new Date(now - DAY),
      },
      {
        title: 'Closed job',
        organisation: 'Old Co',
        location: 'Pune',
        description: 'Gone',
        closesOn: day(-3),
        publishedAt: new Date(now - 10 * DAY),
      },
      { title: 'Draft job', description: 'x', publishedAt: null },
    ])
    .returning({ id: jobs.id });
  [ids.job, ids.closedJob, ids.draftJob] = jobRows.map((r) => r.id) as [string, string, string];
  await insertHallWithPrices(t.database.db, {
    name: 'Memon Jamat Hall',
    shortName: 'MJH',
    bookingAmount: 5000,
    sortOrder: 1,
    prices: { CM: [10000, 2000], M: [15000, 3000], NCM: [20000, 4000] },
  });
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** Every tag a preview needs, checked on one page. */
function expectPreview(html: string, page: { url: string; title: string; image: string }) {
  expect(meta(html, 'og:title')).toBe(page.title);
  expect(meta(html, 'twitter:title')).toBe(page.title);
  expect(meta(html, 'og:url')).toBe(page.url);
  expect(canonicalOf(html)).toBe(page.url);
  expect(meta(html, 'og:image')).toBe(page.image);
  expect(meta(html, 'twitter:image')).toBe(page.image);
  expect(meta(html, 'twitter:card')).toBe('summary_large_image');
  expect(meta(html, 'og:site_name')).toBe('Samaj');
  expect(meta(html, 'description')).toBe(meta(html, 'og:description'));
  expect(meta(html, 'description').length).toBeGreaterThan(10);
  // The build's own title and description (written over several lines) are replaced, not repeated.
  expect(html.match(/name="description"/g)).toHaveLength(1);
  expect(html.match(/<title>/g)).toHaveLength(1);
  // Still the app: the script that starts it and its root are there.
  expect(html).toContain('<div id="root"></div>');
  expect(html).toContain('<script type="module"');
}

describe('share previews of the public pages', () => {
  it('/ has the site title, description, canonical and the default picture', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(titleOf(res.body)).toBe('Samaj');
    expectPreview(res.body, { url: `${BASE}/`, title: 'Samaj', image: `${BASE}/og-image.png` });
    expect(meta(res.body, 'og:type')).toBe('website');
    expect(meta(res.body, 'og:image:width')).toBe('1200');
    expect(metas(res.body, 'robots')).toEqual([]);
  });

  it('a news item has its title, summary and its own picture, made absolute', async () => {
    const res = await get(`/news/${ids.news}?utm_source=whatsapp`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Annual general meeting · Samaj');
    expectPreview(res.body, {
      url: `${BASE}/news/${ids.news}`,
      title: 'Annual general meeting',
      image: `${BASE}/api/news-images/0123456789abcdef.webp`,
    });
    expect(meta(res.body, 'description')).toBe('The jamat meets on Sunday at the hall.');
    expect(meta(res.body, 'og:type')).toBe('article');
    expect(meta(res.body, 'article:published_time')).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(metas(res.body, 'og:image:width')).toEqual([]);
  });

  it("answers WhatsApp's crawler with the title and an absolute picture", async () => {
    const res = await get(`/news/${ids.news}`, { 'user-agent': WHATSAPP });
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, 'og:title')).toBe('Annual general meeting');
    const image = new URL(meta(res.body, 'og:image'));
    expect(image.origin).toBe(BASE);
    expect(image.pathname).toBe('/api/news-images/0123456789abcdef.webp');
    // The tags are in the head, where a crawler that reads only the start of the page finds them.
    expect(res.body.indexOf('og:image')).toBeLessThan(res.body.indexOf('</head>'));
  });

  it('escapes a title and summary with markup and quotes: they come out as text', async () => {
    const res = await get(`/news/${ids.hostileNews}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('<script>alert');
    expect(res.body).not.toContain('</script><script>');
    expect(titleOf(res.body)).toBe(`${HOSTILE_TITLE} · Samaj`);
    expect(meta(res.body, 'og:title')).toBe(HOSTILE_TITLE);
    expect(meta(res.body, 'description')).toBe(HOSTILE_TEXT);
    // Without a picture of its own, the item shows the site's.
    expect(meta(res.body, 'og:image')).toBe(`${BASE}/og-image.png`);
    // The only scripts are the app's own.
    expect(res.body.match(/<script/g)).toHaveLength(1);
  });

  it('a job has its tags and JobPosting data that a description cannot break out of', async () => {
    const res = await get(`/job/${ids.job}`);
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Accountant · Samaj');
    expectPreview(res.body, {
      url: `${BASE}/job/${ids.job}`,
      title: 'Accountant',
      image: `${BASE}/og-image.png`,
    });
    expect(meta(res.body, 'description')).toContain('Memon Traders, Mumbai.');
    expect(res.body).not.toContain('</script><script>');
    const [posting, ...more] = jsonLdOf(res.body);
    expect(more).toEqual([]);
    const closesOn = new Date(t.clock.now().getTime() + 10 * DAY).toISOString().slice(0, 10);
    expect(posting).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'JobPosting',
      title: 'Accountant',
      description: HOSTILE_TEXT,
      validThrough: `${closesOn}T23:59:59+05:30`,
      employmentType: 'PART_TIME',
      hiringOrganization: { '@type': 'Organization', name: 'Memon Traders' },
      jobLocation: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Mumbai' } },
      url: `${BASE}/job/${ids.job}`,
    });
    expect(Date.parse(posting!.datePosted as string)).toBe(t.clock.now().getTime() - DAY);
  });

  it('a closed job is still its page (the app shows it), with its closing date in the data', async () => {
    const res = await get(`/job/${ids.closedJob}`);
    expect(res.statusCode).toBe(200);
    expect(meta(res.body, 'og:title')).toBe('Closed job');
    expect(jsonLdOf(res.body)[0]!.validThrough).toMatch(/T23:59:59\+05:30$/);
  });

  it('/banquet-halls names the halls', async () => {
    const res = await get('/banquet-halls');
    expect(res.statusCode).toBe(200);
    expect(titleOf(res.body)).toBe('Banquet halls · Samaj');
    expectPreview(res.body, {
      url: `${BASE}/banquet-halls`,
      title: 'Banquet halls',
      image: `${BASE}/og-image.png`,
    });
    expect(meta(res.body, 'description')).toContain('Memon Jamat Hall');
  });

  it('answers an unknown, unpublished or malformed item with the app, a 404 status and noindex', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    const urls = [
      `/news/${unknown}`,
      `/news/${ids.draftNews}`,
      `/news/${ids.scheduledNews}`,
      '/news/not-a-uuid',
      `/news/%3Cscript%3E`,
      `/job/${unknown}`,
      `/job/${ids.draftJob}`,
      '/job/123',
    ];
    for (const url of urls) {
      const res = await get(url, { 'user-agent': WHATSAPP });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.body, url).toContain('<div id="root"></div>');
      expect(titleOf(res.body), url).toBe('Page not found · Samaj');
      expect(meta(res.body, 'robots'), url).toBe('noindex');
      expect(res.body, url).not.toContain('<script>');
      expect(res.body, url).not.toMatch(/Draft|Scheduled/);
    }
  });

  it("speaks the language of the shared link (?lang=), else the asker's, in the texts the site writes", async () => {
    const halls = await get('/banquet-halls?lang=ur');
    expect(halls.statusCode).toBe(200);
    expect(titleOf(halls.body)).toBe('شادی ہال · Samaj');
    expect(meta(halls.body, 'description')).toContain('Memon Jamat Hall');
    expect(meta(halls.body, 'description')).toContain('بُک کریں');
    expect(halls.body).toContain('<html lang="ur" dir="rtl">');
    // What a browser without JavaScript shows, in the page's language too.
    expect(halls.body).toContain('<noscript>Samaj چلانے کے لیے JavaScript ضروری ہے۔</noscript>');
    expect(halls.body).not.toContain('Samaj needs JavaScript');
    const login = await get('/login?lang=ur');
    expect(login.body).toContain('<noscript>Samaj چلانے کے لیے JavaScript ضروری ہے۔</noscript>');
    expect(canonicalOf(halls.body)).toBe(`${BASE}/banquet-halls?lang=ur`);
    expect(meta(halls.body, 'og:locale')).toBe('ur_IN');
    expect(metas(halls.body, 'og:locale:alternate')).toEqual(['en_IN', 'gu_IN', 'hi_IN']);
    for (const [lang, href] of [
      ['en', `${BASE}/banquet-halls`],
      ['gu', `${BASE}/banquet-halls?lang=gu`],
      ['ur', `${BASE}/banquet-halls?lang=ur`],
    ]) {
      expect(halls.body).toContain(`<link rel="alternate" hreflang="${lang}" href="${href}" />`);
    }

    // The home page's description follows Accept-Language when the link names no language.
    const home = await get('/', { 'accept-language': 'gu-IN,gu;q=0.9,en;q=0.5' });
    expect(meta(home.body, 'description')).toContain('બેન્ક્વેટ હૉલ');
    expect(home.body).toContain('<html lang="gu" dir="ltr">');
    expect(home.headers.vary).toContain('Accept-Language');
    // ...and the cached English page is not served in its place, nor the other way round.
    const english = await get('/');
    expect(meta(english.body, 'description')).toMatch(/^Samaj: community news/);
    expect(english.body).toContain('<html lang="en" dir="ltr">');
    expect(english.body).toContain('<noscript>Samaj needs JavaScript to run.</noscript>');

    // A job's closing date is written the language's way; the item's own title stays as written.
    const job = await get(`/job/${ids.job}?lang=hi`);
    expect(titleOf(job.body)).toContain('Samaj');
    expect(meta(job.body, 'description')).toContain('तक आवेदन करें');
    const missing = await get('/news/00000000-0000-4000-8000-000000000000?lang=hi');
    expect(missing.statusCode).toBe(404);
    expect(titleOf(missing.body)).toBe('पेज नहीं मिला · Samaj');
    expect(missing.body).toContain('<noscript>Samaj चलाने के लिए JavaScript ज़रूरी है।</noscript>');
  });

  it('names pages on PUBLIC_URL, never on the Host a client sends', async () => {
    const res = await get(`/news/${ids.news}`, { host: 'evil.example', 'x-forwarded-host': 'evil.example' });
    expect(meta(res.body, 'og:url')).toBe(`${BASE}/news/${ids.news}`);
    expect(res.body).not.toContain('evil.example');
  });

  it('answers HEAD as GET, without a body', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: `/news/${ids.news}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
  });
});

describe('sitemap.xml and robots.txt', () => {
  it('lists home, the halls, each published news item and each open job, absolute', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
    expect(locs.sort()).toEqual(
      [
        `${BASE}/`,
        `${BASE}/banquet-halls`,
        `${BASE}/news/${ids.news}`,
        `${BASE}/news/${ids.hostileNews}`,
        `${BASE}/job/${ids.job}`,
      ].sort(),
    );
    expect(res.body).toMatch(new RegExp(`/news/${ids.news}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d</lastmod>`));
  });

  it('robots.txt lets news pictures be fetched, keeps crawlers off the API and points to the sitemap', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    const lines = res.body.split('\n').map((line) => line.trim());
    const allowImages = lines.indexOf('Allow: /api/news-images/');
    const disallowApi = lines.indexOf('Disallow: /api/');
    // Listed first, so crawlers that take the first matching rule (not the longest) allow them too.
    expect(allowImages).toBeGreaterThanOrEqual(0);
    expect(allowImages).toBeLessThan(disallowApi);
    expect(lines).toContain('User-agent: *');
    expect(lines.filter((line) => line.startsWith('Sitemap:'))).toEqual([`Sitemap: ${BASE}/sitemap.xml`]);
  });

  it('the default preview picture is in the web app, 1200 × 630 as the tags say', async () => {
    const info = await sharp(path.join(webDir, 'public', 'og-image.png')).metadata();
    expect([info.format, info.width, info.height]).toEqual(['png', 1200, 630]);
  });
});

describe('without PUBLIC_URL (development)', () => {
  it('names pages, the sitemap and robots.txt on the loopback address, never on the Host a client sends', async () => {
    const dev = await buildTestApp({ WEB_DIST: dist, PORT: '3123', PUBLIC_CACHE_SECONDS: '5' });
    try {
      const forged = {
        host: 'evil.example',
        'x-forwarded-host': 'evil.example',
        'x-forwarded-proto': 'https',
      };
      const get = (url: string) => dev.app.inject({ method: 'GET', url, headers: forged });
      const home = await get('/');
      expect(meta(home.body, 'og:url')).toBe('http://localhost:3123/');
      expect(canonicalOf(home.body)).toBe('http://localhost:3123/');
      const sitemap = await get('/sitemap.xml');
      const locs = [...sitemap.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toContain('http://localhost:3123/banquet-halls');
      expect(locs.every((loc) => loc?.startsWith('http://localhost:3123/'))).toBe(true);
      const robots = await get('/robots.txt');
      expect(robots.body).toContain('Sitemap: http://localhost:3123/sitemap.xml');
      // Kept in public caches: none of these may carry what a client sent.
      for (const answer of [home, sitemap, robots, await get('/banquet-halls')]) {
        expect(answer.statusCode).toBe(200);
        expect(answer.body).not.toContain('evil.example');
      }
    } finally {
      await dev.close();
    }
  });
});

describe('without a web build', () => {
  it('the page routes answer a JSON 404, as any unknown path', async () => {
    const bare = await buildTestApp({ WEB_DIST: path.join(os.tmpdir(), 'samaj-no-such-dist') });
    try {
      const res = await bare.app.inject({ method: 'GET', url: `/news/${ids.news}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
    } finally {
      await bare.close();
    }
  });
});
