import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, latestAudit } from '../../../../test/support/admin.ts';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import { buildMatrimonialTestApp, local, member, type User } from '../../../../test/support/matrimonial.ts';

// The admins' queue of reports (docs/api.md, Matrimonial profiles, consent and safety): open and closed lists, closing with an
// action carried out and audited in the same transaction, and the reporter told the outcome.

let t: TestApp;
let admin: User;
let as: ReturnType<typeof adminCaller>;
const M = '/api/matrimonial';
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  admin = await createUser(t, { isAdmin: true, name: 'Office' });
  as = adminCaller(t, admin);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const report = async (
  reporter: { user: User },
  profileId: string,
  reason = 'These pictures are of a film star',
) => {
  const res = await t.app.inject({
    method: 'POST',
    url: `${M}/report/${profileId}`,
    headers: reporter.user.headers,
    payload: { reason },
  });
  expect(res.statusCode, res.body).toBe(201);
  const open = (await as('GET', '/api/admin/reports?status=open&per_page=100')).json();
  return open.data.find((r: { reporter: { user_id: string } }) => r.reporter.user_id === reporter.user.id)
    .id as string;
};
const notes = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/notifications?per_page=100', headers })).json().data as {
    type: string;
    body: string;
    data: { type: string; id: string };
    profile_id: string | null;
  }[];
const ids = (page: { data: { id: string }[] }) => page.data.map((r) => r.id);

