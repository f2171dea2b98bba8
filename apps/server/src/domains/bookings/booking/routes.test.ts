import { contextOf } from '../../../context.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../../test/support/app.ts';
import type { SimulatedGateway } from '../payment/service.ts';
import { createBlockedDates, MAX_OPEN_HOLDS, markRefunded, releaseExpiredHolds } from '../service.ts';
import { todayInIndia } from '../../../lib/clock.ts';
import { book, bookingBody, createHall, pay, setDeviceToken } from '../../../../test/support/bookings.ts';

let t: TestApp;
let hall: { id: string; name: string };
let mini: { id: string; name: string };
type User = Awaited<ReturnType<typeof createUser>>;
let alice: User;
let bilal: User;
let admin: User;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2030-01-15T00:00:00Z');
  hall = await createHall(t, { name: 'Main Hall' });
  mini = await createHall(t, {
    name: 'Mini Hall',
    bookingAmount: 2000,
    prices: { CM: [10000, 5000], M: [15000, 5000], NCM: [20000, 7500] },
  });
  alice = await createUser(t, { name: 'Alice' });
  bilal = await createUser(t, { name: 'Bilal' });
  admin = await createUser(t, { isAdmin: true });
});
afterAll(() => t.close());
// Time only moves forward: each test starts after the previous one's holds ran out (a user may hold
// only a few bookings at once). Starting at 05:30 in India leaves the whole day for the suite.
beforeEach(() => {
  t.clock.advance(16 * MINUTE);
});

