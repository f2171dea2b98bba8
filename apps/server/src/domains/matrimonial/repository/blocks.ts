import { and, desc, eq, inArray, sql, type Placeholder, type SQL } from 'drizzle-orm';
import { type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { profileBlocks, profiles } from '../../../db/schema/index.ts';
import type { ProfileRow } from './rows.ts';

/** Blocks (between users: decision 021). */

/**
 * Whether two users are kept apart: either blocked any profile of the other's (decision 021). A block
 * acts between users, so a second profile of the blocked user is kept out as well.
 *
 * Two EXISTS, one per direction, each led by its blocker's rows of the primary key (blocker_user_id,
 * blocked_profile_id): one EXISTS with the two directions OR'ed could use no index for the pair, and
 * `not (a or b)` becomes two anti-joins the planner can order (decision 015).
 */
export function blockedBetweenSql(
  actorUserId: string | SQL | Placeholder | AnyPgColumn,
  target: { userId: SQL | typeof profiles.userId },
): SQL {
  const blocks = (blocker: unknown, blockedUser: unknown) =>
    sql`exists (select 1 from ${profileBlocks} pb join ${profiles} bp on bp.id = pb.blocked_profile_id
      where pb.blocker_user_id = ${blocker} and bp.user_id = ${blockedUser})`;
  return sql`(${blocks(actorUserId, target.userId)} or ${blocks(target.userId, actorUserId)})`;
}

export async function isBlocked(db: DbOrTx, actorUserId: string, target: ProfileRow): Promise<boolean> {
  const [row] = await db
    .execute<{ blocked: boolean }>(
      sql`select ${blockedBetweenSql(sql`${actorUserId}::uuid`, { userId: sql`${target.userId}::uuid` })} as blocked`,
    )
    .then((r) => (r as unknown as { rows: { blocked: boolean }[] }).rows);
  return Boolean(row?.blocked);
}

export const insertBlock = (db: DbOrTx, blockerUserId: string, blockedProfileId: string, now: Date) =>
  db.insert(profileBlocks).values({ blockerUserId, blockedProfileId, createdAt: now }).onConflictDoNothing();

/** The profiles a user blocked, newest block first (keyset on created_at, profile id). */
export async function listBlocks(
  db: DbOrTx,
  blockerUserId: string,
  limit: number,
  after: { at: Date; id: string } | null,
) {
  const keyset = after
    ? sql`(${profileBlocks.createdAt}, ${profileBlocks.blockedProfileId}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ block: profileBlocks, profile: profiles })
    .from(profileBlocks)
    .innerJoin(profiles, eq(profiles.id, profileBlocks.blockedProfileId))
    .where(and(eq(profileBlocks.blockerUserId, blockerUserId), keyset))
    .orderBy(desc(profileBlocks.createdAt), desc(profileBlocks.blockedProfileId))
    .limit(limit);
}

/** Of `profileIds`, those whose user and `viewerUserId` are kept apart by a block either way. */
export async function blockedAmong(
  db: DbOrTx,
  viewerUserId: string,
  profileIds: string[],
): Promise<Set<string>> {
  if (profileIds.length === 0) return new Set();
  const rows = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(
      and(
        inArray(profiles.id, profileIds),
        blockedBetweenSql(sql`${viewerUserId}::uuid`, { userId: profiles.userId }),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export const deleteBlock = (db: DbOrTx, blockerUserId: string, blockedProfileId: string) =>
  db
    .delete(profileBlocks)
    .where(
      and(
        eq(profileBlocks.blockerUserId, blockerUserId),
        eq(profileBlocks.blockedProfileId, blockedProfileId),
      ),
    );
