import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../../test/support/app.ts';
import { book, createHall, setDeviceToken } from '../../../../test/support/bookings.ts';
import { countWebhookEvents } from './repository.ts';
import type { SimulatedGateway } from './gateway.ts';

let t: TestApp;
let hallId: string;
let user: Awaited<ReturnType<typeof createUser>>;
let gateway: SimulatedGateway;

beforeAll(async () => {
  t = await buildTestApp({ RAZORPAY_WEBHOOK_SECRET: 'whsec_test' });
  t.clock.set('2030-01-15T09:00:00Z');
  hallId = (await createHall(t)).id;
  user = await createUser(t);
  await setDeviceToken(t, user.id, 'device-1');
  gateway = t.app.deps.payments as SimulatedGateway;
});
afterAll(() => t.close());

const send = (raw: string, signature: string | undefined, eventId?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: {
      'content-type': 'application/json',
      ...(signature === undefined ? {} : { 'x-razorpay-signature': signature }),
      ...(eventId ? { 'x-razorpay-event-id': eventId } : {}),
    },
    payload: raw,
  });

function orderPaid(orderId: string, paymentId: string, amount: number, currency = 'INR') {
  // Deliberately not JSON.stringify's spacing: the signature covers these exact bytes.
  return `{ "entity": "event", "event": "order.paid",
    "payload": { "payment": { "entity": { "id": "${paymentId}", "order_id": "${orderId}",
                                          "amount": ${amount}, "currency": "${currency}" } },
                 "order": { "entity": { "id": "${orderId}", "status": "paid" } } } }`;
}