// Each test takes its own dates so the tests stay independent.
describe('POST /api/booking/new-booking', () => {
  it('requires a login', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking/new-booking',
      payload: bookingBody([{ hall_id: hall.id, slot: 'B', booking_dates: ['2030-02-01'] }]),
    });
    expect(res.statusCode).toBe(401);
  });

  it('computes both amounts on the server and ignores any price the client sends', async () => {
    const start = t.clock.now().getTime();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/booking/new-booking',
      headers: alice.headers,
      payload: {
        booking: { booking_user_type: 'M', event_name: 'Walima', total_booking_amount: 1, amount_to_pay: 1 },
        booking_items: [
          { hall_id: hall.id, slot: 'B', booking_dates: ['2030-02-01', '2030-02-02'], amount: 1, deposit: 0 },
          { hall_id: mini.id, slot: 'E', booking_dates: ['2030-02-01'] },
        ],
        amount_to_pay: 1,
      },
    });
    expect(res.statusCode).toBe(201);
    const { booking, payment } = res.json();
    // Section 9: booking_amount × dates; (amount + deposit of type M) × dates.
    expect(booking.total_booking_amount).toBe(5000 * 2 + 2000);
    expect(booking.amount_to_pay).toBe((35000 + 15000) * 2 + (15000 + 5000));
    expect(booking).toMatchObject({
      booking_user_type: 'M',
      event_name: 'Walima',
      notes: null,
      status: 'pending_payment',
      refund_due: false,
      items: [
        { hall_id: hall.id, hall_name: 'Main Hall', slot: 'B', booking_dates: ['2030-02-01', '2030-02-02'] },
        { hall_id: mini.id, hall_name: 'Mini Hall', slot: 'E', booking_dates: ['2030-02-01'] },
      ],
    });
    expect(new Date(booking.hold_expires_at).getTime()).toBe(start + 15 * MINUTE);
    expect(payment).toMatchObject({
      provider: 'simulated',
      amount: booking.amount_to_pay * 100,
      currency: 'INR',
      prefill: { name: 'Alice', contact: alice.mobile },
    });
    expect(payment.order_id).toMatch(/^order_sim_/);
    expect(booking.payments).toEqual([
      expect.objectContaining({
        status: 'created',
        amount: booking.amount_to_pay,
        method: null,
        method_detail: null,
      }),
    ]);
    // The gateway's order id is for checkout (payment), not in the family's record of it.
    expect(JSON.stringify(booking)).not.toContain(payment.order_id);
    const gateway = t.app.deps.payments as SimulatedGateway;
    expect(gateway.orders.at(-1)).toEqual({
      order_id: payment.order_id,
      amountPaise: booking.amount_to_pay * 100,
      receipt: booking.id,
    });
  });

  it('lets a full day clash with a morning, and a morning and an evening share a date', async () => {
    const full = await book(t, alice.headers, [
      { hall_id: hall.id, slot: 'B', booking_dates: ['2030-03-01'] },
    ]);
    expect(full.statusCode).toBe(201);
    const morning = await book(t, bilal.headers, [
      { hall_id: hall.id, slot: 'M', booking_dates: ['2030-03-01', '2030-03-02'] },
    ]);
    expect(morning.statusCode).toBe(409);
    expect(morning.json().errors.booking_dates).toEqual([
      '2030-03-01 (Main Hall, Morning) is no longer available.',
    ]);

    expect(
      (await book(t, bilal.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-03-03'] }]))
        .statusCode,
    ).toBe(201);
    expect(
      (await book(t, alice.headers, [{ hall_id: hall.id, slot: 'E', booking_dates: ['2030-03-03'] }]))
        .statusCode,
    ).toBe(201);
    const fullDay = await book(t, admin.headers, [
      { hall_id: hall.id, slot: 'B', booking_dates: ['2030-03-03'] },
    ]);
    expect(fullDay.statusCode).toBe(409);
    expect(fullDay.json().errors.booking_dates).toEqual([
      '2030-03-03 (Main Hall, Full Day) is no longer available.',
    ]);
    // The same date in another hall is a different thing.
    expect(
      (await book(t, admin.headers, [{ hall_id: mini.id, slot: 'B', booking_dates: ['2030-03-03'] }]))
        .statusCode,
    ).toBe(201);
  });

  it('refuses past dates and dates beyond the horizon, but takes today', async () => {
    const TODAY = todayInIndia(t.clock);
    expect(TODAY).toBe('2030-01-15');
    const res = await book(t, bilal.headers, [
      { hall_id: mini.id, slot: 'M', booking_dates: ['2030-01-14', TODAY, '2035-01-01'] },
    ]);
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual([
      'booking_items.0.booking_dates.0',
      'booking_items.0.booking_dates.2',
    ]);
    expect(
      (await book(t, bilal.headers, [{ hall_id: mini.id, slot: 'M', booking_dates: [TODAY] }])).statusCode,
    ).toBe(201);
  });

  it('refuses blocked dates, naming them, with the slot rule', async () => {
    await createBlockedDates(contextOf(t.app.deps), {
      hall_id: hall.id,
      slot: 'E',
      from: '2030-04-10',
      to: '2030-04-11',
      reason: 'Jamat function',
    });
    const res = await book(t, alice.headers, [
      { hall_id: hall.id, slot: 'B', booking_dates: ['2030-04-09', '2030-04-10', '2030-04-11'] },
    ]);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.booking_dates).toEqual([
      '2030-04-10 (Main Hall, Full Day) is not open for booking.',
      '2030-04-11 (Main Hall, Full Day) is not open for booking.',
    ]);
    // The morning of a date whose evening is blocked is still open.
    expect(
      (await book(t, alice.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-04-10'] }]))
        .statusCode,
    ).toBe(201);
  });

  it('refuses duplicates and overlapping slots within one request', async () => {
    const same = await book(t, alice.headers, [
      { hall_id: hall.id, slot: 'M', booking_dates: ['2030-05-01', '2030-05-01'] },
    ]);
    expect(same.statusCode).toBe(422);
    expect(same.json().errors['booking_items.0.booking_dates.1']).toBeDefined();
    const overlap = await book(t, alice.headers, [
      { hall_id: hall.id, slot: 'M', booking_dates: ['2030-05-02'] },
      { hall_id: hall.id, slot: 'B', booking_dates: ['2030-05-02'] },
    ]);
    expect(overlap.statusCode).toBe(422);
    expect(overlap.json().errors['booking_items.1.booking_dates.0'][0]).toContain('overlaps');
    const halves = await book(t, alice.headers, [
      { hall_id: hall.id, slot: 'M', booking_dates: ['2030-05-03'] },
      { hall_id: hall.id, slot: 'E', booking_dates: ['2030-05-03'] },
    ]);
    expect(halves.statusCode).toBe(201);
  });

  it('refuses unknown halls, bad slots, bad dates and oversized requests with 422', async () => {
    const unknown = await book(t, alice.headers, [
      { hall_id: '00000000-0000-4000-8000-000000000000', slot: 'M', booking_dates: ['2030-06-01'] },
    ]);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['booking_items.0.hall_id']).toBeDefined();
    const cases = [
      bookingBody([{ hall_id: hall.id, slot: 'X', booking_dates: ['2030-06-01'] }]),
      bookingBody([{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-02-30'] }]),
      bookingBody([{ hall_id: hall.id, slot: 'M', booking_dates: [] }]),
      bookingBody([{ hall_id: 'not-a-uuid', slot: 'M', booking_dates: ['2030-06-01'] }]),
      bookingBody([{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-06-01'] }], 'XX'),
      bookingBody([]),
      bookingBody(
        Array.from({ length: 11 }, (_, i) => ({
          hall_id: hall.id,
          slot: 'M',
          booking_dates: [`2030-07-${String(i + 1).padStart(2, '0')}`],
        })),
      ),
      bookingBody([
        {
          hall_id: hall.id,
          slot: 'M',
          booking_dates: Array.from({ length: 31 }, (_, i) => `2030-08-${String(i + 1).padStart(2, '0')}`),
        },
      ]),
      { booking_items: [] },
    ];
    for (const payload of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/booking/new-booking',
        headers: alice.headers,
        payload,
      });
      expect(res.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(422);
      expect(res.json().errors).toBeDefined();
    }
  });

  it(`limits a user to ${MAX_OPEN_HOLDS} unpaid holds at once (429 with Retry-After)`, async () => {
    const user = await createUser(t);
    for (let i = 0; i < MAX_OPEN_HOLDS; i += 1) {
      const res = await book(t, user.headers, [
        { hall_id: mini.id, slot: 'E', booking_dates: [`2030-09-0${i + 1}`] },
      ]);
      expect(res.statusCode).toBe(201);
    }
    const extra = await book(t, user.headers, [
      { hall_id: mini.id, slot: 'E', booking_dates: ['2030-09-09'] },
    ]);
    expect(extra.statusCode).toBe(429);
    expect(Number(extra.headers['retry-after'])).toBe(15 * 60);
  });
});

describe('holds', () => {
  it('expire after HOLD_MINUTES: status expired and the dates free again', async () => {
    const res = await book(t, alice.headers, [
      { hall_id: hall.id, slot: 'B', booking_dates: ['2030-10-01'] },
    ]);
    const id = res.json().booking.id;
    const free = async () =>
      (
        await t.app.inject({
          method: 'POST',
          url: '/api/hall/check-availablility-month',
          payload: { hall_id: hall.id, slot: 'M', year: 2030, month: 10 },
        })
      ).json() as string[];
    expect(await free()).not.toContain('2030-10-01');

    t.clock.advance(15 * MINUTE - 1000);
    expect(await free()).not.toContain('2030-10-01');
    expect(
      (await book(t, bilal.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-10-01'] }]))
        .statusCode,
    ).toBe(409);

    t.clock.advance(1000);
    // Free for readers at once, before any sweep...
    expect(await free()).toContain('2030-10-01');
    expect(await releaseExpiredHolds(contextOf(t.app.deps))).toBeGreaterThanOrEqual(1);
    expect(await releaseExpiredHolds(contextOf(t.app.deps))).toBe(0);
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/booking/show/${id}`,
      headers: alice.headers,
    });
    expect(shown.json().status).toBe('expired');
    // ...and for bookers.
    expect(
      (await book(t, bilal.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-10-01'] }]))
        .statusCode,
    ).toBe(201);
  });

  it('are released by a new booking even when no sweep has run', async () => {
    const first = await book(t, alice.headers, [
      { hall_id: mini.id, slot: 'M', booking_dates: ['2030-10-05'] },
    ]);
    expect(first.statusCode).toBe(201);
    t.clock.advance(16 * MINUTE);
    const second = await book(t, bilal.headers, [
      { hall_id: mini.id, slot: 'B', booking_dates: ['2030-10-05'] },
    ]);
    expect(second.statusCode).toBe(201);
  });
});

describe('POST /api/booking/payment-success', () => {
  it('confirms with a valid signature, pushes once, and is idempotent', async () => {
    await setDeviceToken(t, alice.id, 'device-alice');
    const res = await book(t, alice.headers, [
      { hall_id: hall.id, slot: 'E', booking_dates: ['2030-11-01'] },
    ]);
    const { booking, payment } = res.json();
    const before = t.push.sent.length;
    const { res: paid, signed } = await pay(t, alice.headers, payment.order_id);
    expect(paid.statusCode).toBe(200);
    expect(paid.json().booking).toMatchObject({ id: booking.id, status: 'confirmed', refund_due: false });
    expect(paid.json().booking.payments[0]).toMatchObject({
      status: 'captured',
      method: 'upi',
      method_detail: 'family@okaxis',
    });
    expect(paid.body).not.toContain(signed.payment_id);
    expect(t.push.sent.slice(before)).toEqual([
      expect.objectContaining({
        to: { tokens: ['device-alice'] },
        message: expect.objectContaining({ data: { type: 'booking', id: booking.id } }),
      }),
    ]);

    const again = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment-success',
      headers: alice.headers,
      payload: signed,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().booking).toEqual(paid.json().booking);
    expect(t.push.sent.length).toBe(before + 1);
    // A confirmed booking is never swept.
    t.clock.advance(60 * MINUTE);
    await releaseExpiredHolds(contextOf(t.app.deps));
    const shown = await t.app.inject({
      method: 'GET',
      url: `/api/booking/show/${booking.id}`,
      headers: alice.headers,
    });
    expect(shown.json().status).toBe('confirmed');
    expect(
      (await book(t, bilal.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: ['2030-11-01'] }]))
        .statusCode,
    ).toBe(409);
  });

  it('refuses a forged signature with 422 and changes nothing', async () => {
    const { booking, payment } = (
      await book(t, alice.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-11-02'] }])
    ).json();
    for (const razorpay_signature of ['0'.repeat(64), 'nonsense', 'a'.repeat(200)]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/booking/payment-success',
        headers: alice.headers,
        payload: { order_id: payment.order_id, payment_id: 'pay_forged', razorpay_signature },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.razorpay_signature).toBeDefined();
    }
    const shown = (
      await t.app.inject({ method: 'GET', url: `/api/booking/show/${booking.id}`, headers: alice.headers })
    ).json();
    expect(shown.status).toBe('pending_payment');
    expect(shown.payments[0]).toMatchObject({ status: 'created', method: null });
  });

  it("refuses a valid signature replayed for another order, and another user's order", async () => {
    const one = (
      await book(t, alice.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-11-03'] }])
    ).json();
    const two = (
      await book(t, alice.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-11-04'] }])
    ).json();
    const { res: paid, signed } = await pay(t, alice.headers, one.payment.order_id);
    expect(paid.statusCode).toBe(200);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment-success',
      headers: alice.headers,
      payload: { ...signed, order_id: two.payment.order_id },
    });
    expect(replay.statusCode).toBe(422);
    const shown = (
      await t.app.inject({
        method: 'GET',
        url: `/api/booking/show/${two.booking.id}`,
        headers: alice.headers,
      })
    ).json();
    expect(shown.status).toBe('pending_payment');

    // Bilal cannot simulate or confirm Alice's order.
    const simulate = await t.app.inject({
      method: 'POST',
      url: '/api/dev/payments/simulate',
      headers: bilal.headers,
      payload: { order_id: two.payment.order_id },
    });
    expect(simulate.statusCode).toBe(404);
    const gateway = t.app.deps.payments as SimulatedGateway;
    const theirs = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment-success',
      headers: bilal.headers,
      payload: gateway.simulatePayment(two.payment.order_id),
    });
    expect(theirs.statusCode).toBe(404);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment-success',
      headers: alice.headers,
      payload: gateway.simulatePayment('order_sim_unknown'),
    });
    expect(unknown.statusCode).toBe(404);
  });

  it('confirms a payment that arrives after the hold expired when the dates are still free', async () => {
    const { booking, payment } = (
      await book(t, alice.headers, [{ hall_id: mini.id, slot: 'B', booking_dates: ['2030-11-05'] }])
    ).json();
    t.clock.advance(20 * MINUTE);
    await releaseExpiredHolds(contextOf(t.app.deps));
    const { res } = await pay(t, alice.headers, payment.order_id);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking).toMatchObject({ id: booking.id, status: 'confirmed', refund_due: false });
    // The dates are held again.
    const clash = await book(t, bilal.headers, [
      { hall_id: mini.id, slot: 'E', booking_dates: ['2030-11-05'] },
    ]);
    expect(clash.statusCode).toBe(409);
  });

  it('marks a late payment for refund when the dates were taken meanwhile', async () => {
    const { booking, payment } = (
      await book(t, alice.headers, [{ hall_id: mini.id, slot: 'E', booking_dates: ['2030-11-06'] }])
    ).json();
    t.clock.advance(20 * MINUTE);
    const other = await book(t, bilal.headers, [
      { hall_id: mini.id, slot: 'B', booking_dates: ['2030-11-06'] },
    ]);
    expect(other.statusCode).toBe(201);
    const { res, signed } = await pay(t, alice.headers, payment.order_id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      code: 'refund_due',
      errors: { booking_dates: ['2030-11-06 (Mini Hall, Evening) is no longer available.'] },
    });
    const shown = (
      await t.app.inject({ method: 'GET', url: `/api/booking/show/${booking.id}`, headers: alice.headers })
    ).json();
    expect(shown).toMatchObject({ status: 'expired', refund_due: true });
    expect(shown.payments[0]).toMatchObject({ status: 'captured', method: 'upi' });
    expect(JSON.stringify(shown)).not.toContain(signed.payment_id);
    // Bilal keeps his date.
    const his = (
      await t.app.inject({
        method: 'GET',
        url: `/api/booking/show/${other.json().booking.id}`,
        headers: bilal.headers,
      })
    ).json();
    expect(his.status).toBe('pending_payment');

    // The office refunds through the gateway.
    const refunded = await markRefunded(contextOf(t.app.deps), { id: booking.id });
    expect(refunded).toMatchObject({ refund_due: false, status: 'expired' });
    expect(refunded.refunded_at).not.toBeNull();
    expect(refunded.payments[0]!.status).toBe('refunded');
    const gateway = t.app.deps.payments as SimulatedGateway;
    expect(gateway.refunds.at(-1)).toMatchObject({
      paymentId: signed.payment_id,
      amountPaise: payment.amount,
    });
    await expect(markRefunded(contextOf(t.app.deps), { id: booking.id })).rejects.toMatchObject({
      status: 409,
    });
  });
});

describe('reading and cancelling', () => {
  it('lists only my bookings, newest first', async () => {
    const user = await createUser(t);
    const a = (
      await book(t, user.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-12-01'] }])
    ).json();
    t.clock.advance(1000);
    const b = (
      await book(t, user.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-12-02'] }])
    ).json();
    const res = await t.app.inject({ method: 'GET', url: '/api/booking/my-bookings', headers: user.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((x: { id: string }) => x.id)).toEqual([b.booking.id, a.booking.id]);
    expect((await t.app.inject({ method: 'GET', url: '/api/booking/my-bookings' })).statusCode).toBe(401);
  });

  it("shows a booking to its owner and admins only; another user's is 404 like a bad id", async () => {
    const { booking } = (
      await book(t, alice.headers, [{ hall_id: hall.id, slot: 'E', booking_dates: ['2030-12-03'] }])
    ).json();
    const url = `/api/booking/show/${booking.id}`;
    expect((await t.app.inject({ method: 'GET', url, headers: alice.headers })).json().id).toBe(booking.id);
    expect((await t.app.inject({ method: 'GET', url, headers: admin.headers })).statusCode).toBe(200);
    const theirs = await t.app.inject({ method: 'GET', url, headers: bilal.headers });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toEqual({ message: 'Booking not found.' });
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401);
    for (const id of ['00000000-0000-4000-8000-000000000000', 'abc', "1'%20or%201=1"]) {
      expect(
        (await t.app.inject({ method: 'GET', url: `/api/booking/show/${id}`, headers: alice.headers }))
          .statusCode,
      ).toBe(404);
    }
  });

  it('lets the owner cancel an unpaid booking, freeing its dates; others are refused', async () => {
    const { booking } = (
      await book(t, alice.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: ['2030-12-04'] }])
    ).json();
    const url = `/api/booking/cancel/${booking.id}`;
    expect((await t.app.inject({ method: 'POST', url, headers: bilal.headers })).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/booking/cancel/nope', headers: alice.headers }))
        .statusCode,
    ).toBe(404);
    const res = await t.app.inject({ method: 'POST', url, headers: alice.headers });
    expect(res.statusCode).toBe(200);
    expect(res.json().status).toBe('cancelled');
    expect((await t.app.inject({ method: 'POST', url, headers: alice.headers })).statusCode).toBe(409);
    expect(
      (await book(t, bilal.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-12-04'] }]))
        .statusCode,
    ).toBe(201);

    const paid = (
      await book(t, alice.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: ['2030-12-05'] }])
    ).json();
    await pay(t, alice.headers, paid.payment.order_id);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/booking/cancel/${paid.booking.id}`,
          headers: bilal.headers,
        })
      ).statusCode,
    ).toBe(404); // the owner cancels a paid booking with its refund (payment/pay-and-refund.test.ts)
  });

  it('gives a payment for a booking cancelled meanwhile refund_due', async () => {
    const { booking, payment } = (
      await book(t, alice.headers, [{ hall_id: hall.id, slot: 'E', booking_dates: ['2030-12-06'] }])
    ).json();
    await t.app.inject({ method: 'POST', url: `/api/booking/cancel/${booking.id}`, headers: alice.headers });
    const { res } = await pay(t, alice.headers, payment.order_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('refund_due');
    const shown = (
      await t.app.inject({ method: 'GET', url: `/api/booking/show/${booking.id}`, headers: alice.headers })
    ).json();
    expect(shown).toMatchObject({ status: 'cancelled', refund_due: true });
  });
});