describe('the reports queue', () => {
  it('closes a report as dismissed: listed as closed, audited, the reporter told', async () => {
    const reporter = await member(t);
    const reported = await member(t, { gender: 'male', first_name: 'Faisal', last_name: 'Khan' });
    const id = await report(reporter, reported.profile.id);
    const openReports = async () => (await as('GET', '/api/admin/dashboard')).json().open_reports as number;
    const openBefore = await openReports();

    const closed = await as('POST', `/api/admin/reports/${id}/close`, {
      action: 'dismissed',
      note: 'The pictures are his own.',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      id,
      status: 'closed',
      closed_at: t.clock.now().toISOString(),
      closed_by: { user_id: admin.id, name: 'Office' },
      close_action: 'dismissed',
      close_note: 'The pictures are his own.',
      reported_profile: { id: reported.profile.id },
    });
    // Nothing happened to the profile.
    const still = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${reported.profile.id}`,
      headers: reported.user.headers,
    });
    expect(still.json()).toMatchObject({ rejection_reason: null, approved_on: expect.any(String) });

    expect(ids((await as('GET', '/api/admin/reports?status=open&per_page=100')).json())).not.toContain(id);
    expect(ids((await as('GET', '/api/admin/reports?status=closed&per_page=100')).json())).toContain(id);
    // The dashboard counts what is still to be looked at.
    expect(await openReports()).toBe(openBefore - 1);
    expect(await latestAudit(t, admin, id)).toMatchObject({
      action: 'report.close',
      entity_type: 'report',
      before: { status: 'open' },
      after: { status: 'closed', action: 'dismissed', note: 'The pictures are his own.' },
    });
    const told = (await notes(reporter.user.headers)).filter((n) => n.type === 'report.closed');
    expect(told).toEqual([expect.objectContaining({ data: { type: 'report', id }, profile_id: null })]);
    expect(told[0]!.body).toContain('Faisal Khan');
    // The reported family hears nothing of a dismissed report.
    expect((await notes(reported.user.headers)).map((n) => n.type)).toEqual(['profile.approved']);
  });

  it('closes a report by rejecting the profile with the note as its reason', async () => {
    const reporter = await member(t);
    const reported = await member(t, { gender: 'male', first_name: 'Fake' });
    const id = await report(reporter, reported.profile.id);
    const note = 'Please use photographs of the person himself.';
    const closed = await as('POST', `/api/admin/reports/${id}/close`, { action: 'profile_rejected', note });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({
      close_action: 'profile_rejected',
      reported_profile: { approved_on: null },
    });

    const profile = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${reported.profile.id}`,
      headers: reported.user.headers,
    });
    expect(profile.json()).toMatchObject({ approved_on: null, rejection_reason: note });
    // Out of others' reach at once.
    const seen = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${reported.profile.id}`,
      headers: reporter.user.headers,
    });
    expect(seen.statusCode).toBe(404);
    // The rejection is audited and notified like any other, and so is the close.
    expect((await latestAudit(t, admin, reported.profile.id)).action).toBe('profile.reject');
    expect((await latestAudit(t, admin, id)).action).toBe('report.close');
    const owner = (await notes(reported.user.headers)).find((n) => n.type === 'profile.rejected')!;
    expect(owner).toMatchObject({ profile_id: reported.profile.id });
    expect(owner.body).toContain(note);
    expect((await notes(reporter.user.headers)).map((n) => n.type)).toContain('report.closed');
  });

  it('refuses unknown ids, bad actions, a second close, and non-admins', async () => {
    const reporter = await member(t);
    const reported = await member(t, { gender: 'male' });
    const id = await report(reporter, reported.profile.id);
    const close = (reportId: string, body: unknown) =>
      as('POST', `/api/admin/reports/${reportId}/close`, body);

    expect((await close('00000000-0000-4000-8000-000000000000', { action: 'dismissed' })).statusCode).toBe(
      404,
    );
    expect((await close('not-an-id', { action: 'dismissed' })).statusCode).toBe(404);
    const bad = await close(id, { action: 'ignored' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.action).toBeDefined();
    // A suspension needs its reason (suspension.test.ts does the rest).
    const suspend = await close(id, { action: 'user_suspended', note: ' ' });
    expect(suspend.statusCode).toBe(422);
    expect(suspend.json().errors.note).toEqual(['The reason for the suspension is required.']);
    // A rejection needs the reason the family will read.
    const noReason = await close(id, { action: 'profile_rejected', note: '  ' });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.note).toBeDefined();
    expect((await close(id, { action: 'dismissed', note: 'x'.repeat(1001) })).statusCode).toBe(422);
    expect((await as('GET', '/api/admin/reports?status=maybe')).statusCode).toBe(422);

    // A refused action changed nothing: the report is still open.
    expect(ids((await as('GET', '/api/admin/reports?status=open&per_page=100')).json())).toContain(id);

    const member_ = await t.app.inject({
      method: 'POST',
      url: `/api/admin/reports/${id}/close`,
      headers: reporter.user.headers,
      payload: { action: 'dismissed' },
    });
    expect(member_.statusCode).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/reports',
      headers: reporter.user.headers,
    });
    expect(list.statusCode).toBe(403);

    expect((await close(id, { action: 'dismissed' })).statusCode).toBe(200);
    const again = await close(id, { action: 'profile_rejected', note: 'Too late' });
    expect(again.statusCode).toBe(409);
    // The second close did nothing: the profile is still approved, the reporter told once.
    const profile = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${reported.profile.id}`,
      headers: reported.user.headers,
    });
    expect(profile.json().rejection_reason).toBeNull();
    expect((await notes(reporter.user.headers)).filter((n) => n.type === 'report.closed')).toHaveLength(1);
  });

  it('pages the open reports with a sealed cursor, newest first', async () => {
    const reported = await member(t, { gender: 'male' });
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      t.clock.advance(1000);
      made.push(await report(await member(t), reported.profile.id));
    }
    const first = (await as('GET', '/api/admin/reports?status=open&per_page=2')).json();
    expect(ids(first)).toEqual([made[2], made[1]]);
    const second = (await as('GET', local(first.next_page_url))).json();
    expect(ids(second)[0]).toBe(made[0]);
    expect((await as('GET', '/api/admin/reports?status=open&cursor=forged')).statusCode).toBe(422);
  });
});
