import { and, asc, desc, eq, gt, gte, inArray, lt, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  blockedDates,
  bookingDates,
  bookingItems,
  bookingSlots,
  bookings,
  halls,
  users,
} from '../../db/schema/index.ts';

export type BookingRow = typeof bookings.$inferSelect;
export type BookingItemRow = typeof bookingItems.$inferSelect;
export type BlockedDateRow = typeof blockedDates.$inferSelect;
export type SlotKey = { hallId: string; date: string; half: string };

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

/** Serialises a sweep across app servers on PostgreSQL; false when another server is sweeping. */
export async function tryAdvisoryXactLock(tx: DbOrTx, key: number): Promise<boolean> {
  const result = await tx.execute(sql`select pg_try_advisory_xact_lock(${key}) as locked`);
  const rows = (result as unknown as { rows: { locked: boolean }[] }).rows;
  return rows[0]?.locked === true;
}

/** Locks the user's row (one booking of theirs at a time) and answers their confirmed member type. */
export async function lockUser(
  tx: DbOrTx,
  userId: string,
): Promise<{ memberType: string | null } | undefined> {
  const [row] = await tx
    .select({ memberType: users.memberType })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return row;
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

export async function deleteBooking(db: DbOrTx, id: string) {
  await db.delete(bookings).where(eq(bookings.id, id));
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

/**
 * Claims the halves of these blocks in booking_slots. A half another block already claims is left to
 * it; answers the halves a booking holds (the caller rolls back and refuses the block). Waits for a
 * concurrent booking of the same half to commit or roll back, so the answer is race-free.
 */
export async function claimBlockHalves(
  tx: DbOrTx,
  blocks: { id: string; hallId: string; date: string; slot: string }[],
): Promise<{ date: string; half: string }[]> {
  const wanted = blocks.flatMap((b) =>
    (b.slot === 'B' ? ['M', 'E'] : [b.slot]).map((half) => ({
      hallId: b.hallId,
      date: b.date,
      half,
      blockedDateId: b.id,
      slot: b.slot,
    })),
  );
  if (wanted.length === 0) return [];
  wanted.sort((a, b) =>
    a.hallId !== b.hallId
      ? a.hallId < b.hallId
        ? -1
        : 1
      : a.date !== b.date
        ? a.date < b.date
          ? -1
          : 1
        : a.half < b.half
          ? -1
          : 1,
  );
  const inserted = await tx
    .insert(bookingSlots)
    .values(wanted)
    .onConflictDoNothing()
    .returning({ hallId: bookingSlots.hallId, date: bookingSlots.date, half: bookingSlots.half });
  const claimed = new Set(inserted.map((r) => `${r.hallId}|${r.date}|${r.half}`));
  const missed = wanted.filter((w) => !claimed.has(`${w.hallId}|${w.date}|${w.half}`));
  if (missed.length === 0) return [];
  const holders = await tx
    .select({ hallId: bookingSlots.hallId, date: bookingSlots.date, half: bookingSlots.half })
    .from(bookingSlots)
    .where(
      and(
        sql`${bookingSlots.bookingId} is not null`,
        or(
          ...missed.map((m) =>
            and(
              eq(bookingSlots.hallId, m.hallId),
              eq(bookingSlots.date, m.date),
              eq(bookingSlots.half, m.half),
            ),
          ),
        ),
      ),
    );
  return holders.map((h) => ({ date: h.date, half: h.half }));
}

/** After a block is deleted: other blocks of that hall and date claim the halves it held. */
export async function reclaimBlockHalves(tx: DbOrTx, hallId: string, date: string) {
  await tx.execute(sql`insert into ${bookingSlots} (hall_id, date, half, blocked_date_id, slot)
    select bd.hall_id, bd.date, h.half, bd.id, bd.slot
    from ${blockedDates} bd cross join (values ('M'), ('E')) as h(half)
    where bd.hall_id = ${hallId}::uuid and bd.date = ${date}::date and (bd.slot = 'B' or bd.slot = h.half)
    on conflict do nothing`);
}

export async function blockedIn(
  db: DbOrTx,
  q: { hallIds?: string[]; from?: string; to?: string },
): Promise<(BlockedDateRow & { hallName: string })[]> {
  const where: SQL[] = [];
  if (q.hallIds) {
    if (q.hallIds.length === 0) return [];
    where.push(inArray(blockedDates.hallId, q.hallIds));
  }
  if (q.from) where.push(gte(blockedDates.date, q.from));
  if (q.to) where.push(lte(blockedDates.date, q.to));
  const rows = await db
    .select({ blocked: blockedDates, hallName: halls.name })
    .from(blockedDates)
    .innerJoin(halls, eq(halls.id, blockedDates.hallId))
    .where(and(...where))
    .orderBy(asc(blockedDates.date), asc(halls.sortOrder), asc(blockedDates.slot))
    .limit(5000);
  return rows.map((r) => ({ ...r.blocked, hallName: r.hallName }));
}

/** Inserts the blocks not already there; answers the new ones. */
export async function insertBlockedDates(db: DbOrTx, rows: (typeof blockedDates.$inferInsert)[]) {
  if (rows.length === 0) return [];
  return db
    .insert(blockedDates)
    .values(rows)
    .onConflictDoNothing({ target: [blockedDates.hallId, blockedDates.date, blockedDates.slot] })
    .returning({
      id: blockedDates.id,
      hallId: blockedDates.hallId,
      date: blockedDates.date,
      slot: blockedDates.slot,
    });
}

/** Deletes a block (its claimed halves go with it); answers the block as it was, or undefined. */
export async function deleteBlocked(db: DbOrTx, id: string): Promise<BlockedDateRow | undefined> {
  const [row] = await db.delete(blockedDates).where(eq(blockedDates.id, id)).returning();
  return row;
}

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
    .innerJoin(users, eq(users.id, bookings.userId))
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
    .innerJoin(users, eq(users.id, bookings.userId))
    .where(and(gte(bookingSlots.date, from), lte(bookingSlots.date, to)))
    .orderBy(asc(bookingSlots.date), asc(halls.sortOrder), asc(bookingSlots.slot));
}
