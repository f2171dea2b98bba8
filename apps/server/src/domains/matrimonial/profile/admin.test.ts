import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { type AdminCall, type AuditOf, openOffice } from '../../../../test/support/admin.ts';
import { createUser, multipartBody, type TestApp } from '../../../../test/support/app.ts';
import { profileReports, users } from '../../../db/schema/index.ts';
import { submitProfile } from '../../../../test/support/matrimonial.ts';

// The office's profile routes: the approval queue, approve and reject with a push to the owner,
// reports; each change audited.
let t: TestApp, as: AdminCall, latestAudit: AuditOf;
// Today in India is 2030-01-15.
beforeAll(
  async () =>
    ({ t, call: as, latestAudit } = await openOffice({ name: 'Office', now: '2030-01-15T09:00:00Z' })),
);
afterAll(() => t.close());

describe('profiles', () => {
  it('lists pending profiles, approves and rejects with a push to the owner, and audits both', async () => {
    const owner = await createUser(t, { name: 'Owner' });
    await t.database.db.update(users).set({ fcmToken: 'owner-device' }).where(eq(users.id, owner.id));
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/matrimonial/create-profile',
      headers: owner.headers,
      payload: {
        first_name: 'Sara',
        last_name: 'Memon',
        gender: 'female',
        date_of_birth: '2002-06-01',
        marital_status: 'never_married',
        city: 'Mumbai',
        relation: 'self',
      },
    });
    expect(created.statusCode).toBe(201);
    const profileId: string = created.json().id;
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#0a0' } })
      .png()
      .toBuffer();
    for (let i = 0; i < 2; i++) {
      const body = multipartBody('picture', png, 'p.png', 'image/png');
      const up = await t.app.inject({
        method: 'POST',
        url: `/api/matrimonial/${profileId}/pictures`,
        headers: { ...owner.headers, ...body.headers },
        payload: body.payload,
      });
      expect(up.statusCode).toBe(201);
    }

    // A draft waits with its owner; once sent for approval it is in the queue.
    expect((await as('GET', '/api/admin/profiles?status=pending')).json().data).toEqual([]);
    await submitProfile(t, owner, profileId);
    const pending = (await as('GET', '/api/admin/profiles?status=pending')).json();
    expect(pending.data.map((p: { id: string }) => p.id)).toEqual([profileId]);
    expect(pending.data[0]).toMatchObject({ first_name: 'Sara', date_of_birth: '2002-06-01' });
    // The queue shows every picture, primary first, each reachable by the admin through its signed URL.
    const pictures: { url: string; is_primary: boolean }[] = pending.data[0].pictures;
    expect(pictures.map((p) => p.is_primary)).toEqual([true, false]);
    const file = await t.app.inject({
      method: 'GET',
      url: pictures[1]!.url.replace(/^https?:\/\/[^/]+/, ''),
    });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/webp');
    expect((await as('GET', '/api/admin/profiles?status=approved')).json().data).toEqual([]);
    expect((await as('GET', '/api/admin/profiles?status=maybe')).statusCode).toBe(422);

    const before = t.push.sent.length;
    const approved = await as('POST', `/api/admin/profiles/${profileId}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json().approved_on).toBe(t.clock.now().toISOString());
    expect(t.push.sent.slice(before)).toEqual([
      expect.objectContaining({
        to: { tokens: ['owner-device'] },
        message: expect.objectContaining({ data: { type: 'profile', id: profileId } }),
      }),
    ]);
    expect(await latestAudit(profileId)).toMatchObject({
      action: 'profile.approve',
      entity_type: 'profile',
      before: { approved_on: null, rejection_reason: null },
      after: { approved_on: approved.json().approved_on },
    });
    expect((await as('GET', '/api/admin/profiles?status=approved')).json().data).toHaveLength(1);
    const dashboard = (await as('GET', '/api/admin/dashboard')).json();
    expect(dashboard.profiles).toEqual({ pending: 0, approved: 1, rejected: 0 });

    const rejected = await as('POST', `/api/admin/profiles/${profileId}/reject`, {
      reason: 'Photo is not of her',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json()).toMatchObject({ approved_on: null, rejection_reason: 'Photo is not of her' });
    expect(t.push.sent.length).toBe(before + 2);
    expect(t.push.sent.at(-1)).toMatchObject({ to: { tokens: ['owner-device'] } });
    expect(await latestAudit(profileId)).toMatchObject({
      action: 'profile.reject',
      before: { approved_on: approved.json().approved_on },
      after: { approved_on: null, rejection_reason: 'Photo is not of her' },
    });
    expect((await as('GET', '/api/admin/profiles?status=rejected')).json().data).toHaveLength(1);

    expect((await as('POST', `/api/admin/profiles/${profileId}/reject`, { reason: '' })).statusCode).toBe(
      422,
    );
    expect((await as('POST', '/api/admin/profiles/nope/approve')).statusCode).toBe(404);
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await as('POST', `/api/admin/profiles/${unknown}/reject`, { reason: 'x' })).statusCode).toBe(404);

    // Reports against it are listed for admins and counted on the dashboard.
    const reporter = await createUser(t, { name: 'Reporter' });
    await t.database.db
      .insert(profileReports)
      .values({ reporterUserId: reporter.id, reportedProfileId: profileId, reason: 'Fake profile' });
    const reports = (await as('GET', '/api/admin/reports')).json();
    expect(reports.data).toEqual([
      expect.objectContaining({
        reason: 'Fake profile',
        reporter: expect.objectContaining({ user_id: reporter.id }),
        reported_profile: expect.objectContaining({ id: profileId }),
      }),
    ]);
    expect((await as('GET', '/api/admin/dashboard')).json().open_reports).toBe(1);
  });
});
