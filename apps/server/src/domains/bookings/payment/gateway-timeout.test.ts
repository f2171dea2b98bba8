import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../../test/support/app.ts';
import { book, createHall, NOW } from '../../../../test/support/bookings.ts';
import { GatewayError, hmacHex, RazorpayGateway } from './gateway.ts';

// A gateway that takes the connection and never answers (docs/api.md, Identity and abuse; 20 of 20 bookings hung at
// 90 s). A real HTTP server on the loopback, so the whole way is exercised: the fetch, its deadline,
// the 503 and what is left behind. PAYMENT_TIMEOUT_MS is shortened to keep the test quick.
const TIMEOUT_MS = 300;
const SECRET = 'rzp_secret_for_timeout_tests';

let mode: 'silent' | 'up' = 'silent';
const seen: string[] = [];
let orders = 0;

function gateway(req: IncomingMessage, res: ServerResponse) {
  seen.push(`${req.method} ${req.url}`);
  if (mode === 'silent') return; // the connection stays open and nothing is ever said
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    orders += 1;
    const order = JSON.parse(body || '{}') as Record<string, unknown>;
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ id: `order_fake_${orders}`, entity: 'order', status: 'created', ...order }));
  });
}

let fake: Server;
let base = '';
let t: TestApp;
let hallId: string;
let user: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  fake = createServer(gateway);
  await new Promise<void>((resolve) => fake.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(fake.address() as AddressInfo).port}`;
  t = await buildTestApp({
    PAYMENT_PROVIDER: 'razorpay',
    RAZORPAY_KEY_ID: 'rzp_test_key',
    RAZORPAY_KEY_SECRET: SECRET,
    RAZORPAY_BASE_URL: base,
    PAYMENT_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  t.clock.set(NOW);
  hallId = (await createHall(t)).id;
  user = await createUser(t);
});
afterAll(async () => {
  await t.close();
  fake.closeAllConnections();
  await new Promise((resolve) => fake.close(resolve));
});
beforeEach(() => {
  mode = 'silent';
  seen.length = 0;
});

const timed = async <T>(fn: () => Promise<T>) => {
  const started = performance.now();
  const value = await fn();
  return { value, ms: performance.now() - started };
};

const show = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/booking/show/${id}`, headers: user.headers })).json();

const payAgain = (id: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api/booking/${id}/pay`, headers: { ...user.headers, ...headers } });

describe('a payment gateway that never answers', () => {
  it('answers a new booking 503 payment_gateway_unavailable within the timeout, with the booking held and payable', async () => {
    const { value: res, ms } = await timed(() =>
      book(t, user.headers, [{ hall_id: hallId, slot: 'M', booking_dates: ['2030-02-10'] }]),
    );
    expect(seen).toEqual(['POST /v1/orders']); // the gateway took the request...
    expect(res.statusCode, res.body).toBe(503); // ...and the member was told after the deadline
    expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 20);
    expect(ms).toBeLessThan(TIMEOUT_MS + 3000);
    const body = res.json();
    expect(body).toMatchObject({
      message: 'The payment service did not answer, so nothing was charged. Please try paying again.',
      code: 'payment_gateway_unavailable',
      booking: { status: 'pending_payment', payments: [] },
    });
    expect(body.message).not.toContain('razorpay');

    // Nothing half-made: the booking holds its dates, with no order recorded.
    const held = await show(body.booking.id);
    expect(held).toMatchObject({ status: 'pending_payment', payments: [] });
    expect(held.hold_expires_at).toBe(body.booking.hold_expires_at);
    const taken = await book(t, (await createUser(t)).headers, [
      { hall_id: hallId, slot: 'M', booking_dates: ['2030-02-10'] },
    ]);
    expect(taken.statusCode).toBe(409);

    // Paying again while the gateway is still silent: the same 503, in the member's language.
    const again = await payAgain(body.booking.id, { 'accept-language': 'hi' });
    expect(again.statusCode).toBe(503);
    expect(again.json()).toMatchObject({
      code: 'payment_gateway_unavailable',
      message: 'भुगतान सेवा ने जवाब नहीं दिया, इसलिए कोई रक़म नहीं कटी। कृपया फिर से भुगतान करने की कोशिश करें।',
      booking: { id: body.booking.id, status: 'pending_payment' },
    });

    // The gateway is back: paying again makes the order, and the signed payment confirms the booking.
    mode = 'up';
    const checkout = await payAgain(body.booking.id);
    expect(checkout.statusCode, checkout.body).toBe(200);
    const { payment, booking } = checkout.json();
    expect(payment.order_id).toMatch(/^order_fake_\d+$/);
    expect(booking.payments).toEqual([expect.objectContaining({ status: 'created', method: null })]);
    const paid = await t.app.inject({
      method: 'POST',
      url: '/api/booking/payment-success',
      headers: user.headers,
      payload: {
        order_id: payment.order_id,
        payment_id: 'pay_after_timeout',
        razorpay_signature: hmacHex(SECRET, `${payment.order_id}|pay_after_timeout`),
      },
    });
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().booking.status).toBe('confirmed');
  });

  it('does not hold up several members at once: each is answered within the timeout', async () => {
    const { value: answers, ms } = await timed(() =>
      Promise.all(
        ['2030-02-11', '2030-02-12', '2030-02-13', '2030-02-14', '2030-02-15'].map(async (date) =>
          book(t, (await createUser(t)).headers, [{ hall_id: hallId, slot: 'E', booking_dates: [date] }]),
        ),
      ),
    );
    expect(answers.map((r) => r.statusCode)).toEqual([503, 503, 503, 503, 503]);
    expect(answers.every((r) => r.json().code === 'payment_gateway_unavailable')).toBe(true);
    expect(ms).toBeLessThan(TIMEOUT_MS + 5000);
  });

  it('ends a refund and an order fetch at the deadline too, as a GatewayError', async () => {
    const rzp = new RazorpayGateway('k', 's', 'w', fetch, base, TIMEOUT_MS);
    const refund = await timed(() =>
      rzp.refund({ paymentId: 'pay_1', amountPaise: 100, idempotencyKey: 'key-0000000001' }).catch((e) => e),
    );
    expect(refund.value).toBeInstanceOf(GatewayError);
    expect(String(refund.value)).toContain(`did not answer within ${TIMEOUT_MS} ms`);
    expect(refund.ms).toBeLessThan(TIMEOUT_MS + 3000);
    const fetched = await timed(() => rzp.paymentsOfOrder('order_1').catch((e) => e));
    expect(fetched.value).toBeInstanceOf(GatewayError);
    expect(fetched.ms).toBeLessThan(TIMEOUT_MS + 3000);
    expect(seen).toEqual(['POST /v1/payments/pay_1/refund', 'GET /v1/orders/order_1/payments']);
  });
});
