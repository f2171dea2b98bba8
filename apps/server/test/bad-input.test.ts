import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from './support/app.ts';
import { member } from './support/matrimonial.ts';

// Inputs that once reached the database or a parser unchecked and came back as 500s (docs/api.md, Trust and safety): each
// is a 422 in docs/api.md's shape now.

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await createUser(t, { isAdmin: true });
});
afterAll(() => t.close());

describe('date filters', () => {
  it.each(['0000-01-01', '2025-02-30', '99999', '+275760-09-13'])(
    '%s on the admin lists is 422',
    async (date) => {
      for (const url of [
        `/api/admin/bookings?from=${date}`,
        `/api/admin/bookings?to=${date}`,
        `/api/admin/blocked-dates?from=${date}`,
        `/api/admin/blocked-dates?to=${date}`,
      ]) {
        const res = await t.app.inject({ method: 'GET', url, headers: admin.headers });
        expect(res.statusCode, `${url}: ${res.body}`).toBe(422);
        expect(Object.keys((res.json() as { errors: object }).errors)).toEqual([
          url.includes('to=') ? 'to' : 'from',
        ]);
      }
    },
  );
});

describe('multipart bodies', () => {
  it('without a boundary are 422 on the picture and news-image uploads', async () => {
    const m = await member(t);
    const news = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: admin.headers,
      payload: { title: 'Jamat meeting', summary: 'On Sunday', body: 'All are welcome.' },
    });
    expect(news.statusCode, news.body).toBe(201);
    const uploads = [
      { url: `/api/matrimonial/${m.profile.id}/pictures`, headers: m.user.headers },
      { url: `/api/admin/news/${(news.json() as { id: string }).id}/image`, headers: admin.headers },
    ];
    for (const upload of uploads) {
      for (const type of [
        'multipart/form-data',
        'multipart/form-data; boundary=',
        'multipart/form-data; charset=utf-8',
      ]) {
        const res = await t.app.inject({
          method: 'POST',
          url: upload.url,
          headers: { ...upload.headers, 'content-type': type },
          payload: 'not really multipart',
        });
        expect(res.statusCode, `${upload.url} ${type}: ${res.body}`).toBe(422);
        expect(res.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
      }
    }
  });
});
