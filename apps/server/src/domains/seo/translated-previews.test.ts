import { copyFileSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller } from '../../../test/support/admin.ts';
import { buildTestApp, createUser, type TestApp } from '../../../test/support/app.ts';
import { meta, titleOf } from '../../../test/support/html-head.ts';

/**
 * A shared link previews the office's text in the page's language (docs/api.md "What families read"): the share
 * preview of a news item or job reads its version in the language the page is in (?lang=, else the
 * asker's Accept-Language), else the English original.
 */

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web');
const BASE = 'https://samaj.example';
const URDU_NEWS = { title: 'عید ملن', summary: 'سب کو دعوت ہے، عشاء کے بعد مین ہال میں۔' };
const URDU_JOB = { title: 'کیشیئر', description: 'دکان پر حساب کتاب کا کام، صبح دس بجے سے۔' };

let t: TestApp;
let newsId = '';
let jobId = '';

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'samaj-seo-versions-'));
  copyFileSync(path.join(webDir, 'index.html'), path.join(dist, 'index.html'));
  writeFileSync(path.join(dist, 'og-image.png'), 'png');
  // The public cache on, as in production: an Urdu preview must not be answered to an English asker.
  t = await buildTestApp({ WEB_DIST: dist, PUBLIC_URL: `${BASE}/`, PUBLIC_CACHE_SECONDS: '5' });
  const call = adminCaller(t, await createUser(t, { isAdmin: true, name: 'Office Admin' }));
  const news = await call('POST', '/api/admin/news', {
    title: 'Eid milan',
    summary: 'All are welcome at the Main Hall after Isha.',
    body: 'Details.',
    translations: { ur: { ...URDU_NEWS, body: 'تفصیل۔' } },
  });
  expect(news.statusCode, news.body).toBe(201);
  newsId = news.json().id;
  expect((await call('POST', `/api/admin/news/${newsId}/publish`, {})).statusCode).toBe(200);
  const job = await call('POST', '/api/admin/jobs', {
    title: 'Cashier',
    description: 'Accounts at the shop, from ten in the morning.',
    translations: { ur: URDU_JOB },
  });
  expect(job.statusCode, job.body).toBe(201);
  jobId = job.json().id;
  expect((await call('POST', `/api/admin/jobs/${jobId}/publish`, {})).statusCode).toBe(200);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe("share previews in the page's language", () => {
  it('an Urdu link to a news item previews its Urdu version; English and Hindi the original', async () => {
    const urdu = await get(`/news/${newsId}?lang=ur`);
    expect(urdu.statusCode).toBe(200);
    expect(urdu.body).toContain('<html lang="ur" dir="rtl">');
    expect(titleOf(urdu.body)).toContain(URDU_NEWS.title);
    expect(meta(urdu.body, 'og:title')).toBe(URDU_NEWS.title);
    expect(meta(urdu.body, 'og:description')).toBe(URDU_NEWS.summary);

    // Asked after the Urdu one (the cache is per language): the original, not the Urdu text.
    const english = await get(`/news/${newsId}`);
    expect(meta(english.body, 'og:title')).toBe('Eid milan');
    expect(english.body).not.toContain(URDU_NEWS.title);
    // No Hindi version: the original.
    const hindi = await get(`/news/${newsId}?lang=hi`);
    expect(meta(hindi.body, 'og:title')).toBe('Eid milan');
  });

  it("follows the asker's Accept-Language when the link names no language", async () => {
    const urdu = await get(`/news/${newsId}`, { 'accept-language': 'ur-IN,ur;q=0.9,en;q=0.5' });
    expect(meta(urdu.body, 'og:title')).toBe(URDU_NEWS.title);
  });

  it('an Urdu link to a job previews its Urdu title and description', async () => {
    const urdu = await get(`/job/${jobId}?lang=ur`);
    expect(urdu.statusCode).toBe(200);
    expect(meta(urdu.body, 'og:title')).toBe(URDU_JOB.title);
    expect(meta(urdu.body, 'og:description')).toContain(URDU_JOB.description);
    const english = await get(`/job/${jobId}?lang=en`);
    expect(meta(english.body, 'og:title')).toBe('Cashier');
    expect(english.body).not.toContain(URDU_JOB.title);
  });
});
