// Longer than 300 lines on purpose: one file per route family, each test a paragraph of the spec; splitting would scatter the fixtures.
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, multipartBody, type TestApp } from '../../../test/support/app.ts';
import { profileReports, users } from '../../db/schema/index.ts';

// Profiles and bookings follow their own domains' rules (matrimonial, bookings); these tests check
// the admin routes reach them, that their effects show where users look, and that each is audited.
let t: TestApp;
let admin: Awaited<ReturnType<typeof createUser>>;
let hallId: string;

beforeAll(async () => {
  t = await buildTestApp();
  // Today in India is 2030-01-15.
  t.clock.set('2030-01-15T09:00:00Z');
  admin = await createUser(t, { isAdmin: true, name: 'Office' });
  const hall = await as('POST', '/api/admin/halls', {
    name: 'Main Hall',
    short_name: 'MH',
    booking_amount: 5000,
    payment_amount: {
      CM: { amount: 25000, deposit: 10000 },
      M: { amount: 35000, deposit: 15000 },
      NCM: { amount: 45000, deposit: 20000 },
    },
  });
  hallId = hall.json().id;
});
afterAll(() => t.close());

async function as(method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) {
  t.clock.advance(1000);
  return t.app.inject({ method, url, headers: admin.headers, payload: payload as object });
}