const show = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/booking/show/${id}`, headers: user.headers })).json();

describe('POST /api/payments/razorpay/webhook', () => {
  it('confirms a booking on a validly signed order.paid, and handles each event id once', async () => {
    const { booking, payment } = (
      await book(t, user.headers, [{ hall_id: hallId, slot: 'B', booking_dates: ['2030-03-01'] }])
    ).json();
    const raw = orderPaid(payment.order_id, 'pay_webhook_1', payment.amount);
    const pushes = t.push.sent.length;
    const res = await send(raw, gateway.signWebhook(raw), 'evt_1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'handled' });
    const shown = await show(booking.id);
    expect(shown.status).toBe('confirmed');
    expect(shown.payments[0]).toMatchObject({ status: 'captured' });
    // The family's answer names no gateway id (paid-by.test.ts: what it shows instead).
    expect(shown.payments[0]).not.toHaveProperty('payment_id');
    expect(t.push.sent.length).toBe(pushes + 1);

    const events = await countWebhookEvents(t.database.db);
    const again = await send(raw, gateway.signWebhook(raw), 'evt_1');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ status: 'duplicate' });
    // The event id header is not signed: a replay under a new one is the same event.
    const replay = await send(raw, gateway.signWebhook(raw), 'evt_1_replayed');
    expect(replay.json()).toEqual({ status: 'duplicate' });
    expect(await countWebhookEvents(t.database.db)).toBe(events);
    expect(t.push.sent.length).toBe(pushes + 1);

    // The browser's payment-success after the webhook is the same payment: still confirmed, 200.
    const signed = {
      order_id: payment.order_id,
      payment_id: 'pay_webhook_1',
      razorpay_signature: (await import('./gateway.ts')).hmacHex(
        'samaj-simulated-payments-dev-secret',
        `${payment.order_id}|pay_webhook_1`,
      ),
    };
    const browser = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment-success',
      headers: user.headers,
      payload: signed,
    });
    expect(browser.statusCode).toBe(200);
    expect(browser.json().booking.status).toBe('confirmed');
  });

  it('refuses a missing or invalid signature, and a tampered body, changing nothing', async () => {
    const { booking, payment } = (
      await book(t, user.headers, [{ hall_id: hallId, slot: 'M', booking_dates: ['2030-03-02'] }])
    ).json();
    const raw = orderPaid(payment.order_id, 'pay_webhook_2', payment.amount);
    const events = await countWebhookEvents(t.database.db);
    expect((await send(raw, undefined, 'evt_2')).statusCode).toBe(422);
    expect((await send(raw, 'f'.repeat(64), 'evt_2')).statusCode).toBe(422);
    // Signed, then one byte changed (an extra space): the raw body no longer matches.
    const tampered = await send(
      raw.replace('"order.paid",', '"order.paid", '),
      gateway.signWebhook(raw),
      'evt_2',
    );
    expect(tampered.statusCode).toBe(422);
    // Re-serialised JSON of the same content does not match either.
    const reserialised = await send(JSON.stringify(JSON.parse(raw)), gateway.signWebhook(raw), 'evt_2');
    expect(reserialised.statusCode).toBe(422);
    expect(await countWebhookEvents(t.database.db)).toBe(events);
    expect((await show(booking.id)).status).toBe('pending_payment');
  });

  it('answers 200 to validly signed unknown events and unknown orders, and records payment.failed', async () => {
    const unknown = '{"event":"refund.processed","payload":{}}';
    const res = await send(unknown, gateway.signWebhook(unknown), 'evt_3');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ignored' });
    const noOrder = orderPaid('order_sim_does_not_exist', 'pay_x', 100);
    expect((await send(noOrder, gateway.signWebhook(noOrder), 'evt_4')).statusCode).toBe(200);

    const { booking, payment } = (
      await book(t, user.headers, [{ hall_id: hallId, slot: 'E', booking_dates: ['2030-03-03'] }])
    ).json();
    const failed = JSON.stringify({
      event: 'payment.failed',
      payload: { payment: { entity: { id: 'pay_failed_1', order_id: payment.order_id, status: 'failed' } } },
    });
    // The payload's ids identify it, with or without the (unsigned) event id header.
    expect((await send(failed, gateway.signWebhook(failed))).json()).toEqual({ status: 'handled' });
    expect((await send(failed, gateway.signWebhook(failed))).json()).toEqual({ status: 'duplicate' });
    const shown = await show(booking.id);
    expect(shown.status).toBe('pending_payment');
    expect(shown.payments[0].status).toBe('failed');

    // A later successful capture of the same order still confirms it.
    const captured = JSON.stringify({
      event: 'payment.captured',
      payload: {
        payment: {
          entity: {
            id: 'pay_ok_2',
            order_id: payment.order_id,
            status: 'captured',
            amount: payment.amount,
            currency: 'INR',
          },
        },
      },
    });
    expect((await send(captured, gateway.signWebhook(captured), 'evt_5')).statusCode).toBe(200);
    expect((await show(booking.id)).status).toBe('confirmed');
  });

  it("confirms nothing when the captured amount or currency is not the order's, and flags the booking", async () => {
    const admin = await createUser(t, { isAdmin: true });
    const adminView = async (id: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/api/admin/bookings/${id}`, headers: admin.headers })
      ).json();

    // A validly signed 1-paisa capture of a large booking.
    const first = (
      await book(t, user.headers, [{ hall_id: hallId, slot: 'B', booking_dates: ['2030-03-10'] }])
    ).json();
    const paisa = orderPaid(first.payment.order_id, 'pay_one_paisa', 1);
    expect((await send(paisa, gateway.signWebhook(paisa))).json()).toEqual({ status: 'handled' });
    const flagged = await adminView(first.booking.id);
    expect(flagged).toMatchObject({ status: 'pending_payment', amount_mismatch: true, refund_due: true });

    // The right amount in another currency is no better.
    const second = (
      await book(t, user.headers, [{ hall_id: hallId, slot: 'B', booking_dates: ['2030-03-11'] }])
    ).json();
    const dollars = orderPaid(second.payment.order_id, 'pay_dollars', second.payment.amount, 'USD');
    expect((await send(dollars, gateway.signWebhook(dollars))).statusCode).toBe(200);
    expect(await adminView(second.booking.id)).toMatchObject({
      status: 'pending_payment',
      amount_mismatch: true,
    });

    // The family can still pay the right amount while the hold lasts: a new order, then confirmed.
    const pay = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${first.booking.id}/pay`,
      headers: user.headers,
    });
    expect(pay.statusCode).toBe(200);
    expect(pay.json().payment.order_id).not.toBe(first.payment.order_id);
    expect(pay.json().payment.amount).toBe(first.payment.amount);
    const right = orderPaid(pay.json().payment.order_id, 'pay_right', first.payment.amount);
    expect((await send(right, gateway.signWebhook(right))).json()).toEqual({ status: 'handled' });
    const settled = await adminView(first.booking.id);
    expect(settled).toMatchObject({ status: 'confirmed', amount_mismatch: true, refund_due: true });

    // The office's refund returns the paisa that was captured, and keeps the payment for the booking.
    const refund = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${first.booking.id}/mark-refunded`,
      headers: admin.headers,
    });
    expect(refund.statusCode).toBe(200);
    expect(gateway.refunds.at(-1)).toMatchObject({ paymentId: 'pay_one_paisa', amountPaise: 1 });
    const statuses = refund
      .json()
      .payments.map((p: { payment_id: string; status: string }) => [p.payment_id, p.status]);
    expect(statuses).toContainEqual(['pay_one_paisa', 'refunded']);
    expect(statuses).toContainEqual(['pay_right', 'captured']);
    expect(refund.json().status).toBe('confirmed');
  });
});
