import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../../../context.ts';
import { buildTestApp, createUser, type TestApp } from '../../../../test/support/app.ts';
import { book, pay } from '../../../../test/support/bookings.ts';
import {
  bookAndPay,
  gatewayOf,
  notificationsOf,
  refundEvent,
  moneyWorld,
  show,
} from '../../../../test/support/payments.ts';
import { retryUnsentRefunds } from '../service.ts';

let t: TestApp;
let hall: { id: string }, adv: { id: string }, alice: User, bilal: User, admin: User;
type User = Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2030-01-15T00:00:00Z'); // 05:30 in India
  // CM: rent 25000 + deposit 10000 a date.
  ({ hall, adv, alice, bilal, admin } = await moneyWorld(t, { percent: 25, dueDays: 30 }));
});
afterAll(() => t.close());
beforeEach(() => {
  gatewayOf(t).refundOutcome = 'processed';
  t.clock.advance(60_000);
});

const cancel = (headers: { authorization: string }, id: string) =>
  t.app.inject({ method: 'POST', url: `/api/booking/cancel/${id}`, headers });
const preview = (headers: { authorization: string }, id: string) =>
  t.app.inject({ method: 'GET', url: `/api/booking/${id}/refund-preview`, headers });
const adminRefund = (id: string, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: `/api/admin/bookings/${id}/refund`, headers: admin.headers, payload });

describe('reference and paying in full (the default)', () => {
  it('numbers bookings SMJ-YYYY-NNNNNN in order and pays the whole amount at once with a receipt', async () => {
    const a = await bookAndPay(t, alice.headers, hall.id, '2030-06-01');
    const b = await bookAndPay(t, alice.headers, hall.id, '2030-06-02');
    expect(a.reference).toMatch(/^SMJ-2030-\d{6}$/);
    expect(Number(b.reference.slice(-6))).toBe(Number(a.reference.slice(-6)) + 1);
    expect(a.first.amount).toBe(35000 * 100);
    expect(a).toMatchObject({
      status: 'confirmed',
      amount_to_pay: 35000,
      advance_amount: 35000,
      amount_paid: 35000,
      amount_refunded: 0,
      balance_due: 0,
      balance_due_on: null,
    });
    expect(a.payments[0]).toMatchObject({ kind: 'full', status: 'captured' });
    expect(a.payments[0].receipt_number).toMatch(/^RCT\/2029-30\/\d{6}$/);
  });
});

