import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, listRoutes, type TestApp } from '../../../test/support/app.ts';

let t: TestApp;
let user: Awaited<ReturnType<typeof createUser>>;
let adminUser: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  user = await createUser(t);
  adminUser = await createUser(t, { isAdmin: true });
});
afterAll(() => t.close());

/** docs/api.md's admin calls, and this server's extensions (docs/api-extensions.md). */
const EXPECTED = [
  'GET /api/admin/dashboard',
  'GET /api/admin/audit',
  'GET /api/admin/news',
  'POST /api/admin/news',
  'PUT /api/admin/news/:id',
  'DELETE /api/admin/news/:id',
  'POST /api/admin/news/:id/publish',
  'POST /api/admin/news/:id/unpublish',
  'POST /api/admin/news/:id/image',
  'GET /api/admin/jobs',
  'POST /api/admin/jobs',
  'PUT /api/admin/jobs/:id',
  'DELETE /api/admin/jobs/:id',
  'POST /api/admin/jobs/:id/publish',
  'POST /api/admin/jobs/:id/unpublish',
  'GET /api/admin/halls',
  'POST /api/admin/halls',
  'PUT /api/admin/halls/:id',
  'GET /api/admin/profiles',
  'POST /api/admin/profiles/:id/approve',
  'POST /api/admin/profiles/:id/reject',
  'GET /api/admin/reports',
  'GET /api/admin/blocked-dates',
  'POST /api/admin/blocked-dates',
  'DELETE /api/admin/blocked-dates/:id',
  'GET /api/admin/bookings',
  'GET /api/admin/bookings/calendar',
  'GET /api/admin/bookings/:id',
  'POST /api/admin/bookings/:id/cancel',
  'POST /api/admin/bookings/:id/mark-refunded',
  'GET /api/admin/users',
  'POST /api/admin/users/:id/admin',
  'POST /api/admin/push',
];

describe('the admin guard', () => {
  const adminRoutes = () => listRoutes(t.app).filter((r) => r.url.startsWith('/api/admin'));

  it('finds every admin route of docs/api.md in the route tree', () => {
    const found = adminRoutes().map((r) => `${r.method} ${r.url}`);
    expect(found).toEqual(expect.arrayContaining(EXPECTED));
    // The parser reads the tree right: public routes are there too, with their full paths.
    expect(listRoutes(t.app).map((r) => `${r.method} ${r.url}`)).toEqual(
      expect.arrayContaining(['GET /api/news', 'GET /api/news/:id', 'GET /api/hall']),
    );
  });

  it('refuses every /api/admin route to anonymous callers (401) and to non-admins (403)', async () => {
    const routes = adminRoutes();
    expect(routes.length).toBeGreaterThanOrEqual(EXPECTED.length);
    const someId = '00000000-0000-4000-8000-000000000000';
    for (const route of routes) {
      const url = route.url.replace(/:[A-Za-z]+/g, someId);
      const method = route.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const anonymous = await t.app.inject({ method, url, payload: method === 'GET' ? undefined : {} });
      expect({ route, status: anonymous.statusCode }).toEqual({ route, status: 401 });
      expect(anonymous.json()).toEqual({ message: 'Unauthenticated.' });

      const stranger = await t.app.inject({
        method,
        url,
        headers: user.headers,
        payload: method === 'GET' ? undefined : {},
      });
      expect({ route, status: stranger.statusCode }).toEqual({ route, status: 403 });
      expect(stranger.json().message).toBeTruthy();

      // A forged token is anonymous too.
      const forged = await t.app.inject({
        method,
        url,
        headers: { authorization: `Bearer ${'x'.repeat(43)}` },
        payload: method === 'GET' ? undefined : {},
      });
      expect({ route, status: forged.statusCode }).toEqual({ route, status: 401 });

      // The route exists and an admin gets past the guard (an answer of its own, never 401/403).
      const allowed = await t.app.inject({
        method,
        url,
        headers: adminUser.headers,
        payload: method === 'GET' ? undefined : {},
      });
      expect({ route, status: allowed.statusCode }).not.toEqual({ route, status: 401 });
      expect({ route, status: allowed.statusCode }).not.toEqual({ route, status: 403 });
      expect(allowed.statusCode).toBeLessThan(500);
    }
  });

  it('documents every admin route in the OpenAPI answer', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = Object.keys(res.json().paths);
    for (const route of EXPECTED) {
      const url = route.split(' ')[1]!.replace(/:([A-Za-z]+)/g, '{$1}');
      expect(paths).toContain(url);
    }
  });

  it('checks the guard before the body: an anonymous malformed upload is 401, not 422', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news/not-an-id/image',
      headers: { 'content-type': 'multipart/form-data; boundary=x' },
      payload: 'garbage',
    });
    expect(res.statusCode).toBe(401);
  });

  it('takes the flag away at once: a demoted admin is refused on the next call', async () => {
    const other = await createUser(t, { isAdmin: true });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: other.headers })).statusCode,
    ).toBe(200);
    const demote = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${other.id}/admin`,
      headers: adminUser.headers,
      payload: { is_admin: false },
    });
    expect(demote.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: other.headers })).statusCode,
    ).toBe(403);
  });
});
