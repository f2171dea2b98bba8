import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { interests, profiles } from '../../../db/schema/index.ts';
import { blockedBetweenSql } from './blocks.ts';

/** The interest sweeps' queries: expiring unanswered interests and reminding their receivers. */

/** One interest the sweep changed, with both sides' owners and first names (for the notifications). */
export interface SweptInterest {
  id: string;
  fromProfileId: string;
  fromUserId: string;
  fromName: string;
  fromNameLatin: string;
  toProfileId: string;
  toUserId: string;
  toName: string;
  toNameLatin: string;
  /** A block between the two users: the change is made, nobody is told. */
  blocked: boolean;
}

const sender = alias(profiles, 'sender');
const receiver = alias(profiles, 'receiver');

/** Both sides of these interests (the rows a sweep just changed). */
async function sides(db: DbOrTx, ids: string[]): Promise<SweptInterest[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: interests.id,
      fromProfileId: interests.fromProfileId,
      fromUserId: sender.userId,
      fromName: sender.firstName,
      fromNameLatin: sender.firstNameLatin,
      toProfileId: interests.toProfileId,
      toUserId: receiver.userId,
      toName: receiver.firstName,
      toNameLatin: receiver.firstNameLatin,
      blocked: sql<boolean>`${blockedBetweenSql(sender.userId, { userId: sql`${receiver.userId}` })}`,
    })
    .from(interests)
    .innerJoin(sender, eq(sender.id, interests.fromProfileId))
    .innerJoin(receiver, eq(receiver.id, interests.toProfileId))
    .where(inArray(interests.id, ids));
}

/**
 * Expires at most `limit` pending interests sent at or before `cutoff` (oldest first, through
 * interests_pending_idx). The UPDATE's WHERE keeps `status = 'pending'`: a sweep running at the same
 * moment on another server waits for the row and then finds it no longer pending, so each interest
 * expires (and is told) once.
 */
export async function expirePending(db: DbOrTx, cutoff: Date, now: Date, limit: number) {
  const due = db
    .select({ id: interests.id })
    .from(interests)
    .where(and(eq(interests.status, 'pending'), lte(interests.createdAt, cutoff)))
    .orderBy(asc(interests.createdAt))
    .limit(limit);
  const rows = await db
    .update(interests)
    .set({ status: 'expired', answeredAt: now })
    .where(and(inArray(interests.id, due), eq(interests.status, 'pending'), lte(interests.createdAt, cutoff)))
    .returning({ id: interests.id });
  return sides(
    db,
    rows.map((r) => r.id),
  );
}

/**
 * Marks reminded at most `limit` pending interests sent at or before `cutoff` that were never
 * reminded (a resent interest has a new created_at and reminded_at cleared). As for expiry, the
 * WHERE on `reminded_at is null` makes a concurrent second sweep a no-op.
 */
export async function markReminded(db: DbOrTx, cutoff: Date, now: Date, limit: number) {
  const due = db
    .select({ id: interests.id })
    .from(interests)
    .where(
      and(eq(interests.status, 'pending'), lte(interests.createdAt, cutoff), isNull(interests.remindedAt)),
    )
    .orderBy(asc(interests.createdAt))
    .limit(limit);
  const rows = await db
    .update(interests)
    .set({ remindedAt: now })
    .where(and(inArray(interests.id, due), eq(interests.status, 'pending'), isNull(interests.remindedAt)))
    .returning({ id: interests.id });
  return sides(
    db,
    rows.map((r) => r.id),
  );
}
