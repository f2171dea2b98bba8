import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../../test/support/app.ts';
import { book, createHall, pay } from '../../../../test/support/bookings.ts';
import { pdfText } from '../../../../test/support/pdf-text.ts';
import { GatewayError, type SimulatedGateway } from './gateway.ts';

/**
 * How a payment was made, kept when it is captured (decision 063): from the webhook's payment entity
 * or, after checkout, asked of the gateway. The family reads "UPI · family@okaxis" or "Card ending
 * 4242" in its payments and on its receipt, never the gateway's ids or name; the office still sees them.
 */

let t: TestApp;
let hallId: string;
let user: Awaited<ReturnType<typeof createUser>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let gateway: SimulatedGateway;
let day = 0;

beforeAll(async () => {
  t = await buildTestApp({ RAZORPAY_WEBHOOK_SECRET: 'whsec_test' });
  t.clock.set('2030-01-15T09:00:00Z');
  hallId = (await createHall(t)).id;
  user = await createUser(t);
  admin = await createUser(t, { isAdmin: true });
  gateway = t.app.deps.payments as SimulatedGateway;
});
afterAll(() => t.close());
afterEach(() => {
  gateway.checkoutMethod = { method: 'upi', vpa: 'family@okaxis' };
});

/** A new pending booking of its own date. */
async function pending() {
  day += 1;
  const res = await book(t, user.headers, [
    { hall_id: hallId, slot: 'E', booking_dates: [`2030-04-${String(day).padStart(2, '0')}`] },
  ]);
  expect(res.statusCode).toBe(201);
  return res.json() as { booking: { id: string }; payment: { order_id: string; amount: number } };
}

function captured(orderId: string, paymentId: string, amount: number, entity: Record<string, unknown>) {
  const raw = JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    payload: {
      payment: {
        entity: { id: paymentId, entity: 'payment', order_id: orderId, amount, currency: 'INR', ...entity },
      },
    },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': gateway.signWebhook(raw) },
    payload: raw,
  });
}

const get = (url: string, headers = user.headers) => t.app.inject({ method: 'GET', url, headers });
const GATEWAY_WORDS = /pay_sim_|pay_card_|pay_late_|order_sim_|simulated|razorpay/i;

describe('how a payment was made', () => {
  it('from the webhook: a card by its last digits, shown to the family and on its receipt without gateway ids', async () => {
    const { booking, payment } = await pending();
    const hook = await captured(payment.order_id, 'pay_card_1', payment.amount, {
      method: 'card',
      card: { id: 'card_1', last4: '4242', network: 'Visa' },
    });
    expect(hook.json()).toEqual({ status: 'handled' });

    const shown = await get(`/api/booking/show/${booking.id}`);
    expect(shown.json().payments[0]).toMatchObject({
      status: 'captured',
      method: 'card',
      method_detail: '4242',
    });
    expect(shown.json().payments[0]).not.toHaveProperty('payment_id');
    expect(shown.json().payments[0]).not.toHaveProperty('provider');
    expect(shown.body).not.toMatch(GATEWAY_WORDS);
    expect(shown.body).not.toContain(payment.order_id);
    const mine = await get('/api/booking/my-bookings');
    expect(mine.body).toContain('"method_detail":"4242"');
    expect(mine.body).not.toMatch(GATEWAY_WORDS);

    const receipt = await get(`/api/booking/${booking.id}/receipt.pdf?lang=en`);
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload).text.join('\n');
    expect(text).toContain('Paid by: Card ending 4242');
    expect(text).not.toMatch(GATEWAY_WORDS);

    // The office reconciles with the gateway's dashboard: it still sees the ids, and the method.
    const office = await get(`/api/admin/bookings/${booking.id}`, admin.headers);
    expect(office.json().payments[0]).toMatchObject({
      provider: 'simulated',
      order_id: payment.order_id,
      payment_id: 'pay_card_1',
      method: 'card',
      method_detail: '4242',
    });
  });

  it("after checkout: asked of the gateway (the simulated one's UPI id), in the answer to payment-success", async () => {
    const { booking, payment } = await pending();
    const { res } = await pay(t, user.headers, payment.order_id);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.payments[0]).toMatchObject({ method: 'upi', method_detail: 'family@okaxis' });
    expect(res.body).not.toMatch(GATEWAY_WORDS);

    const text = pdfText((await get(`/api/booking/${booking.id}/receipt.pdf?lang=gu`)).rawPayload).text.join(
      '\n',
    );
    // ચુકવણીની રીત as drawn: the vowel sign ી comes after its consonant.
    expect(text).toMatch(/ચુકવણીની રીત: UPI · family@okaxis/);
    expect(text).not.toMatch(GATEWAY_WORDS);
  });

  it('net banking and wallets by their bank and wallet, in Hindi and Urdu too', async () => {
    gateway.checkoutMethod = { method: 'netbanking', bank: 'HDFC' };
    const bank = await pending();
    expect((await pay(t, user.headers, bank.payment.order_id)).res.json().booking.payments[0]).toMatchObject({
      method: 'netbanking',
      method_detail: 'HDFC',
    });
    gateway.checkoutMethod = { method: 'wallet', wallet: 'paytm' };
    const wallet = await pending();
    await pay(t, user.headers, wallet.payment.order_id);
    const hindi = pdfText((await get(`/api/booking/${bank.booking.id}/receipt.pdf?lang=hi`)).rawPayload);
    expect(hindi.text.join('\n')).toContain('HDFC');
    const urdu = pdfText((await get(`/api/booking/${wallet.booking.id}/receipt.pdf?lang=ur`)).rawPayload);
    const runs = urdu.pages.flat().map((r) => r.text);
    // "ادائیگی کا طریقہ: والیٹ · paytm": the Urdu words and the wallet's name, each a run of its own.
    expect(runs.join(' ')).toContain('paytm');
    expect(runs.some((r) => r.includes('والیٹ'))).toBe(true);
    expect(urdu.text.join('\n')).not.toMatch(GATEWAY_WORDS);
  });

  it("when the gateway cannot say after checkout, the booking is confirmed all the same and the webhook's entity fills it in", async () => {
    const { booking, payment } = await pending();
    const asked = gateway.paymentMethod;
    gateway.paymentMethod = async () => {
      throw new GatewayError('razorpay GET /v1/payments did not answer within 5000 ms');
    };
    try {
      const { res, signed } = await pay(t, user.headers, payment.order_id);
      expect(res.statusCode).toBe(200);
      expect(res.json().booking.status).toBe('confirmed');
      expect(res.json().booking.payments[0]).toMatchObject({ method: null, method_detail: null });
      const text = pdfText((await get(`/api/booking/${booking.id}/receipt.pdf?lang=en`)).rawPayload).text;
      expect(text.join('\n')).toContain('Paid by: Online payment');

      // The same payment's webhook: nothing settles twice, the method is kept.
      const hook = await captured(payment.order_id, signed.payment_id, payment.amount, {
        method: 'upi',
        vpa: 'late@okhdfcbank',
      });
      expect(hook.statusCode).toBe(200);
      const shown = (await get(`/api/booking/show/${booking.id}`)).json();
      expect(shown.payments).toHaveLength(1);
      expect(shown.payments[0]).toMatchObject({ method: 'upi', method_detail: 'late@okhdfcbank' });
    } finally {
      gateway.paymentMethod = asked;
    }
  });
});
