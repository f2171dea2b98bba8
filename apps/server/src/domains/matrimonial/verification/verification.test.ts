// "Verified by the jamat": an admin verifies a profile after checking the family at the office, and
// may take it back; each change is audited, and the profile says so to its owner and to others.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, latestAudit } from '../../../../test/support/admin.ts';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import { buildMatrimonialTestApp, member, type User } from '../../../../test/support/matrimonial.ts';

let t: TestApp;
let admin: User;
let as: ReturnType<typeof adminCaller>;
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  t.clock.set('2030-01-15T09:00:00Z');
  admin = await createUser(t, { isAdmin: true, name: 'Office Bearer' });
  as = adminCaller(t, admin);
});
afterAll(() => t.close());

const M = '/api/matrimonial';
const open = (by: User, id: string) =>
  t.app.inject({ method: 'GET', url: `${M}/get-profile/${id}`, headers: by.headers });

describe('POST /api/admin/profiles/{id}/verify', () => {
  it('verifies with a note (who and when, for admins), shows it to the owner and others, and audits it', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male', first_name: 'Imran' });
    const res = await as('POST', `/api/admin/profiles/${her.profile.id}/verify`, { note: 'Met the father' });
    expect(res.statusCode, res.body).toBe(200);
    const at = t.clock.now().toISOString();
    expect(res.json()).toMatchObject({
      id: her.profile.id,
      verified_at: at,
      verified_by: { user_id: admin.id, name: 'Office Bearer' },
      verification_note: 'Met the father',
    });
    expect(await latestAudit(t, admin, her.profile.id)).toMatchObject({
      action: 'profile.verify',
      actor: { id: admin.id },
      before: { verified_at: null },
      after: { verified_at: at, verified_by_user_id: admin.id, verification_note: 'Met the father' },
    });
    expect((await open(her.user, her.profile.id)).json()).toMatchObject({ verified_at: at });
    const seen = (await open(him.user, her.profile.id)).json();
    expect(seen).toMatchObject({ verified_at: at });
    expect(seen).not.toHaveProperty('verified_by');
    expect(seen).not.toHaveProperty('verification_note');
    // The approved list says who verified.
    const approved = (await as('GET', '/api/admin/profiles?status=approved&per_page=100')).json();
    expect(approved.data.find((p: { id: string }) => p.id === her.profile.id)).toMatchObject({
      verified_by: { user_id: admin.id },
    });
  });

  it('takes the verification away with DELETE, audited', async () => {
    const her = await member(t);
    await as('POST', `/api/admin/profiles/${her.profile.id}/verify`);
    const res = await as('DELETE', `/api/admin/profiles/${her.profile.id}/verify`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ verified_at: null, verified_by: null, verification_note: null });
    expect(await latestAudit(t, admin, her.profile.id)).toMatchObject({
      action: 'profile.unverify',
      after: { verified_at: null },
    });
    expect((await open(her.user, her.profile.id)).json().verified_at).toBeNull();
  });

  it('is for admins only; unknown and malformed ids are 404; a long note is 422', async () => {
    const her = await member(t);
    for (const method of ['POST', 'DELETE'] as const) {
      const res = await t.app.inject({
        method,
        url: `/api/admin/profiles/${her.profile.id}/verify`,
        headers: her.user.headers,
      });
      expect(res.statusCode).toBe(403);
      expect(
        (await as(method, '/api/admin/profiles/00000000-0000-4000-8000-000000000000/verify')).statusCode,
      ).toBe(404);
      expect((await as(method, '/api/admin/profiles/nope/verify')).statusCode).toBe(404);
    }
    const long = await as('POST', `/api/admin/profiles/${her.profile.id}/verify`, { note: 'x'.repeat(501) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toHaveProperty('note');
    expect((await open(her.user, her.profile.id)).json().verified_at).toBeNull();
  });
});
