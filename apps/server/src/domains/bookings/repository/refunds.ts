import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { documentCounters, refunds } from '../../../db/schema/index.ts';

/** Refunds and the document counters (booking references, receipts, credit notes). */

export type RefundRow = typeof refunds.$inferSelect;

/**
 * The next number of a kind in a period, gapless and never given twice however many servers ask: an
 * upsert that bumps the row (the second of two concurrent callers waits for the first's row lock).
 * In the caller's transaction, so a rolled-back document gives its number back.
 */
export async function nextNumber(db: DbOrTx, kind: string, period: string): Promise<number> {
  const [row] = await db
    .insert(documentCounters)
    .values({ kind, period, last: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.kind, documentCounters.period],
      set: { last: sql`${documentCounters.last} + 1` },
    })
    .returning({ last: documentCounters.last });
  return row!.last;
}

export async function insertRefund(db: DbOrTx, values: typeof refunds.$inferInsert): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  return row!;
}

export async function refundsOf(db: DbOrTx, bookingIds: string[]): Promise<RefundRow[]> {
  if (bookingIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.bookingId, bookingIds))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

export async function lockRefund(db: DbOrTx, id: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, id)).limit(1).for('update');
  return row;
}

export async function lockRefundByGatewayId(db: DbOrTx, gatewayRefundId: string) {
  const [row] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.gatewayRefundId, gatewayRefundId))
    .limit(1)
    .for('update');
  return row;
}

export async function updateRefund(db: DbOrTx, id: string, set: Partial<typeof refunds.$inferInsert>) {
  const [row] = await db.update(refunds).set(set).where(eq(refunds.id, id)).returning();
  return row!;
}

/**
 * Pending refunds the gateway has not acknowledged (a crash or a network error between the decision
 * and the call), oldest first; SKIP LOCKED so two servers' sweeps take different rows.
 */
export async function claimUnsentRefunds(db: DbOrTx, before: Date, limit: number): Promise<RefundRow[]> {
  return db
    .select()
    .from(refunds)
    .where(
      and(eq(refunds.status, 'pending'), isNull(refunds.gatewayRefundId), lte(refunds.createdAt, before)),
    )
    .orderBy(asc(refunds.createdAt))
    .limit(limit)
    .for('update', { skipLocked: true });
}
