import { and, asc, desc, eq, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bookingDates, bookingSlots, bookings, halls, users } from '../../../db/schema/index.ts';

/** The office's reads: the bookings list, owners, the month calendar. */

/** Admin list: newest first, keyset on (created_at, id); `from`/`to` keep bookings with a date inside. */
export async function listForAdmin(
  db: DbOrTx,
  q: {
    status?: string;
    from?: string;
    to?: string;
    after: { createdAt: Date; id: string } | null;
    limit: number;
  },
) {
  const where: SQL[] = [];
  if (q.status) where.push(eq(bookings.status, q.status));
  if (q.from || q.to) {
    const dateConds: SQL[] = [eq(bookingDates.bookingId, bookings.id)];
    if (q.from) dateConds.push(gte(bookingDates.date, q.from));
    if (q.to) dateConds.push(lte(bookingDates.date, q.to));
    where.push(sql`exists (select 1 from ${bookingDates} where ${and(...dateConds)})`);
  }
  if (q.after) {
    where.push(
      or(
        lt(bookings.createdAt, q.after.createdAt),
        and(eq(bookings.createdAt, q.after.createdAt), lt(bookings.id, q.after.id)),
      )!,
    );
  }
  return db
    .select({
      booking: bookings,
      user: { id: users.id, name: users.name, mobile: users.mobile, email: users.email },
    })
    .from(bookings)
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(and(...where))
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(q.limit);
}

export async function usersOf(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: users.id, name: users.name, mobile: users.mobile, email: users.email })
    .from(users)
    .where(inArray(users.id, ids));
}

/** Every held or owned slot in a date range, one row per booking, hall, date and slot booked. */
export async function calendarRows(db: DbOrTx, from: string, to: string) {
  return db
    .selectDistinct({
      hallId: bookingSlots.hallId,
      hallName: halls.name,
      hallOrder: halls.sortOrder,
      date: bookingSlots.date,
      slot: bookingSlots.slot,
      bookingId: bookings.id,
      status: bookings.status,
      eventName: bookings.eventName,
      userId: users.id,
      userName: users.name,
      userMobile: users.mobile,
    })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .innerJoin(halls, eq(halls.id, bookingSlots.hallId))
    .leftJoin(users, eq(users.id, bookings.userId))
    .where(and(gte(bookingSlots.date, from), lte(bookingSlots.date, to)))
    .orderBy(asc(bookingSlots.date), asc(halls.sortOrder), asc(bookingSlots.slot));
}
