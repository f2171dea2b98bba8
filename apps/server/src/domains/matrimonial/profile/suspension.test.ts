import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, latestAudit } from '../../../../test/support/admin.ts';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import { buildMatrimonialTestApp, newProfile, type User } from '../../../../test/support/matrimonial.ts';
import { contextOf } from '../../../context.ts';
import { approveProfile } from '../service.ts';

// Account suspension, a report's outcome (docs/api.md, Matrimonial profiles, consent and safety): no login either way, tokens
// dead, every profile rejected (out of search), the reporter told, and the office lifts it.

let t: TestApp;
let admin: User;
let as: ReturnType<typeof adminCaller>;
const M = '/api/matrimonial';
const PASSWORD = 'a-long-family-passphrase';
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  admin = await createUser(t, { isAdmin: true, name: 'Office', password: PASSWORD });
  as = adminCaller(t, admin);
});
afterAll(() => t.close());

let ip = 0;
const post = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: `10.77.0.${++ip % 250}` });
const approved = async (user: User, body: Record<string, unknown> = {}) => {
  const profile = await newProfile(t, user, { no_picture: true, ...body });
  await approveProfile(contextOf(t.app.deps), { id: profile.id });
  return profile;
};
const search = async (user: User, profileId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `${M}/mm/filter-profile/${profileId}`, headers: user.headers })
  ).json().data as { id: string }[];
const codeToken = async (mobile: string) => {
  expect((await post('/api/auth/otp/send', { mobile })).statusCode).toBe(202);
  const outbox = await t.app.inject({
    method: 'GET',
    url: `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`,
  });
  const code = /\b(\d{6})\b/.exec(outbox.json().messages[0].body as string)![1]!;
  const verified = await post('/api/auth/otp/verify', { mobile, code });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().token as string;
};

