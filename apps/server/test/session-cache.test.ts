// Bearer tokens kept per server for TOKEN_CACHE_SECONDS (lib/session-cache.ts, decision 014).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { authTokens, users } from '../src/db/schema/index.ts';
import { buildTestApp, createUser, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TOKEN_CACHE_SECONDS: '30' });
});
afterAll(() => t.close());

const me = (headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url: '/api/matrimonial/user', headers });

describe('session cache', () => {
  it("sees another server's revocation after its lifetime, and its own logout at once", async () => {
    const user = await createUser(t);
    expect((await me(user.headers)).statusCode).toBe(200);
    // Revoked behind this server's back (another server's logout): trusted until the lifetime ends.
    await t.database.db
      .update(authTokens)
      .set({ revokedAt: t.clock.now() })
      .where(eq(authTokens.userId, user.id));
    expect((await me(user.headers)).statusCode).toBe(200);
    t.clock.advance(30_000);
    expect((await me(user.headers)).statusCode).toBe(401);

    const other = await createUser(t);
    expect((await me(other.headers)).statusCode).toBe(200);
    const out = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: other.headers });
    expect(out.statusCode).toBeLessThan(300);
    expect((await me(other.headers)).statusCode).toBe(401);
  });

  it("applies an admin's change of a user through this server at once", async () => {
    const admin = await createUser(t, { isAdmin: true });
    const colleague = await createUser(t, { isAdmin: true });
    const adminOnly = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: colleague.headers });
    expect((await adminOnly()).statusCode).toBe(200);
    const demoted = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${colleague.id}/admin`,
      headers: admin.headers,
      payload: { is_admin: false },
    });
    expect(demoted.statusCode).toBe(200);
    expect((await adminOnly()).statusCode).toBe(403);
    // A change made elsewhere (straight in the database) waits for the lifetime.
    await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, colleague.id));
    expect((await adminOnly()).statusCode).toBe(403);
    t.clock.advance(30_000);
    expect((await adminOnly()).statusCode).toBe(200);
  });
});
