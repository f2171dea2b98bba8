import { and, asc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { blockedDates, bookingSlots, halls } from '../../../db/schema/index.ts';
import { type BlockedDateRow, sortSlotRows } from './rows.ts';

/** Blocked dates and the halves they claim in booking_slots (decision 019). */

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
  const sorted = sortSlotRows(wanted);
  const inserted = await tx
    .insert(bookingSlots)
    .values(sorted)
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

/** Deletes a hall's blocks from `from` to `to` (every slot); answers them as they were. */
export async function deleteBlockedRange(db: DbOrTx, q: { hallId: string; from: string; to: string }) {
  return db
    .delete(blockedDates)
    .where(
      and(eq(blockedDates.hallId, q.hallId), gte(blockedDates.date, q.from), lte(blockedDates.date, q.to)),
    )
    .returning();
}