async function latestAudit(entityId: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/admin/audit?entity_id=${entityId}&per_page=1`,
    headers: admin.headers,
  });
  return res.json().data[0];
}

const book = (headers: { authorization: string }, slot: string, dates: string[]) =>
  t.app.inject({
    method: 'POST',
    url: '/api/booking/new-booking',
    headers,
    payload: {
      booking: { booking_user_type: 'CM', event_name: 'Wedding' },
      booking_items: [{ hall_id: hallId, slot, booking_dates: dates }],
    },
  });

async function pay(headers: { authorization: string }, orderId: string) {
  const signed = await t.app.inject({
    method: 'POST',
    url: '/api/dev/payments/simulate',
    headers,
    payload: { order_id: orderId },
  });
  expect(signed.statusCode).toBe(200);
  return t.app.inject({
    method: 'POST',
    url: '/api/booking/payment-success',
    headers,
    payload: signed.json(),
  });
}

describe('blocked dates', () => {
  it('blocks a range in one action; booking refuses those dates (422); unblocking frees one; all audited', async () => {
    const res = await as('POST', '/api/admin/blocked-dates', {
      hall_id: hallId,
      slot: 'B',
      from: '2030-03-01',
      to: '2030-03-03',
      reason: 'Renovation',
    });
    expect(res.statusCode).toBe(201);
    const blocked: { id: string; date: string; slot: string; reason: string }[] = res.json();
    expect(blocked.map((b) => b.date)).toEqual(['2030-03-01', '2030-03-02', '2030-03-03']);
    expect(blocked.every((b) => b.slot === 'B' && b.reason === 'Renovation')).toBe(true);
    expect(await latestAudit(hallId)).toMatchObject({
      action: 'blocked_dates.create',
      entity_type: 'hall',
      after: { slot: 'B', from: '2030-03-01', to: '2030-03-03', reason: 'Renovation' },
    });

    const family = await createUser(t);
    for (const slot of ['M', 'E', 'B']) {
      const refused = await book(family.headers, slot, ['2030-03-02']);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.booking_dates).toBeDefined();
    }
    const listed = (await as('GET', `/api/admin/blocked-dates?hall_id=${hallId}`)).json();
    expect(listed).toHaveLength(3);

    const middle = blocked[1]!;
    expect((await as('DELETE', `/api/admin/blocked-dates/${middle.id}`)).statusCode).toBe(204);
    expect(await latestAudit(middle.id)).toMatchObject({
      action: 'blocked_date.delete',
      before: { date: '2030-03-02', slot: 'B', reason: 'Renovation', hall_id: hallId },
      after: null,
    });
    expect((await book(family.headers, 'M', ['2030-03-02'])).statusCode).toBe(201);
    expect((await book(family.headers, 'M', ['2030-03-03'])).statusCode).toBe(422);
    expect((await as('DELETE', `/api/admin/blocked-dates/${middle.id}`)).statusCode).toBe(404);
  });

  it('takes api.md’s single `date` too, and refuses a date a booking holds (409) or a backwards range', async () => {
    const one = await as('POST', '/api/admin/blocked-dates', {
      hall_id: hallId,
      slot: 'E',
      date: '2030-04-10',
      reason: 'Jamat meeting',
    });
    expect(one.statusCode).toBe(201);
    expect(one.json().map((b: { date: string }) => b.date)).toEqual(['2030-04-10']);

    const family = await createUser(t);
    expect((await book(family.headers, 'B', ['2030-04-20'])).statusCode).toBe(201);
    const clash = await as('POST', '/api/admin/blocked-dates', {
      hall_id: hallId,
      slot: 'M',
      from: '2030-04-19',
      to: '2030-04-21',
    });
    expect(clash.statusCode).toBe(409);
    const backwards = await as('POST', '/api/admin/blocked-dates', {
      hall_id: hallId,
      slot: 'M',
      from: '2030-04-21',
      to: '2030-04-19',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toBeDefined();
    const neither = await as('POST', '/api/admin/blocked-dates', { hall_id: hallId, slot: 'M' });
    expect(neither.statusCode).toBe(422);
  });
});

describe('bookings', () => {
  it('lists, shows the calendar, cancels a paid booking and settles its refund, with audit records', async () => {
    const family = await createUser(t, { name: 'Fatima' });
    const created = await book(family.headers, 'B', ['2030-05-07']);
    expect(created.statusCode).toBe(201);
    const { booking, payment } = created.json();
    expect((await pay(family.headers, payment.order_id)).statusCode).toBe(200);

    const confirmed = (await as('GET', '/api/admin/bookings?status=confirmed')).json();
    expect(confirmed.data.map((b: { id: string }) => b.id)).toContain(booking.id);
    const inMay = (await as('GET', '/api/admin/bookings?from=2030-05-01&to=2030-05-31')).json();
    expect(inMay.data.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    expect(inMay.data[0].user).toMatchObject({ id: family.id, name: 'Fatima' });

    const may = (await as('GET', '/api/admin/bookings/calendar?year=2030&month=5')).json();
    expect(may).toEqual([
      expect.objectContaining({
        hall_id: hallId,
        date: '2030-05-07',
        slot: 'B',
        booking: expect.objectContaining({ id: booking.id, status: 'confirmed' }),
      }),
    ]);
    expect((await as('GET', '/api/admin/bookings/calendar?year=2030&month=13')).statusCode).toBe(422);
    expect((await as('GET', `/api/admin/bookings/${booking.id}`)).json().status).toBe('confirmed');

    const cancelled = await as('POST', `/api/admin/bookings/${booking.id}/cancel`, {
      reason: 'Hall flooded',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      refund_due: true,
      cancel_reason: 'Hall flooded',
    });
    expect(await latestAudit(booking.id)).toMatchObject({
      action: 'booking.cancel',
      before: { status: 'confirmed', refund_due: false },
      after: { status: 'cancelled', refund_due: true },
    });
    // The date is free again.
    expect((await as('GET', '/api/admin/bookings/calendar?year=2030&month=5')).json()).toEqual([]);
    expect(
      (await as('POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'again' })).statusCode,
    ).toBe(409);

    const refunded = await as('POST', `/api/admin/bookings/${booking.id}/mark-refunded`, {
      via_gateway: false,
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().refund_due).toBe(false);
    expect(refunded.json().refunded_at).not.toBeNull();
    expect(await latestAudit(booking.id)).toMatchObject({
      action: 'booking.refund',
      before: { refund_due: true, refunded_at: null },
      after: { refund_due: false, via_gateway: false },
    });
    expect((await as('POST', `/api/admin/bookings/${booking.id}/mark-refunded`)).statusCode).toBe(409);
  });

  it('answers 404 for unknown bookings and 422 for a cancel without a reason', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await as('POST', `/api/admin/bookings/${unknown}/cancel`, { reason: 'x' })).statusCode).toBe(404);
    expect((await as('POST', '/api/admin/bookings/nope/mark-refunded')).statusCode).toBe(404);
    expect((await as('GET', '/api/admin/bookings/nope')).statusCode).toBe(404);
    expect((await as('POST', `/api/admin/bookings/${unknown}/cancel`, {})).statusCode).toBe(422);
  });
});

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

describe('the dashboard', () => {
  it('counts bookings by status and captured payments', async () => {
    const family = await createUser(t);
    const { payment } = (await book(family.headers, 'M', ['2030-08-01'])).json();
    await pay(family.headers, payment.order_id);
    await book(family.headers, 'E', ['2030-08-02']);
    const d = (await as('GET', '/api/admin/dashboard')).json();
    expect(d.bookings.confirmed).toBeGreaterThanOrEqual(1);
    expect(d.bookings.pending_payment).toBeGreaterThanOrEqual(1);
    expect(d.bookings.cancelled).toBeGreaterThanOrEqual(1);
    // Main Hall for CM: 25000 + 10000 a date; the refunded payment of the test above is not captured.
    expect(d.payments).toEqual({ count: 1, captured_amount: 35000 });
    expect(d.refunds_due).toBe(0);
  });
});
