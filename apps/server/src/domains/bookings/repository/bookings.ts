import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bookingDates, bookingItems, bookingSlots, bookings, halls } from '../../../db/schema/index.ts';
import { type BookingRow } from './rows.ts';

/** Bookings, their items and dates; holds and the per-user lock. */

/** The reason a family's own cancellation carries (the office writes its own): the hold cooldown reads it. */
export const CANCELLED_BY_CUSTOMER = 'Cancelled by the customer.';

/**
 * Expires every hold past its time and frees its dates, in the caller's transaction. One UPDATE ...
 * RETURNING decides which bookings expire, so concurrent sweeps never expire a booking twice.
 */
export async function expireHolds(tx: DbOrTx, now: Date): Promise<string[]> {
  const expired = await tx
    .update(bookings)
    .set({ status: 'expired', updatedAt: now })
    .where(and(eq(bookings.status, 'pending_payment'), lte(bookings.holdExpiresAt, now)))
    .returning({ id: bookings.id });
  const ids = expired.map((r) => r.id);
  if (ids.length > 0) await tx.delete(bookingSlots).where(inArray(bookingSlots.bookingId, ids));
  return ids;
}

/**
 * The hall, date and slot of every booking `userId` let go since `since` (its own cancellation, or a
 * hold it let expire) within `range`: the hold cooldown's input.
 */
export async function releasedBy(
  tx: DbOrTx,
  userId: string,
  since: Date,
  range: { hallIds: string[]; from: string; to: string },
) {
  const releasedAt = sql<Date>`coalesce(${bookings.cancelledAt}, ${bookings.holdExpiresAt})`.mapWith(
    bookings.cancelledAt,
  );
  return tx
    .select({ hallId: bookingItems.hallId, slot: bookingItems.slot, date: bookingDates.date, releasedAt })
    .from(bookings)
    .innerJoin(bookingItems, eq(bookingItems.bookingId, bookings.id))
    .innerJoin(bookingDates, eq(bookingDates.itemId, bookingItems.id))
    .where(
      and(
        eq(bookings.userId, userId),
        sql`(${bookings.status} = 'expired' or (${bookings.status} = 'cancelled' and ${bookings.cancelReason} = ${CANCELLED_BY_CUSTOMER}))`,
        sql`${releasedAt} > ${since}`,
        inArray(bookingItems.hallId, range.hallIds),
        sql`${bookingDates.date} between ${range.from} and ${range.to}`,
      ),
    );
}

/** Serialises a sweep across app servers on PostgreSQL; false when another server is sweeping. */
export async function tryAdvisoryXactLock(tx: DbOrTx, key: number): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
  const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
  return rows[0]?.locked === true;
}

export async function openHolds(tx: DbOrTx, userId: string, now: Date) {
  return tx
    .select({ holdExpiresAt: bookings.holdExpiresAt })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'pending_payment'),
        gt(bookings.holdExpiresAt, now),
      ),
    )
    .orderBy(asc(bookings.holdExpiresAt));
}

export async function insertBooking(tx: DbOrTx, values: typeof bookings.$inferInsert): Promise<BookingRow> {
  const [row] = await tx.insert(bookings).values(values).returning();
  return row!;
}

export async function insertItem(tx: DbOrTx, values: typeof bookingItems.$inferInsert) {
  const [row] = await tx.insert(bookingItems).values(values).returning({ id: bookingItems.id });
  return row!.id;
}

export async function insertDates(tx: DbOrTx, rows: (typeof bookingDates.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(bookingDates).values(rows);
}

/** Throws the driver's unique violation (23505) when any hall, date and half is already held. */
export async function insertSlots(tx: DbOrTx, rows: (typeof bookingSlots.$inferInsert)[]) {
  if (rows.length > 0) await tx.insert(bookingSlots).values(rows);
}

export async function deleteSlotsOf(tx: DbOrTx, bookingId: string) {
  await tx.delete(bookingSlots).where(eq(bookingSlots.bookingId, bookingId));
}

export async function findBooking(db: DbOrTx, id: string): Promise<BookingRow | undefined> {
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id)).limit(1);
  return row;
}

export async function lockBooking(tx: DbOrTx, id: string): Promise<BookingRow | undefined> {
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).limit(1).for('update');
  return row;
}

export async function updateBooking(tx: DbOrTx, id: string, set: Partial<typeof bookings.$inferInsert>) {
  const [row] = await tx.update(bookings).set(set).where(eq(bookings.id, id)).returning();
  return row!;
}

export async function bookingsOfUser(db: DbOrTx, userId: string, limit: number): Promise<BookingRow[]> {
  return db
    .select()
    .from(bookings)
    .where(eq(bookings.userId, userId))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(limit);
}

/** Items (with their hall's name) and dates of these bookings, in the order they were asked for. */
export async function itemsOf(db: DbOrTx, bookingIds: string[]) {
  if (bookingIds.length === 0) return { items: [], dates: [] };
  const items = await db
    .select({ item: bookingItems, hallName: halls.name })
    .from(bookingItems)
    .innerJoin(halls, eq(halls.id, bookingItems.hallId))
    .where(inArray(bookingItems.bookingId, bookingIds))
    .orderBy(asc(bookingItems.bookingId), asc(bookingItems.position));
  const dates = await db
    .select()
    .from(bookingDates)
    .where(inArray(bookingDates.bookingId, bookingIds))
    .orderBy(asc(bookingDates.date));
  return { items, dates };
}