describe('advance and balance', () => {
  it('describes what is paid in the payer’s language, for the checkout to show', async () => {
    const gujarati = await createUser(t, { name: 'Gulnaz', language: 'gu' });
    const res = await book(t, gujarati.headers, [
      { hall_id: adv.id, slot: 'B', booking_dates: ['2030-08-01', '2030-08-02'] },
    ]);
    expect(res.statusCode).toBe(201);
    expect(res.json().payment.description).toBe('Garden: 2 તારીખો');
    await pay(t, gujarati.headers, res.json().payment.order_id);
    const bal = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${res.json().booking.id}/pay-balance`,
      headers: gujarati.headers,
    });
    expect(bal.json().payment.description).toBe('બાકી રકમ: Garden: 2 તારીખો');
  });

  it('takes the hall’s advance, then the balance from the booking page, each with its receipt', async () => {
    const res = await book(t, alice.headers, [{ hall_id: adv.id, slot: 'B', booking_dates: ['2030-07-01'] }]);
    expect(res.statusCode).toBe(201);
    const { booking, payment } = res.json();
    expect(payment.amount).toBe(8750 * 100);
    expect(payment.description).toBe('Garden: 1 date');
    expect(booking).toMatchObject({ advance_amount: 8750, balance_due: 35000, balance_due_on: '2030-06-01' });
    // The balance cannot be paid before the booking is confirmed.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${booking.id}/pay-balance`,
      headers: alice.headers,
    });
    expect(early.statusCode).toBe(409);
    await pay(t, alice.headers, payment.order_id);
    const confirmed = await show(t, alice.headers, booking.id);
    expect(confirmed).toMatchObject({ status: 'confirmed', amount_paid: 8750, balance_due: 26250 });
    expect(confirmed.payments[0].kind).toBe('advance');

    // Someone else's booking: 404, as a missing one.
    const other = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${booking.id}/pay-balance`,
      headers: bilal.headers,
    });
    expect(other.statusCode).toBe(404);
    const bal = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${booking.id}/pay-balance`,
      headers: alice.headers,
    });
    expect(bal.statusCode).toBe(200);
    expect(bal.json().payment.amount).toBe(26250 * 100);
    expect(bal.json().payment.description).toBe('Balance: Garden: 1 date');
    // Asking again gives the same open order.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${booking.id}/pay-balance`,
      headers: alice.headers,
    });
    expect(again.json().payment.order_id).toBe(bal.json().payment.order_id);
    const paid = await pay(t, alice.headers, bal.json().payment.order_id);
    expect(paid.res.statusCode).toBe(200);
    const done = await show(t, alice.headers, booking.id);
    expect(done).toMatchObject({
      status: 'confirmed',
      amount_paid: 35000,
      balance_due: 0,
      refund_due: false,
    });
    const receipt = (kind: string) =>
      Number(done.payments.find((p: { kind: string }) => p.kind === kind).receipt_number.slice(-6));
    expect(receipt('balance')).toBe(receipt('advance') + 1);
    const none = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${booking.id}/pay-balance`,
      headers: alice.headers,
    });
    expect(none.statusCode).toBe(409);
  });

  it('asks for everything at once when the balance date would already have passed', async () => {
    const res = await book(t, alice.headers, [{ hall_id: adv.id, slot: 'B', booking_dates: ['2030-02-01'] }]);
    expect(res.json().payment.amount).toBe(35000 * 100);
    expect(res.json().booking).toMatchObject({ advance_amount: 35000, balance_due_on: null });
    await t.app.inject({
      method: 'POST',
      url: `/api/booking/cancel/${res.json().booking.id}`,
      headers: alice.headers,
    });
  });
});

describe('cancellation by notice (REFUND_POLICY 90:100,30:50,0:0)', () => {
  it.each([
    ['2030-06-10', { refund_rent: 25000, refund_deposit: 10000, total: 35000, rule: '90:100' }],
    ['2030-03-01', { refund_rent: 12500, refund_deposit: 10000, total: 22500, rule: '30:50' }],
    ['2030-01-25', { refund_rent: 0, refund_deposit: 10000, total: 10000, rule: '0:0' }],
  ])('on %s: previews the refund, cancels, refunds it through the gateway once', async (date, expected) => {
    const b = await bookAndPay(t, alice.headers, hall.id, date);
    const p = await preview(alice.headers, b.id);
    expect(p.statusCode).toBe(200);
    expect(p.json()).toMatchObject(expected);
    expect((await preview(bilal.headers, b.id)).statusCode).toBe(404);
    expect((await cancel(bilal.headers, b.id)).statusCode).toBe(404);

    const before = gatewayOf(t).refunds.length;
    const res = await cancel(alice.headers, b.id);
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after.status).toBe('cancelled');
    expect(after.refunds).toHaveLength(1);
    expect(after.refunds[0]).toMatchObject({
      amount: expected.total,
      status: 'processed',
      kind: 'cancellation',
    });
    expect(after.refunds[0].credit_note_number).toMatch(/^CN\/2029-30\/\d{6}$/);
    expect(after.amount_refunded).toBe(expected.total);
    const sent = gatewayOf(t).refunds.slice(before);
    expect(sent).toEqual([
      expect.objectContaining({ amountPaise: expected.total * 100, idempotencyKey: after.refunds[0].id }),
    ]);
    // Cancelling again is a conflict, not a second refund.
    expect((await cancel(alice.headers, b.id)).statusCode).toBe(409);
    expect(gatewayOf(t).refunds.length).toBe(before + 1);
    const types = (await notificationsOf(t, alice.headers)).map((n) => n.type);
    expect(types).toContain('booking.refunded');
  });

  it('gives back only what was paid beyond the charge when only the advance was paid', async () => {
    const res = await book(t, alice.headers, [{ hall_id: adv.id, slot: 'B', booking_dates: ['2030-03-20'] }]);
    await pay(t, alice.headers, res.json().payment.order_id);
    // Paid 8750; 64 days' notice keeps 50% of the rent (12500): nothing comes back.
    const p = await preview(alice.headers, res.json().booking.id);
    expect(p.json()).toMatchObject({ total: 0, rule: '30:50' });
    const done = await cancel(alice.headers, res.json().booking.id);
    expect(done.json()).toMatchObject({ status: 'cancelled', refunds: [] });
  });
});

describe('refunds through the gateway', () => {
  it('admin partial refunds: never more than paid minus refunded (422), no double under concurrency', async () => {
    const b = await bookAndPay(t, alice.headers, hall.id, '2030-08-01');
    const first = await adminRefund(b.id, { amount: 5000, reason: 'Deposit: broken chairs kept back' });
    expect(first.statusCode).toBe(200);
    expect(first.json().refunds[0]).toMatchObject({ amount: 5000, kind: 'office', status: 'processed' });
    expect((await adminRefund(b.id, { amount: 30001, reason: 'Too much' })).statusCode).toBe(422);
    expect((await adminRefund(b.id, { amount: 0, reason: 'x' })).statusCode).toBe(422);
    expect((await adminRefund(b.id, { amount: 10, reason: '' })).statusCode).toBe(422);
    const both = await Promise.all([
      adminRefund(b.id, { amount: 20000, reason: 'One' }),
      adminRefund(b.id, { amount: 20000, reason: 'Two' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 422]);
    const end = await show(t, alice.headers, b.id);
    expect(end.amount_refunded).toBe(25000);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/admin/bookings/${b.id}/refund`,
          headers: alice.headers,
          payload: { amount: 1, reason: 'x' },
        })
      ).statusCode,
    ).toBe(403);
  });

  it('a payment the office settled with mark-refunded counts as refunded and is never refunded again', async () => {
    const b = await bookAndPay(t, alice.headers, hall.id, '2030-08-20');
    const as = (url: string, payload: Record<string, unknown> = {}) =>
      t.app.inject({ method: 'POST', url, headers: admin.headers, payload });
    expect((await as(`/api/admin/bookings/${b.id}/cancel`, { reason: 'Hall closed' })).statusCode).toBe(200);
    expect((await as(`/api/admin/bookings/${b.id}/mark-refunded`)).statusCode).toBe(200);
    expect((await show(t, alice.headers, b.id)).amount_refunded).toBe(35000);
    const again = await adminRefund(b.id, { amount: 1, reason: 'Again' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.amount).toEqual(['Nothing is left to refund on this booking.']);
  });

  it('refund.processed and refund.failed webhooks set the state; a failure flags the booking for the office', async () => {
    gatewayOf(t).refundOutcome = 'pending';
    const b1 = await bookAndPay(t, alice.headers, hall.id, '2030-09-01');
    const c1 = (await cancel(alice.headers, b1.id)).json();
    expect(c1.refunds[0].status).toBe('pending');
    const gw1 = gatewayOf(t).refunds.find((r) => r.idempotencyKey === c1.refunds[0].id)!;
    expect((await refundEvent(t, 'refund.processed', { id: gw1.refund_id })).json()).toEqual({
      status: 'handled',
    });
    const s1 = await show(t, alice.headers, b1.id);
    expect(s1.refunds[0]).toMatchObject({ status: 'processed' });
    expect(s1.refunds[0].credit_note_number).toMatch(/^CN\//);
    // The same event again changes nothing.
    expect((await refundEvent(t, 'refund.processed', { id: gw1.refund_id })).json()).toEqual({
      status: 'duplicate',
    });

    const b2 = await bookAndPay(t, alice.headers, hall.id, '2030-09-02');
    const c2 = (await cancel(alice.headers, b2.id)).json();
    const gw2 = gatewayOf(t).refunds.find((r) => r.idempotencyKey === c2.refunds[0].id)!;
    const failed = await refundEvent(t, 'refund.failed', {
      id: gw2.refund_id,
      reason: 'Bank account closed',
    });
    expect(failed.json()).toEqual({ status: 'handled' });
    const s2 = await show(t, alice.headers, b2.id);
    expect(s2).toMatchObject({ refund_due: true, amount_refunded: 0 });
    expect(s2.refunds[0]).toMatchObject({ status: 'failed', credit_note_number: null });
    // A refund the webhook names only by our id (it beat our record of the gateway's id) is found too.
    const bad = await refundEvent(t, 'refund.failed', { id: 'rfnd_unknown_1' });
    expect(bad.json()).toEqual({ status: 'ignored' });
  });

  it('a refund the gateway did not acknowledge is sent again by the sweep with the same key, once', async () => {
    gatewayOf(t).refundOutcome = 'error';
    const b = await bookAndPay(t, alice.headers, hall.id, '2030-10-01');
    const c = (await cancel(alice.headers, b.id)).json();
    expect(c.refunds[0].status).toBe('pending');
    gatewayOf(t).refundOutcome = 'processed';
    t.clock.advance(2 * 60_000);
    expect(await retryUnsentRefunds(contextOf(t.app.deps))).toBe(1);
    expect(await retryUnsentRefunds(contextOf(t.app.deps))).toBe(0);
    const s = await show(t, alice.headers, b.id);
    expect(s.refunds[0].status).toBe('processed');
    expect(gatewayOf(t).refunds.filter((r) => r.idempotencyKey === c.refunds[0].id)).toHaveLength(1);
  });
});
