// Helpers for the payment, refund, sweep and document tests (advance, balance, refunds, reminders, receipts).
import { eq } from 'drizzle-orm';
import { createUser, type TestApp } from './app.ts';
import { halls } from '../../src/db/schema/index.ts';
import type { SimulatedGateway } from '../../src/domains/bookings/payment/service.ts';
import { book, createHall, pay } from './bookings.ts';

type Headers = { authorization: string };

export const gatewayOf = (t: TestApp) => t.app.deps.payments as SimulatedGateway;

export async function setAdvance(t: TestApp, hallId: string, advancePercent: number, balanceDueDays: number) {
  await t.database.db.update(halls).set({ advancePercent, balanceDueDays }).where(eq(halls.id, hallId));
}

export async function show(t: TestApp, headers: Headers, id: string) {
  const res = await t.app.inject({ method: 'GET', url: `/api/booking/show/${id}`, headers });
  if (res.statusCode !== 200) throw new Error(`show answered ${res.statusCode}: ${res.body}`);
  return res.json();
}

/** Books one full day and pays what the first payment asks: the booking as it is then. */
export async function bookAndPay(t: TestApp, headers: Headers, hallId: string, date: string) {
  const res = await book(t, headers, [{ hall_id: hallId, slot: 'B', booking_dates: [date] }]);
  if (res.statusCode !== 201) throw new Error(`book answered ${res.statusCode}: ${res.body}`);
  const { booking, payment } = res.json();
  const paid = await pay(t, headers, payment.order_id);
  if (paid.res.statusCode !== 200) throw new Error(`pay answered ${paid.res.statusCode}: ${paid.res.body}`);
  return { ...(await show(t, headers, booking.id)), first: payment };
}

/** A refund webhook signed as Razorpay would. */
export function refundEvent(
  t: TestApp,
  event: 'refund.processed' | 'refund.failed',
  refund: { id: string; ourId?: string; reason?: string },
) {
  const raw = JSON.stringify({
    entity: 'event',
    event,
    payload: {
      refund: {
        entity: {
          id: refund.id,
          status: event === 'refund.processed' ? 'processed' : 'failed',
          notes: refund.ourId ? { refund_id: refund.ourId } : [],
          ...(refund.reason ? { error_description: refund.reason } : {}),
        },
      },
    },
  });
  return t.app.inject({
    method: 'POST',
    url: '/api/payments/razorpay/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': gatewayOf(t).signWebhook(raw) },
    payload: raw,
  });
}

export async function notificationsOf(
  t: TestApp,
  headers: Headers,
): Promise<{ type: string; body: string }[]> {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications', headers });
  return res.json().data;
}

type Member = Awaited<ReturnType<typeof createUser>>;

/**
 * The money tests' world, on an app whose clock is set: the Main Hall (paid in full), the Garden (an
 * advance of `advance.percent`, the balance due `advance.dueDays` before the date), two families
 * (Alice, Bilal) and an admin.
 */
export async function moneyWorld(
  t: TestApp,
  advance: { percent: number; dueDays: number },
): Promise<{ hall: { id: string }; adv: { id: string }; alice: Member; bilal: Member; admin: Member }> {
  const hall = await createHall(t, { name: 'Main Hall' });
  const adv = await createHall(t, { name: 'Garden' });
  await setAdvance(t, adv.id, advance.percent, advance.dueDays);
  return {
    hall,
    adv,
    alice: await createUser(t, { name: 'Alice' }),
    bilal: await createUser(t, { name: 'Bilal' }),
    admin: await createUser(t, { isAdmin: true }),
  };
}
