// Every office change writes its audit record (decision 048). The list below is every route of the
// admin area that changes something, with the record it writes: a new office route fails the first
// test until it is listed, and its record is checked here or in the test named beside it. (Whatever
// the route, its change cannot commit without a record: context.ts's withTx refuses it.)
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller, latestAudit } from '../../../test/support/admin.ts';
import { buildTestApp, createUser, listRoutes, type TestApp } from '../../../test/support/app.ts';
import { bookAndPay } from '../../../test/support/payments.ts';
import { createHall } from '../../../test/support/bookings.ts';

/** Route → the action of its record, and where it is checked when not here. */
const OFFICE_CHANGES: Record<string, { action: string; checkedIn?: string }> = {
  'POST /api/admin/push': { action: 'push.send' },
  'POST /api/admin/news': { action: 'news.create' },
  'PUT /api/admin/news/:id': { action: 'news.update' },
  'DELETE /api/admin/news/:id': { action: 'news.delete' },
  'POST /api/admin/news/:id/publish': { action: 'news.publish' },
  'POST /api/admin/news/:id/unpublish': { action: 'news.unpublish' },
  'POST /api/admin/news/:id/image': { action: 'news.image', checkedIn: 'news/admin.test.ts' },
  'POST /api/admin/jobs': { action: 'job.create' },
  'PUT /api/admin/jobs/:id': { action: 'job.update' },
  'DELETE /api/admin/jobs/:id': { action: 'job.delete' },
  'POST /api/admin/jobs/:id/publish': { action: 'job.publish' },
  'POST /api/admin/jobs/:id/unpublish': { action: 'job.unpublish' },
  'POST /api/admin/halls': { action: 'hall.create' },
  'POST /api/admin/places': { action: 'place.create', checkedIn: 'places/places.test.ts' },
  'PUT /api/admin/halls/:id': { action: 'hall.update' },
  'POST /api/admin/users/:id/admin': { action: 'user.admin.grant' },
  'POST /api/admin/users/:id/member-type': { action: 'user.member_type' },
  'POST /api/admin/users/:id/unsuspend': {
    action: 'user.unsuspend',
    checkedIn: 'matrimonial/profile/suspension.test.ts',
  },
  'POST /api/admin/profiles/:id/approve': {
    action: 'profile.approve',
    checkedIn: 'matrimonial/profile/admin.test.ts',
  },
  'POST /api/admin/profiles/:id/reject': {
    action: 'profile.reject',
    checkedIn: 'matrimonial/profile/admin.test.ts',
  },
  'POST /api/admin/profiles/:id/verify': {
    action: 'profile.verify',
    checkedIn: 'matrimonial/verification/verification.test.ts',
  },
  'DELETE /api/admin/profiles/:id/verify': {
    action: 'profile.unverify',
    checkedIn: 'matrimonial/verification/verification.test.ts',
  },
  'POST /api/admin/reports/:id/close': {
    action: 'report.close',
    checkedIn: 'matrimonial/report/reports.test.ts',
  },
  'POST /api/admin/message-reports/:id/close': {
    action: 'message_report.close',
    checkedIn: 'matrimonial/conversation/conversations.test.ts',
  },
  'POST /api/admin/pictures/:id/approve': {
    action: 'picture.approve',
    checkedIn: 'matrimonial/picture/review.test.ts',
  },
  'POST /api/admin/pictures/:id/reject': {
    action: 'picture.reject',
    checkedIn: 'matrimonial/picture/review.test.ts',
  },
  'POST /api/admin/revisions/:id/approve': {
    action: 'profile.revision_approve',
    checkedIn: 'matrimonial/revision/revisions.test.ts',
  },
  'POST /api/admin/revisions/:id/reject': {
    action: 'profile.revision_reject',
    checkedIn: 'matrimonial/revision/revisions.test.ts',
  },
  'POST /api/admin/bookings/:id/cancel': {
    action: 'booking.cancel',
    checkedIn: 'bookings/booking/admin.test.ts',
  },
  'POST /api/admin/bookings/:id/mark-refunded': {
    action: 'booking.refund',
    checkedIn: 'bookings/booking/admin.test.ts',
  },
  'POST /api/admin/bookings/:id/refund': { action: 'booking.partial_refund' },
  'POST /api/admin/blocked-dates': { action: 'blocked_dates.create' },
  'DELETE /api/admin/blocked-dates/:id': { action: 'blocked_date.delete' },
  'DELETE /api/admin/blocked-dates': { action: 'blocked_dates.delete' },
};

let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let call: ReturnType<typeof adminCaller>;
const audited = async (entityId: string) => (await latestAudit(t, admin, entityId)).action;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2030-01-15T00:00:00Z');
  admin = await createUser(t, { isAdmin: true, name: 'Office Admin' });
  call = adminCaller(t, admin);
});
afterAll(() => t.close());

