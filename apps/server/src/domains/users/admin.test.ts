import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Admin, openOffice } from '../../../test/support/admin.ts';
import { createUser, type TestApp } from '../../../test/support/app.ts';
import { users } from '../../db/schema/index.ts';

let t: TestApp, admin: Admin;
beforeAll(async () => ({ t, admin } = await openOffice({ name: 'First Admin' })));
afterAll(() => t.close());

const setAdmin = (as: { headers: { authorization: string } }, id: string, isAdmin: boolean) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/users/${id}/admin`,
    headers: as.headers,
    payload: { is_admin: isAdmin },
  });

const adminCount = async () =>
  (await t.database.db.select().from(users).where(eq(users.isAdmin, true))).length;

describe('the last admin', () => {
  it('cannot take their own flag when they are the only admin (409, nothing changes)', async () => {
    expect(await adminCount()).toBe(1);
    const res = await setAdmin(admin, admin.id, false);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(/last administrator/);
    expect(res.json().errors.is_admin).toHaveLength(1);
    expect(await adminCount()).toBe(1);
    const audit = await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: admin.headers });
    expect(audit.json().data).toEqual([]);
  });

  it('grants the flag, then lets one of two admins step down, with audit records', async () => {
    const second = await createUser(t, { name: 'Second Admin' });
    const granted = await setAdmin(admin, second.id, true);
    expect(granted.statusCode).toBe(200);
    expect(granted.json()).toMatchObject({ id: second.id, is_admin: true, name: 'Second Admin' });
    t.clock.advance(1000);
    const steppedDown = await setAdmin(admin, admin.id, false);
    expect(steppedDown.statusCode).toBe(200);
    expect(steppedDown.json().is_admin).toBe(false);

    const audit = (
      await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: second.headers })
    ).json().data;
    expect(audit.slice(0, 2)).toMatchObject([
      {
        action: 'user.admin.revoke',
        entity_type: 'user',
        entity_id: admin.id,
        actor: { id: admin.id },
        before: { is_admin: true },
        after: { is_admin: false },
      },
      {
        action: 'user.admin.grant',
        entity_id: second.id,
        actor: { id: admin.id },
        before: { is_admin: false },
        after: { is_admin: true },
      },
    ]);
    // The one left cannot leave now.
    expect((await setAdmin(second, second.id, false)).statusCode).toBe(409);
    // Setting the flag a user already has changes nothing and records nothing.
    expect((await setAdmin(second, second.id, true)).statusCode).toBe(200);
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/audit', headers: second.headers })
    ).json();
    expect(after.data).toHaveLength(2);
    // Give the first admin the flag back for the tests below.
    expect((await setAdmin(second, admin.id, true)).statusCode).toBe(200);
  });

  it('keeps one admin when two admins take each other’s flag at the same moment', async () => {
    for (let round = 0; round < 5; round += 1) {
      // Exactly two admins: `admin` and one fresh.
      const other = await createUser(t, { isAdmin: true });
      const current = (await t.database.db.select().from(users).where(eq(users.isAdmin, true))).map(
        (u) => u.id,
      );
      for (const id of current.filter((x) => x !== admin.id && x !== other.id)) {
        await t.database.db.update(users).set({ isAdmin: false }).where(eq(users.id, id));
      }
      expect(await adminCount()).toBe(2);
      const [a, b] = await Promise.all([setAdmin(admin, other.id, false), setAdmin(other, admin.id, false)]);
      const statuses = [a.statusCode, b.statusCode].sort();
      // One wins. The other is refused: 409 if its request got past the admin check before the winner's
      // change, or 403 if it came after (it is no longer an admin by then). Never both 200.
      expect(statuses[0]).toBe(200);
      expect([403, 409]).toContain(statuses[1]);
      expect(await adminCount()).toBe(1);
      // Whoever is left makes `admin` an admin again for the next round.
      const [left] = await t.database.db.select().from(users).where(eq(users.isAdmin, true));
      if (left!.id !== admin.id)
        await t.database.db.update(users).set({ isAdmin: true }).where(eq(users.id, admin.id));
    }
  });

  it('answers 404 for unknown or malformed ids and 422 without is_admin', async () => {
    expect((await setAdmin(admin, '00000000-0000-4000-8000-000000000000', true)).statusCode).toBe(404);
    expect((await setAdmin(admin, 'x', true)).statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${admin.id}/admin`,
      headers: admin.headers,
      payload: { is_admin: 'yes' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.is_admin).toBeDefined();
  });
});

describe('the user list', () => {
  it('searches by name, email and mobile (in any form), newest first, in cursor pages', async () => {
    const zainab = await createUser(t, {
      name: 'Zainab Qureshi',
      mobile: '+919812345678',
      email: 'zq@example.org',
    });
    const list = async (q: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/admin/users?q=${encodeURIComponent(q)}`,
          headers: admin.headers,
        })
      ).json();
    for (const q of ['zainab', 'QURESHI', '98123 45678', '+91-98123', 'zq@example']) {
      const page = await list(q);
      expect(page.data.map((u: { id: string }) => u.id)).toEqual([zainab.id]);
    }
    // % and _ are taken literally, not as LIKE wildcards (either would match Zainab here).
    expect((await list('Zain%b')).data).toEqual([]);
    expect((await list('Zaina_')).data).toEqual([]);
    const page = (await list('zainab')).data[0];
    expect(Object.keys(page).sort()).toEqual([
      'created_at',
      'email',
      'id',
      'is_admin',
      'member_type',
      'mobile',
      'name',
      'suspended_at',
      'suspended_reason',
    ]);

    const seen: string[] = [];
    let url: string | null = '/api/admin/users?per_page=2';
    while (url) {
      const res: { data: { id: string }[]; next_page_url: string | null } = (
        await t.app.inject({ method: 'GET', url, headers: admin.headers })
      ).json();
      seen.push(...res.data.map((u) => u.id));
      url = res.next_page_url; // relative: no PUBLIC_URL here
    }
    const total = (await t.database.db.select().from(users)).length;
    expect(seen).toHaveLength(total);
    expect(new Set(seen).size).toBe(total);
  });
});

describe('the dashboard', () => {
  it('counts users, admins, news and jobs, with zeros where nothing exists yet', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers });
    expect(res.statusCode).toBe(200);
    const total = (await t.database.db.select().from(users)).length;
    expect(res.json()).toMatchObject({
      users: total,
      admins: await adminCount(),
      profiles: { pending: 0, approved: 0, rejected: 0 },
      bookings: { pending_payment: 0, confirmed: 0, cancelled: 0, expired: 0 },
      payments: { count: 0, captured_amount: 0 },
      refunds_due: 0,
      open_reports: 0,
      news: { published: 0, drafts: 0 },
    });
    await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: admin.headers,
      payload: { title: 'A' },
    });
    const after = (
      await t.app.inject({ method: 'GET', url: '/api/admin/dashboard', headers: admin.headers })
    ).json();
    expect(after.news).toEqual({ published: 0, drafts: 1 });
  });
});