describe('suspending an account from a report', () => {
  it('refuses login both ways, ends its tokens, rejects its profiles, tells the reporter; lifting lets it in', async () => {
    const reporter = await createUser(t);
    const reporterProfile = await approved(reporter, { gender: 'male', first_name: 'Salim' });
    const broker = await createUser(t, { password: PASSWORD, name: 'Broker' });
    const first = await approved(broker, { first_name: 'Sana', last_name: 'Fake' });
    const second = await approved(broker, { first_name: 'Zoya', last_name: 'Fake', relation: 'sister' });
    expect((await search(reporter, reporterProfile.id)).map((c) => c.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    );
    const reported = await t.app.inject({
      method: 'POST',
      url: `${M}/report/${first.id}`,
      headers: reporter.headers,
      payload: { reason: 'Asks every family for money' },
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const open = (await as('GET', '/api/admin/reports?status=open&per_page=100')).json();
    const reportId = open.data.find(
      (r: { reported_profile: { id: string } }) => r.reported_profile.id === first.id,
    ).id as string;

    const closed = await as('POST', `/api/admin/reports/${reportId}/close`, {
      action: 'user_suspended',
      note: 'Asked families for money',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', close_action: 'user_suspended' });

    // Its live token no longer works; login is refused with the stable code, by password and by code.
    expect(
      (await t.app.inject({ method: 'GET', url: `${M}/user`, headers: broker.headers })).statusCode,
    ).toBe(401);
    const byPassword = await post('/api/auth/login', { mobile: broker.mobile, password: PASSWORD });
    expect(byPassword.statusCode).toBe(403);
    expect(byPassword.json()).toMatchObject({
      code: 'account_suspended',
      message: 'This account is suspended. Please contact the jamat office.',
    });
    const wrongPassword = await post('/api/auth/login', {
      mobile: broker.mobile,
      password: 'not-the-password',
    });
    expect(wrongPassword.statusCode).toBe(422);
    const token = await codeToken(broker.mobile);
    const byCode = await post('/api/auth/otplogin', { token });
    expect(byCode.statusCode).toBe(403);
    expect(byCode.json().code).toBe('account_suspended');
    const reset = await post('/api/auth/reset-password', {
      token,
      password: 'another-long-passphrase',
      password_confirmation: 'another-long-passphrase',
    });
    expect(reset.statusCode).toBe(403);

    // Both profiles are rejected with the reason and out of search.
    const profiles = (await as('GET', '/api/admin/profiles?status=rejected&per_page=100')).json().data as {
      id: string;
      rejection_reason: string;
    }[];
    for (const id of [first.id, second.id]) {
      expect(profiles.find((p) => p.id === id)?.rejection_reason).toBe(
        'The account was suspended by the office: Asked families for money',
      );
    }
    const ids = (await search(reporter, reporterProfile.id)).map((c) => c.id);
    expect(ids).not.toContain(first.id);
    expect(ids).not.toContain(second.id);

    // The reporter is told; the office sees it in the users list and the audit log.
    const notes = (
      await t.app.inject({ method: 'GET', url: '/api/notifications?per_page=100', headers: reporter.headers })
    ).json().data as { type: string; body: string }[];
    expect(notes.find((n) => n.type === 'report.closed')?.body).toBe(
      'Thank you for your report about Sana Fake. The office looked into it and suspended the account.',
    );
    const listed = (await as('GET', `/api/admin/users?q=${encodeURIComponent(broker.mobile)}`)).json()
      .data[0];
    expect(listed).toMatchObject({ id: broker.id, suspended_reason: 'Asked families for money' });
    expect(listed.suspended_at).toEqual(expect.any(String));
    const audit = await latestAudit(t, admin, broker.id);
    expect(audit).toMatchObject({
      action: 'user.suspend',
      after: { suspended_reason: 'Asked families for money' },
    });

    // Lifted: login works again; the profiles stay rejected until approved again.
    const lifted = await as('POST', `/api/admin/users/${broker.id}/unsuspend`);
    expect(lifted.statusCode, lifted.body).toBe(200);
    expect(lifted.json()).toMatchObject({ suspended_at: null, suspended_reason: null });
    expect((await latestAudit(t, admin, broker.id)).action).toBe('user.unsuspend');
    const again = await post('/api/auth/login', { mobile: broker.mobile, password: PASSWORD });
    expect(again.statusCode, again.body).toBe(200);
    expect((await search(reporter, reporterProfile.id)).map((c) => c.id)).not.toContain(first.id);
  });

  it("never suspends an administrator's account, and lifts only for admins", async () => {
    const reporter = await createUser(t);
    await approved(reporter, { gender: 'male' });
    const adminProfile = await approved(admin, { first_name: 'Office', last_name: 'Daughter' });
    await t.app.inject({
      method: 'POST',
      url: `${M}/report/${adminProfile.id}`,
      headers: reporter.headers,
      payload: { reason: 'Testing the office' },
    });
    const open = (await as('GET', '/api/admin/reports?status=open&per_page=100')).json();
    const reportId = open.data.find(
      (r: { reported_profile: { id: string } }) => r.reported_profile.id === adminProfile.id,
    ).id as string;
    const refused = await as('POST', `/api/admin/reports/${reportId}/close`, {
      action: 'user_suspended',
      note: 'No',
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.action).toEqual(["An administrator's account cannot be suspended."]);
    // Nothing changed: the report is still open and the admin still logs in.
    expect(
      (await as('GET', '/api/admin/reports?status=open&per_page=100'))
        .json()
        .data.map((r: { id: string }) => r.id),
    ).toContain(reportId);
    expect((await post('/api/auth/login', { mobile: admin.mobile, password: PASSWORD })).statusCode).toBe(
      200,
    );

    const byMember = await t.app.inject({
      method: 'POST',
      url: `/api/admin/users/${reporter.id}/unsuspend`,
      headers: reporter.headers,
    });
    expect(byMember.statusCode).toBe(403);
    expect(
      (await as('POST', '/api/admin/users/00000000-0000-4000-8000-000000000000/unsuspend')).statusCode,
    ).toBe(404);
    expect((await as('POST', '/api/admin/users/not-an-id/unsuspend')).statusCode).toBe(404);
  });
});
