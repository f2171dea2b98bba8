import { contextOf } from '../../../context.ts';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../../test/support/app.ts';
import { book, createHall } from '../../../../test/support/bookings.ts';
import { markRefunded } from '../service.ts';
import { hmacHex } from './gateway.ts';

// The gateway talks to Razorpay's base URL; msw intercepts it in-process, so nothing leaves the machine.
interface Seen {
  method: string;
  url: string;
  authorization: string | null;
  body: Record<string, unknown>;
}
const seen: Seen[] = [];
let orderStatus = 200;
let orderCounter = 0;

const server = setupServer(
  http.post('https://api.razorpay.com/v1/orders', async ({ request }) => {
    const body = (await request.json()) as Record<string, unknown>;
    seen.push({
      method: 'POST',
      url: request.url,
      authorization: request.headers.get('authorization'),
      body,
    });
    if (orderStatus !== 200) {
      return HttpResponse.json(
        { error: { code: 'SERVER_ERROR', description: 'down' } },
        { status: orderStatus },
      );
    }
    orderCounter += 1;
    return HttpResponse.json({
      id: `order_rzp_${orderCounter}`,
      entity: 'order',
      status: 'created',
      ...body,
    });
  }),
  http.post('https://api.razorpay.com/v1/payments/:id/refund', async ({ request, params }) => {
    const body = (await request.json()) as Record<string, unknown>;
    seen.push({
      method: 'POST',
      url: request.url,
      authorization: request.headers.get('authorization'),
      body,
    });
    return HttpResponse.json({ id: 'rfnd_1', entity: 'refund', payment_id: params.id, amount: body.amount });
  }),
  // The payment's method after checkout, the card expanded (GET /v1/payments/{id}?expand[]=card).
  http.get('https://api.razorpay.com/v1/payments/:id', ({ request, params }) => {
    seen.push({
      method: 'GET',
      url: request.url,
      authorization: request.headers.get('authorization'),
      body: {},
    });
    return HttpResponse.json({
      id: params.id,
      entity: 'payment',
      status: 'captured',
      method: 'card',
      card_id: 'card_1',
      card: { id: 'card_1', entity: 'card', last4: '1111', network: 'Visa' },
    });
  }),
);

let t: TestApp;
let hallId: string;
let user: Awaited<ReturnType<typeof createUser>>;
const SECRET = 'rzp_secret_for_tests';

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  t = await buildTestApp({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_key',
    RAZORPAY_KEY_SECRET: SECRET,
    RAZORPAY_WEBHOOK_SECRET: 'whsec',
  });
  t.clock.set('2030-01-15T09:00:00Z');
  hallId = (await createHall(t, { bookingAmount: 1000, prices: { CM: [2000, 500], M: [1, 1], NCM: [1, 1] } }))
    .id;
  user = await createUser(t);
});
afterAll(async () => {
  server.close();
  await t.close();
});
beforeEach(() => {
  seen.length = 0;
  orderStatus = 200;
});

describe('the Razorpay gateway', () => {
  it('creates the order in paise and INR with the booking id as receipt, then confirms a signed payment', async () => {
    const res = await book(t, user.headers, [
      { hall_id: hallId, slot: 'B', booking_dates: ['2030-02-01', '2030-02-02'] },
    ]);
    expect(res.statusCode).toBe(201);
    const { booking, payment } = res.json();
    expect(seen).toHaveLength(1);
    expect(seen[0]!.url).toBe('https://api.razorpay.com/v1/orders');
    expect(seen[0]!.authorization).toBe(`Basic ${Buffer.from(`rzp_test_key:${SECRET}`).toString('base64')}`);
    expect(seen[0]!.body).toEqual({
      amount: (2000 + 500) * 2 * 100,
      currency: 'INR',
      receipt: booking.id,
      notes: { booking_id: booking.id },
    });
    expect(payment).toMatchObject({
      provider: 'razorpay',
      key_id: 'rzp_test_key',
      order_id: 'order_rzp_1',
      amount: 500_000,
      currency: 'INR',
    });

    // No simulated checkout with the real gateway.
    const sim = await t.app.inject({
      method: 'POST',
      url: '/api/dev/payments/simulate',
      headers: user.headers,
      payload: { order_id: payment.order_id },
    });
    expect(sim.statusCode).toBe(403);

    const signature = hmacHex(SECRET, `${payment.order_id}|pay_real_1`);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment-success',
      headers: user.headers,
      payload: { order_id: payment.order_id, payment_id: 'pay_real_1', razorpay_signature: signature },
    });
    expect(paid.statusCode).toBe(200);
    expect(paid.json().booking.status).toBe('confirmed');
    // How it was paid, asked of Razorpay with the card expanded: the family reads the last digits.
    expect(new URL(seen.at(-1)!.url).searchParams.getAll('expand[]')).toEqual(['card']);
    expect(seen.at(-1)!.url).toContain('/v1/payments/pay_real_1');
    expect(paid.json().booking.payments[0]).toMatchObject({ method: 'card', method_detail: '1111' });
    expect(paid.body).not.toContain('pay_real_1');

    // Signed with another secret (e.g. the simulated one): refused.
    const other = await book(t, user.headers, [
      { hall_id: hallId, slot: 'B', booking_dates: ['2030-02-03'] },
    ]);
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment-success',
      headers: user.headers,
      payload: {
        order_id: other.json().payment.order_id,
        payment_id: 'pay_x',
        razorpay_signature: hmacHex(
          'samaj-simulated-payments-dev-secret',
          `${other.json().payment.order_id}|pay_x`,
        ),
      },
    });
    expect(wrong.statusCode).toBe(422);
  });

  it('answers 503 payment_gateway_unavailable when the gateway fails, and keeps the booking payable', async () => {
    orderStatus = 500;
    const res = await book(t, user.headers, [{ hall_id: hallId, slot: 'M', booking_dates: ['2030-02-10'] }]);
    expect(res.statusCode).toBe(503);
    expect(res.json().code).toBe('payment_gateway_unavailable');
    expect(res.json().message).not.toContain('razorpay');
    const { booking } = res.json();
    expect(booking).toMatchObject({ status: 'pending_payment', payments: [] });
    orderStatus = 200;
    const retry = await t.app.inject({
      method: 'POST',
      url: `/api/booking/${booking.id}/pay`,
      headers: user.headers,
    });
    expect(retry.statusCode, retry.body).toBe(200);
    expect(retry.json().payment.order_id).toMatch(/^order_rzp_\d+$/);
  });

  it('refunds through the API in paise when the office settles a refund', async () => {
    const { booking, payment } = (
      await book(t, user.headers, [{ hall_id: hallId, slot: 'E', booking_dates: ['2030-02-11'] }])
    ).json();
    await t.app.inject({ method: 'POST', url: `/api/booking/cancel/${booking.id}`, headers: user.headers });
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment-success',
      headers: user.headers,
      payload: {
        order_id: payment.order_id,
        payment_id: 'pay_late_9',
        razorpay_signature: hmacHex(SECRET, `${payment.order_id}|pay_late_9`),
      },
    });
    expect(paid.statusCode).toBe(409);
    seen.length = 0;
    const refunded = await markRefunded(contextOf(t.app.deps), { id: booking.id });
    expect(refunded.refund_due).toBe(false);
    expect(seen).toEqual([
      expect.objectContaining({
        url: 'https://api.razorpay.com/v1/payments/pay_late_9/refund',
        body: expect.objectContaining({ amount: payment.amount }),
      }),
    ]);
  });
});
