import { and, eq, gte, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bookingDates, bookings, payments } from '../../../db/schema/index.ts';
import type { BookingRow } from './rows.ts';

/** The booking sweeps' reads and claims: each claim is a conditional UPDATE, so one server wins it. */

/**
 * Open orders (created or failed) older than `before` and younger than three days, not asked about
 * lately; each claimed by setting checked_at (SKIP LOCKED, so
 * two servers ask the gateway about different orders).
 */
export async function claimOrdersToReconcile(db: DbOrTx, before: Date, now: Date, limit: number) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: payments.id, orderId: payments.orderId })
      .from(payments)
      .where(
        and(
          inArray(payments.status, ['created', 'failed']),
          lte(payments.createdAt, before),
          gte(payments.createdAt, new Date(now.getTime() - 3 * 86_400_000)),
          // Asked again after at least as long as the order had waited when last asked (10, 20, 40
          // minutes...): an abandoned order costs a handful of gateway calls, not one every sweep.
          or(
            isNull(payments.checkedAt),
            sql`${payments.checkedAt} <= ${now.toISOString()}::timestamptz - greatest(interval '10 minutes', ${payments.checkedAt} - ${payments.createdAt})`,
          ),
        ),
      )
      .limit(limit)
      .for('update', { skipLocked: true });
    if (rows.length > 0) {
      await tx
        .update(payments)
        .set({ checkedAt: now })
        .where(
          inArray(
            payments.id,
            rows.map((r) => r.id),
          ),
        );
    }
    return rows;
  });
}

/** Confirmed bookings whose first date is between `from` and `to`, with that first date. */
export async function confirmedStartingBetween(db: DbOrTx, from: string, to: string) {
  const first = sql<string>`min(${bookingDates.date})`;
  return db
    .select({ booking: bookings, firstDate: first })
    .from(bookings)
    .innerJoin(bookingDates, eq(bookingDates.bookingId, bookings.id))
    .where(eq(bookings.status, 'confirmed'))
    .groupBy(bookings.id)
    .having(and(gte(first, from), lte(first, to)));
}

/** Compare-and-set of the reminders sent: false when another server sent them first. */
export async function claimEventReminders(db: DbOrTx, row: BookingRow, sent: number[]): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ eventRemindersSent: sent })
    .where(
      and(
        eq(bookings.id, row.id),
        sql`${bookings.eventRemindersSent} = ${JSON.stringify(row.eventRemindersSent)}::jsonb`,
      ),
    )
    .returning({ id: bookings.id });
  return rows.length === 1;
}

/** Confirmed bookings with a balance date on or before `until` (the caller checks what is still owed). */
export async function confirmedWithBalanceBy(db: DbOrTx, until: string, onlyUnreminded: boolean) {
  return db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.status, 'confirmed'),
        isNotNull(bookings.balanceDueOn),
        lte(bookings.balanceDueOn, until),
        ...(onlyUnreminded ? [isNull(bookings.balanceReminderAt)] : []),
      ),
    );
}

export async function claimBalanceReminder(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(bookings)
    .set({ balanceReminderAt: now })
    .where(and(eq(bookings.id, id), isNull(bookings.balanceReminderAt)))
    .returning({ id: bookings.id });
  return rows.length === 1;
}
