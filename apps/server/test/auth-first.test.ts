import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, listRoutes, type TestApp } from './support/app.ts';

let t: TestApp;
let user: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t, { password: 'a-good-password-1' });
});
afterAll(() => t.close());

/** The routes anyone may call (docs/api.md: public content, login, availability, the webhook, docs). */
const PUBLIC = [
  /^GET \/api\/(news|jobs|hall|app\/config)/,
  // The places the community lives in: town names, asked for by the profile form (docs/api.md).
  /^GET \/api\/places$/,
  /^GET \/api\/news-images\//,
  /^POST \/api\/hall\/check-availab/,
  /^POST \/api\/auth\/(register|login|otp\/send|otp\/verify|otplogin|reset-password)$/,
  /^POST \/api\/fcm-topic-subscribe$/,
  /^POST \/api\/payments\/razorpay\/webhook$/,
  /^GET \/api\/dev\/outbox$/,
  /^GET \/api\/matrimonial\/picture-files\//,
  /^GET \/sanctum\/csrf-cookie$/,
  /^GET \/api\/docs/,
  // The web app's pages, when a build of it is there to serve; the public ones with their share
  // previews, the sitemap and robots.txt (decision 023).
  /^GET \/(\*|healthz|robots|$)/,
  // Operations' probes (anyone); /metrics checks its own bearer, METRICS_TOKEN (test/ops.test.ts).
  /^GET \/(livez|readyz|metrics)$/,
  /^POST \/api\/client-errors$/,
  // The log-in page, drawn ahead in the visitor's language (decision 033).
  /^GET \/(banquet-halls|login|news\/:id|job\/:id|sitemap\.xml)$/,
];

describe('protected routes authenticate before they validate', () => {
  const protectedRoutes = () =>
    listRoutes(t.app).filter((r) => !PUBLIC.some((re) => re.test(`${r.method} ${r.url}`)));

  it('covers the routes that need a login', () => {
    const names = protectedRoutes().map((r) => `${r.method} ${r.url}`);
    expect(names).toContain('POST /api/booking/new-booking');
    expect(names).toContain('POST /api/auth/change-password');
    expect(names).toContain('POST /api/matrimonial/register-device');
    expect(names).toContain('POST /api/admin/news');
    expect(names.length).toBeGreaterThan(50);
  });

  it('answers 401 to an anonymous caller whatever the body, on every one of them', async () => {
    const wrong: string[] = [];
    for (const route of protectedRoutes()) {
      const url = route.url.replace(/:[a-zA-Z]+/g, '00000000-0000-4000-8000-000000000000');
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        ...(route.method === 'GET' || route.method === 'DELETE'
          ? {}
          : { payload: { booking: 'not an object', mobile: 12, device_token: [] } }),
      });
      if (res.statusCode !== 401) wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
      else expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    }
    expect(wrong).toEqual([]);
  });

  it('answers 401 to a bad token before looking at the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking/new-booking',
      headers: { authorization: 'Bearer not-a-token' },
      payload: { nonsense: true },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('answers for one caller are never stored by caches on the way', () => {
  it('marks the login answer, the user and the bookings private, no-store', async () => {
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: user.mobile, password: 'a-good-password-1' },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('private, no-store');

    for (const url of ['/api/matrimonial/user', '/api/booking/my-bookings']) {
      const res = await t.app.inject({ method: 'GET', url, headers: user.headers });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('private, no-store');
    }
    // Refusals too: a 401 to a token that was sent.
    const refused = await t.app.inject({
      method: 'GET',
      url: '/api/booking/my-bookings',
      headers: { authorization: 'Bearer nope' },
    });
    expect(refused.headers['cache-control']).toBe('private, no-store');
  });

  it('leaves public reads cacheable', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/hall' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control'] ?? '').not.toContain('no-store');
  });
});
