import { and, eq, gt, gte, inArray, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { blockedDates, bookingDates, bookingSlots, bookings, halls } from '../../../db/schema/index.ts';
import { type SlotKey } from './rows.ts';

/** booking_slots as availability sees it: live halves, a hall's month, what a clash collided with, held counts. */

/**
 * Halves held by live bookings (confirmed, or a hold not yet past its time) in a date range. Reading
 * the hold's time here keeps answers right between two sweeps without writing on every read.
 */
export async function liveSlots(
  db: DbOrTx,
  q: { hallIds: string[]; from: string; to: string; now: Date },
): Promise<SlotKey[]> {
  if (q.hallIds.length === 0) return [];
  return db
    .select({ hallId: bookingSlots.hallId, date: bookingSlots.date, half: bookingSlots.half })
    .from(bookingSlots)
    .innerJoin(bookings, eq(bookings.id, bookingSlots.bookingId))
    .where(
      and(
        inArray(bookingSlots.hallId, q.hallIds),
        gte(bookingSlots.date, q.from),
        lte(bookingSlots.date, q.to),
        or(
          eq(bookings.status, 'confirmed'),
          and(eq(bookings.status, 'pending_payment'), gt(bookings.holdExpiresAt, q.now)),
        ),
      ),
    );
}

/**
 * One hall over a date range in one query (the month calendar is one round trip): whether the hall
 * exists, the halves its live bookings hold (as liveSlots) and its blocked slots (as blockedIn).
 */
export async function hallOccupancy(
  db: DbOrTx,
  q: { hallId: string; from: string; to: string; now: Date },
): Promise<{
  hallExists: boolean;
  taken: { date: string; half: string }[];
  blocked: { date: string; slot: string }[];
  /** When the first of the holds in `taken` lapses (and the answer changes by itself), if any. */
  nextHoldExpiry: string | null;
}> {
  const result = await db.execute(sql`select
      exists (select 1 from ${halls} where ${halls.id} = ${q.hallId}::uuid) as "hallExists",
      coalesce((select json_agg(json_build_object('date', s.date, 'half', s.half))
        from ${bookingSlots} s join ${bookings} b on b.id = s.booking_id
        where s.hall_id = ${q.hallId}::uuid and s.date >= ${q.from}::date and s.date <= ${q.to}::date
          and (b.status = 'confirmed'
            or (b.status = 'pending_payment' and b.hold_expires_at > ${q.now.toISOString()}::timestamptz))
      ), '[]'::json) as taken,
      coalesce((select json_agg(json_build_object('date', d.date, 'slot', d.slot))
        from ${blockedDates} d
        where d.hall_id = ${q.hallId}::uuid and d.date >= ${q.from}::date and d.date <= ${q.to}::date
      ), '[]'::json) as blocked,
      (select min(b.hold_expires_at)
        from ${bookingSlots} s join ${bookings} b on b.id = s.booking_id
        where s.hall_id = ${q.hallId}::uuid and s.date >= ${q.from}::date and s.date <= ${q.to}::date
          and b.status = 'pending_payment' and b.hold_expires_at > ${q.now.toISOString()}::timestamptz
      ) as "nextHoldExpiry"`);
  const [row] = (result as unknown as { rows: Awaited<ReturnType<typeof hallOccupancy>>[] }).rows;
  return row!;
}

/** Every slot row in the range, whatever holds it: what a unique violation collided with. */
export async function slotRows(db: DbOrTx, q: { hallIds: string[]; from: string; to: string }) {
  if (q.hallIds.length === 0) return [];
  return db
    .select({
      hallId: bookingSlots.hallId,
      date: bookingSlots.date,
      half: bookingSlots.half,
      blocked: sql<boolean>`${bookingSlots.blockedDateId} is not null`,
    })
    .from(bookingSlots)
    .where(
      and(
        inArray(bookingSlots.hallId, q.hallIds),
        gte(bookingSlots.date, q.from),
        lte(bookingSlots.date, q.to),
      ),
    );
}

/** Hall × date × slot triples in unpaid bookings of a user whose hold is still running. */
export async function heldSlotCount(tx: DbOrTx, userId: string, now: Date): Promise<number> {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(bookingDates)
    .innerJoin(bookings, eq(bookings.id, bookingDates.bookingId))
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.status, 'pending_payment'),
        gt(bookings.holdExpiresAt, now),
      ),
    );
  return Number(row?.n ?? 0);
}
