import { and, asc, eq, gte, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { bookingSlots, halls, waitlist } from '../../../db/schema/index.ts';

/** The waitlist for taken hall slots. */

export type WaitlistRow = typeof waitlist.$inferSelect;

export async function insertWaitlist(db: DbOrTx, values: typeof waitlist.$inferInsert): Promise<WaitlistRow> {
  const [row] = await db.insert(waitlist).values(values).returning();
  return row!;
}

/** The user's entries (today on), each with the hall's name and its place in line (1 = first). */
export async function waitlistOfUser(db: DbOrTx, userId: string, today: string) {
  return db
    .select({
      entry: waitlist,
      hallName: halls.name,
      position: sql<number>`(select count(*)::int from ${waitlist} w2 where w2.hall_id = ${waitlist.hallId}
        and w2.date = ${waitlist.date} and w2.slot = ${waitlist.slot}
        and (w2.created_at, w2.id) <= (${waitlist.createdAt}, ${waitlist.id}))`,
    })
    .from(waitlist)
    .innerJoin(halls, eq(halls.id, waitlist.hallId))
    .where(and(eq(waitlist.userId, userId), gte(waitlist.date, today)))
    .orderBy(asc(waitlist.date), asc(waitlist.createdAt));
}

export async function deleteWaitlist(db: DbOrTx, id: string, userId: string): Promise<boolean> {
  const rows = await db
    .delete(waitlist)
    .where(and(eq(waitlist.id, id), eq(waitlist.userId, userId)))
    .returning({ id: waitlist.id });
  return rows.length === 1;
}

/** Whether any half of this slot is held, owned or blocked right now. */
export async function slotTaken(db: DbOrTx, q: { hallId: string; date: string; slot: string }) {
  const rows = await db
    .select({ half: bookingSlots.half })
    .from(bookingSlots)
    .where(
      and(
        eq(bookingSlots.hallId, q.hallId),
        eq(bookingSlots.date, q.date),
        q.slot === 'B' ? sql`true` : eq(bookingSlots.half, q.slot),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * The first in line of every free slot (today on) whose line has had no offer in the last `quietSince`
 * window: nobody holds or owns any half of it and nobody of its line was told since then.
 */
export async function firstInLineOfFreeSlots(
  db: DbOrTx,
  today: string,
  quietSince: Date,
): Promise<WaitlistRow[]> {
  return db
    .select()
    .from(waitlist)
    .where(
      and(
        isNull(waitlist.notifiedAt),
        gte(waitlist.date, today),
        sql`not exists (select 1 from ${bookingSlots} s where s.hall_id = ${waitlist.hallId}
          and s.date = ${waitlist.date} and (${waitlist.slot} = 'B' or s.half = ${waitlist.slot}))`,
        sql`not exists (select 1 from ${waitlist} w2 where w2.hall_id = ${waitlist.hallId}
          and w2.date = ${waitlist.date} and w2.slot = ${waitlist.slot} and w2.notified_at is null
          and (w2.created_at, w2.id) < (${waitlist.createdAt}, ${waitlist.id}))`,
        sql`not exists (select 1 from ${waitlist} w3 where w3.hall_id = ${waitlist.hallId}
          and w3.date = ${waitlist.date} and w3.slot = ${waitlist.slot}
          and w3.notified_at > ${quietSince.toISOString()}::timestamptz)`,
      ),
    )
    .orderBy(asc(waitlist.createdAt))
    .limit(100);
}

/** Marks an entry told; false when another server told it first. */
export async function claimWaitlistOffer(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(waitlist)
    .set({ notifiedAt: now })
    .where(and(eq(waitlist.id, id), isNull(waitlist.notifiedAt)))
    .returning({ id: waitlist.id });
  return rows.length === 1;
}
