import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bookings, payments, webhookEvents } from '../../../db/schema/index.ts';

export type PaymentRow = typeof payments.$inferSelect;

export async function insertPayment(db: DbOrTx, values: typeof payments.$inferInsert): Promise<PaymentRow> {
  const [row] = await db.insert(payments).values(values).returning();
  return row!;
}

/** The payment order and the owner of its booking. */
export async function findPaymentByOrderId(db: DbOrTx, orderId: string) {
  const [row] = await db
    .select({ payment: payments, userId: bookings.userId })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .where(eq(payments.orderId, orderId))
    .limit(1);
  return row;
}

export async function lockPaymentByOrderId(db: DbOrTx, orderId: string): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.orderId, orderId)).limit(1).for('update');
  return row;
}

export async function updatePayment(db: DbOrTx, id: string, set: Partial<typeof payments.$inferInsert>) {
  await db.update(payments).set(set).where(eq(payments.id, id));
}

export async function paymentsOfBookings(db: DbOrTx, bookingIds: string[]): Promise<PaymentRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(payments)
    .where(inArray(payments.bookingId, bookingIds))
    .orderBy(asc(payments.createdAt), asc(payments.id));
}

export async function markOrderFailed(db: DbOrTx, orderId: string, raw: unknown, now: Date) {
  await db
    .update(payments)
    .set({ status: 'failed', raw, updatedAt: now })
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'created')));
}

/** Insert-or-ignore: true when this call recorded the event (it was not seen before). */
export async function claimWebhookEvent(
  db: DbOrTx,
  values: { id: string; provider: string; event: string; receivedAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(webhookEvents)
    .values(values)
    .onConflictDoNothing({ target: webhookEvents.id })
    .returning({ id: webhookEvents.id });
  return rows.length === 1;
}

export async function releaseWebhookEvent(db: DbOrTx, id: string) {
  await db.delete(webhookEvents).where(eq(webhookEvents.id, id));
}

export async function countWebhookEvents(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(webhookEvents);
  return Number(row?.n ?? 0);
}
