// The public cache as the routes use it (lib/public-cache.ts, decision 013), with a lifetime of 60 s.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { halls, news } from '../src/db/schema/index.ts';
import { book, createHall, NOW } from './support/bookings.ts';
import { buildTestApp, createUser, type TestApp } from './support/app.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let user: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp({ PUBLIC_CACHE_SECONDS: '60', HOLD_MINUTES: '15' });
  t.clock.set(NOW);
  admin = await createUser(t, { isAdmin: true });
  user = await createUser(t);
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const month = (hallId: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/hall/check-availablility-month',
    payload: { hall_id: hallId, slot: 'B', year: 2030, month: 1 },
  });
const hallNames = async () => (await get('/api/hall')).json().map((h: { name: string }) => h.name);

describe('public cache', () => {
  it('keeps the hall list for its lifetime, and a write through the API empties it at once', async () => {
    const first = await createHall(t, { name: 'Cached Hall' });
    expect(await hallNames()).toEqual(['Cached Hall']);
    // A change behind this server's back (another app server's, say) shows after the lifetime.
    await t.database.db.update(halls).set({ name: 'Renamed Elsewhere' }).where(eq(halls.id, first.id));
    expect(await hallNames()).toEqual(['Cached Hall']);
    t.clock.advance(60_000);
    expect(await hallNames()).toEqual(['Renamed Elsewhere']);

    // A write through this server shows at once.
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/admin/halls',
      headers: admin.headers,
      payload: {
        name: 'New Hall',
        short_name: 'NH',
        booking_amount: 1000,
        payment_amount: {
          CM: { amount: 1, deposit: 1 },
          M: { amount: 1, deposit: 1 },
          NCM: { amount: 1, deposit: 1 },
        },
      },
    });
    expect(created.statusCode).toBe(201);
    expect(await hallNames()).toContain('New Hall');
  });

  it('is not emptied by a refused write or by the read-only availability POSTs', async () => {
    const names = await hallNames();
    await t.database.db.update(halls).set({ name: 'Quietly Renamed' }).where(eq(halls.name, 'New Hall'));
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/admin/halls',
      headers: admin.headers,
      payload: { name: '' },
    });
    expect(refused.statusCode).toBe(422);
    const grid = await t.app.inject({
      method: 'POST',
      url: '/api/hall/check-availablility',
      payload: {
        halls: (await get('/api/hall')).json().map((h: { id: string }) => h.id),
        start: '2030-01-16',
        end: '2030-01-16',
        slots: ['M'],
      },
    });
    expect(grid.statusCode).toBe(200);
    expect(await hallNames()).toEqual(names);
    t.clock.advance(60_000);
    expect(await hallNames()).toContain('Quietly Renamed');
  });

  it('answers 304 to a client that has the current version, and 200 with the body otherwise', async () => {
    const res = await get('/api/hall');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    expect(res.headers['content-type']).toContain('application/json');
    const again = await get('/api/hall', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await get('/api/hall', { 'if-none-match': '"something-else"' });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(res.json());
  });

  it('shows a news item published through the admin API at once, with links no Host header changes', async () => {
    expect((await get('/api/news')).json().data).toEqual([]);
    const item = (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/news',
        headers: admin.headers,
        payload: { title: 'Cached news' },
      })
    ).json();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/news/${item.id}/publish`,
      headers: admin.headers,
      payload: { notify: false },
    });
    expect((await get('/api/news')).json().data.map((n: { title: string }) => n.title)).toEqual([
      'Cached news',
    ]);
    // The next-page links never carry the host of the request (relative without PUBLIC_URL): a kept
    // answer cannot send the next reader to a host another client named.
    await t.database.db.insert(news).values({ title: 'Second', publishedAt: t.clock.now() });
    t.clock.advance(60_000);
    const a = (await get('/api/news?per_page=1', { host: 'a.example' })).json();
    const b = (
      await get('/api/news?per_page=1', { host: 'b.example', 'x-forwarded-host': 'b.example' })
    ).json();
    expect(a.next_page_url).toMatch(/^\/api\/news\?per_page=1&cursor=/);
    expect(b.next_page_url).toMatch(/^\/api\/news\?per_page=1&cursor=/);
    expect(JSON.stringify([a, b])).not.toMatch(/[ab]\.example/);
  });

  it("answers a hall's month fresh after a booking, and frees a held date when the hold lapses", async () => {
    const hall = await createHall(t, { name: 'Month Hall' });
    const before: string[] = (await month(hall.id)).json();
    expect(before).toContain('2030-01-20');

    const held = await book(t, user.headers, [
      { hall_id: hall.id, slot: 'B', booking_dates: ['2030-01-20'] },
    ]);
    expect(held.statusCode).toBe(201);
    expect((await month(hall.id)).json()).not.toContain('2030-01-20');

    // No write happens when a hold lapses; the kept answer ends at the hold's expiry all the same.
    t.clock.advance(15 * 60_000 + 1000);
    expect((await month(hall.id)).json()).toContain('2030-01-20');
  });
});
