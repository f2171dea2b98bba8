// Helpers for the booking and payment tests (not a test file itself).
import { eq } from 'drizzle-orm';
import { buildTestApp, type TestApp } from './app.ts';
import { insertHallWithPrices } from '../../src/db/factories.ts';
import { users } from '../../src/db/schema/index.ts';

/** Today in India is 2030-01-15 at this instant (14:30 IST). */
export const NOW = '2030-01-15T09:00:00Z';

let hallCounter = 0;

/** A hall priced like the demo's Main Hall unless told otherwise. */
export async function createHall(
  t: TestApp,
  opts: { name?: string; bookingAmount?: number; prices?: Record<'CM' | 'M' | 'NCM', [number, number]> } = {},
) {
  hallCounter += 1;
  return insertHallWithPrices(t.database.db, {
    name: opts.name ?? `Hall ${hallCounter}`,
    shortName: `H${hallCounter}`,
    bookingAmount: opts.bookingAmount ?? 5000,
    sortOrder: hallCounter,
    prices: opts.prices ?? { CM: [25000, 10000], M: [35000, 15000], NCM: [45000, 20000] },
  });
}

export function bookingBody(
  items: { hall_id: string; slot: string; booking_dates: string[] }[],
  userType = 'CM',
  extra: Record<string, unknown> = {},
) {
  return { booking: { booking_user_type: userType, ...extra }, booking_items: items };
}

export async function book(
  t: TestApp,
  headers: { authorization: string },
  items: { hall_id: string; slot: string; booking_dates: string[] }[],
  userType = 'CM',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/booking/new-booking',
    headers,
    payload: bookingBody(items, userType),
  });
}

/** The simulated checkout, then payment-success: what the browser does after paying. */
export async function pay(t: TestApp, headers: { authorization: string }, orderId: string) {
  const sim = await t.app.inject({
    method: 'POST',
    url: '/api/dev/payments/simulate',
    headers,
    payload: { order_id: orderId },
  });
  if (sim.statusCode !== 200) throw new Error(`simulate answered ${sim.statusCode}: ${sim.body}`);
  const signed = sim.json() as { order_id: string; payment_id: string; razorpay_signature: string };
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/booking/payment-success',
    headers,
    payload: signed,
  });
  return { res, signed };
}

export async function setDeviceToken(t: TestApp, userId: string, token: string) {
  await t.database.db.update(users).set({ fcmToken: token }).where(eq(users.id, userId));
}

/**
 * The receipts' app: the trust's name, address and GST number that its documents print, the clock
 * at 2030-01-15 (05:30 in India) and the Main Hall.
 */
export async function documentsApp(): Promise<{ t: TestApp; hall: { id: string } }> {
  const t = await buildTestApp({
    ORG_NAME: 'Samaj Trust',
    ORG_ADDRESS: '12 Station Road; Surat 395003',
    GSTIN: '24AAATS1234F1Z5',
    GST_RATE: '18',
  });
  t.clock.set('2030-01-15T00:00:00Z');
  return { t, hall: await createHall(t, { name: 'Main Hall' }) };
}
