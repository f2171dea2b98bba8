import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { news } from '../../db/schema/index.ts';

let t: TestApp;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await buildTestApp();
  const now = t.clock.now().getTime();
  const rows = Array.from({ length: 25 }, (_, i) => ({
    title: `News ${String(i).padStart(2, '0')}`,
    summary: `Summary ${i}`,
    body: `Body ${i}`,
    // Two items share a timestamp to prove the id breaks ties in the keyset.
    publishedAt: new Date(now - (i === 1 ? 0 : i) * DAY),
  }));
  await t.database.db
    .insert(news)
    .values([
      ...rows,
      { title: 'Draft', summary: '', body: '', publishedAt: null },
      { title: 'Scheduled', summary: '', body: '', publishedAt: new Date(now + DAY) },
    ]);
});
afterAll(() => t.close());

describe('GET /api/news', () => {
  it('pages through every published item once, newest first, with next_page_url', async () => {
    const seen: string[] = [];
    let url: string | null = '/api/news?per_page=10';
    let pages = 0;
    while (url) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      const page: {
        per_page: number;
        prev_cursor: null;
        path: string;
        data: { title: string }[];
        next_page_url: string | null;
      } = res.json();
      expect(page.per_page).toBe(10);
      expect(page.prev_cursor).toBeNull();
      // Without PUBLIC_URL the links are relative: no request header ever names the site.
      expect(page.path).toBe('/api/news');
      if (page.next_page_url) expect(page.next_page_url).toMatch(/^\/api\/news\?/);
      seen.push(...page.data.map((n) => n.title));
      url = page.next_page_url; // relative: no PUBLIC_URL here
      if (page.next_page_url) expect(page.next_page_url).toContain('per_page=10');
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toHaveLength(25);
    expect(new Set(seen).size).toBe(25);
    expect(seen).not.toContain('Draft');
    expect(seen).not.toContain('Scheduled');
  });

  it('answers newest first with the item shape of docs/api.md', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/news?per_page=2' });
    const [first] = res.json().data;
    expect(Object.keys(first).sort()).toEqual([
      'body',
      'id',
      'image_url',
      'language',
      'published_at',
      'summary',
      'title',
    ]);
    expect(['News 00', 'News 01']).toContain(first.title);
  });

  it('refuses a forged cursor and a bad per_page with 422', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/news?cursor=not-a-cursor' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.cursor).toBeDefined();
    const forged = Buffer.from(JSON.stringify({ published_at: 'x', id: "1' or 1=1" })).toString('base64url');
    expect((await t.app.inject({ method: 'GET', url: `/api/news?cursor=${forged}` })).statusCode).toBe(422);
    const perPage = await t.app.inject({ method: 'GET', url: '/api/news?per_page=1000' });
    expect(perPage.statusCode).toBe(422);
    expect(perPage.json().errors.per_page).toBeDefined();
  });
});

describe('GET /api/news/:id', () => {
  it('answers a published item', async () => {
    const list = (await t.app.inject({ method: 'GET', url: '/api/news?per_page=1' })).json();
    const id = list.data[0].id;
    const res = await t.app.inject({ method: 'GET', url: `/api/news/${id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json().id).toBe(id);
  });

  it('answers 404 for drafts, scheduled items, unknown and malformed ids', async () => {
    const drafts = await t.database.db.select().from(news);
    const hidden = drafts.filter((n) => n.title === 'Draft' || n.title === 'Scheduled');
    expect(hidden).toHaveLength(2);
    for (const row of hidden) {
      expect((await t.app.inject({ method: 'GET', url: `/api/news/${row.id}` })).statusCode).toBe(404);
    }
    for (const id of ['00000000-0000-0000-0000-000000000000', 'abc', '1%27%20or%201=1']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/news/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'News item not found.' });
    }
  });
});