describe('office changes', () => {
  it('are every admin route that changes something, each with its audit action', () => {
    const changes = listRoutes(t.app)
      .filter((r) => r.url.startsWith('/api/admin') && !['GET', 'HEAD'].includes(r.method))
      .map((r) => `${r.method} ${r.url}`);
    expect([...new Set(changes)].sort()).toEqual(Object.keys(OFFICE_CHANGES).sort());
    for (const { action, checkedIn } of Object.values(OFFICE_CHANGES)) {
      if (!checkedIn) continue;
      const text = readFileSync(path.join(import.meta.dirname, '..', checkedIn), 'utf8');
      expect({ action, found: text.includes(`'${action}'`) }).toEqual({ action, found: true });
    }
  });

  it('news, jobs, halls, users and the push each write their record', async () => {
    const news = (await call('POST', '/api/admin/news', { title: 'Eid' })).json();
    expect(await audited(news.id)).toBe('news.create');
    expect((await call('PUT', `/api/admin/news/${news.id}`, { title: 'Eid prayers' })).statusCode).toBe(200);
    expect(await audited(news.id)).toBe('news.update');
    expect((await call('POST', `/api/admin/news/${news.id}/publish`, {})).statusCode).toBe(200);
    expect(await audited(news.id)).toBe('news.publish');
    expect((await call('POST', `/api/admin/news/${news.id}/unpublish`)).statusCode).toBe(200);
    expect(await audited(news.id)).toBe('news.unpublish');
    expect((await call('DELETE', `/api/admin/news/${news.id}`)).statusCode).toBe(204);
    expect(await audited(news.id)).toBe('news.delete');

    const job = (await call('POST', '/api/admin/jobs', { title: 'Accountant' })).json();
    expect(await audited(job.id)).toBe('job.create');
    expect((await call('PUT', `/api/admin/jobs/${job.id}`, { title: 'Senior accountant' })).statusCode).toBe(
      200,
    );
    expect(await audited(job.id)).toBe('job.update');
    expect((await call('POST', `/api/admin/jobs/${job.id}/publish`, {})).statusCode).toBe(200);
    expect(await audited(job.id)).toBe('job.publish');
    expect((await call('POST', `/api/admin/jobs/${job.id}/unpublish`)).statusCode).toBe(200);
    expect(await audited(job.id)).toBe('job.unpublish');
    expect((await call('DELETE', `/api/admin/jobs/${job.id}`)).statusCode).toBe(204);
    expect(await audited(job.id)).toBe('job.delete');

    const price = { amount: 1000, deposit: 100 };
    const created = await call('POST', '/api/admin/halls', {
      name: 'Audit Hall',
      short_name: 'AH',
      booking_amount: 1000,
      payment_amount: { CM: price, M: price, NCM: price },
    });
    expect(created.statusCode, created.body).toBe(201);
    const hall = created.json();
    expect(await audited(hall.id)).toBe('hall.create');
    expect((await call('PUT', `/api/admin/halls/${hall.id}`, { capacity: 300 })).statusCode).toBe(200);
    expect(await audited(hall.id)).toBe('hall.update');

    const zara = await createUser(t, { name: 'Zara' });
    expect((await call('POST', `/api/admin/users/${zara.id}/admin`, { is_admin: true })).statusCode).toBe(
      200,
    );
    expect(await audited(zara.id)).toBe('user.admin.grant');
    const type = await call('POST', `/api/admin/users/${zara.id}/member-type`, { member_type: 'M' });
    expect(type.statusCode, type.body).toBe(200);
    expect(await audited(zara.id)).toBe('user.member_type');

    expect((await call('POST', '/api/admin/push', { title: 'Hello', body: 'All' })).statusCode).toBe(202);
    expect(await audited('news')).toBe('push.send');
  });

  it('closed dates and a partial refund each write their record', async () => {
    const hall = await createHall(t, { name: 'Refund Hall' });
    const blocks = await call('POST', '/api/admin/blocked-dates', {
      hall_id: hall.id,
      slot: 'B',
      from: '2030-03-01',
      to: '2030-03-03',
      reason: 'Repairs',
    });
    expect(blocks.statusCode, blocks.body).toBe(201);
    expect(await audited(hall.id)).toBe('blocked_dates.create');
    const one = blocks.json()[0].id as string;
    expect((await call('DELETE', `/api/admin/blocked-dates/${one}`)).statusCode).toBe(204);
    expect(await audited(one)).toBe('blocked_date.delete');
    const range = await call(
      'DELETE',
      `/api/admin/blocked-dates?hall_id=${hall.id}&from=2030-03-01&to=2030-03-03`,
    );
    expect(range.statusCode, range.body).toBe(200);
    expect(await audited(hall.id)).toBe('blocked_dates.delete');

    const family = await createUser(t, { name: 'Family' });
    const paid = await bookAndPay(t, family.headers, hall.id, '2030-04-10');
    const refund = await call('POST', `/api/admin/bookings/${paid.id}/refund`, {
      amount: 100,
      reason: 'Damage',
    });
    expect(refund.statusCode, refund.body).toBe(200);
    expect(await audited(paid.id)).toBe('booking.partial_refund');
  });
});
