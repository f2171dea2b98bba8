import { and, desc, eq, gt, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { interests, profileBlocks, profiles, users } from '../../../db/schema/index.ts';
import { blockedBetweenSql } from './blocks.ts';
import type { InterestRow } from './rows.ts';

/** Interests between profiles, and the count behind INTERESTS_PER_WEEK. */

/** Interests a user's profiles sent since an instant, and when the oldest of them was sent. */
export async function interestsSentSince(db: DbOrTx, userId: string, since: Date) {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int`, oldest: sql<string | null>`min(${interests.createdAt})` })
    .from(interests)
    .innerJoin(profiles, eq(profiles.id, interests.fromProfileId))
    .where(and(eq(profiles.userId, userId), gt(interests.createdAt, since)));
  return { count: Number(row?.count ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** The interest between two profiles (a pair has at most one), locked for update unless `lock` is false. */
export async function findInterestBetween(
  db: DbOrTx,
  a: string,
  b: string,
  lock = true,
): Promise<InterestRow | undefined> {
  const q = db
    .select()
    .from(interests)
    .where(
      sql`least(${interests.fromProfileId}, ${interests.toProfileId}) = least(${a}::uuid, ${b}::uuid)
        and greatest(${interests.fromProfileId}, ${interests.toProfileId}) = greatest(${a}::uuid, ${b}::uuid)`,
    )
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function findInterest(db: DbOrTx, id: string, lock = false): Promise<InterestRow | undefined> {
  const q = db.select().from(interests).where(eq(interests.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row;
}

export async function insertInterest(
  db: DbOrTx,
  values: typeof interests.$inferInsert,
): Promise<InterestRow> {
  const [row] = await db.insert(interests).values(values).returning();
  return row!;
}

export async function updateInterest(
  db: DbOrTx,
  id: string,
  values: Partial<typeof interests.$inferInsert>,
): Promise<InterestRow> {
  const [row] = await db.update(interests).set(values).where(eq(interests.id, id)).returning();
  return row!;
}

export async function listInterests(
  db: DbOrTx,
  me: { userId: string; profileId: string },
  direction: 'received' | 'sent',
  limit: number,
  after: { createdAt: Date; id: string } | null,
): Promise<InterestRow[]> {
  const mineCol = direction === 'received' ? interests.toProfileId : interests.fromProfileId;
  const otherCol = direction === 'received' ? interests.fromProfileId : interests.toProfileId;
  const keyset = after
    ? sql`(${interests.createdAt}, ${interests.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const rows = await db
    .select({ interest: interests })
    .from(interests)
    .innerJoin(profiles, eq(profiles.id, otherCol))
    .where(
      and(
        eq(mineCol, me.profileId),
        // A withdrawn interest disappears for its receiver.
        direction === 'received' ? ne(interests.status, 'withdrawn') : undefined,
        sql`not ${blockedBetweenSql(me.userId, profiles)}`,
        keyset,
      ),
    )
    .orderBy(desc(interests.createdAt), desc(interests.id))
    .limit(limit);
  return rows.map((r) => r.interest);
}

/**
 * Pending interests received by each of a user's profiles (one grouped query), counted as the
 * "interested in me" list shows them: not withdrawn, not from a user on the other side of a block.
 */
export async function pendingReceivedByProfile(db: DbOrTx, userId: string): Promise<Map<string, number>> {
  const sender = alias(profiles, 'sender');
  const rows = await db
    .select({ profileId: interests.toProfileId, n: sql<number>`count(*)::int` })
    .from(interests)
    .innerJoin(profiles, eq(profiles.id, interests.toProfileId))
    .innerJoin(sender, eq(sender.id, interests.fromProfileId))
    .where(
      and(
        eq(profiles.userId, userId),
        eq(interests.status, 'pending'),
        sql`not ${blockedBetweenSql(userId, { userId: sql`${sender.userId}` })}`,
      ),
    )
    .groupBy(interests.toProfileId);
  return new Map(rows.map((r) => [r.profileId, Number(r.n)]));
}

/**
 * Owners' contacts for the profiles in `profileIds` that have an accepted interest with one of
 * the viewer's profiles (and no block either way).
 */
export async function acceptedContacts(
  db: DbOrTx,
  viewerUserId: string,
  profileIds: string[],
): Promise<Map<string, { mobile: string; name: string }>> {
  if (profileIds.length === 0) return new Map();
  const mine = db.select({ id: profiles.id }).from(profiles).where(eq(profiles.userId, viewerUserId));
  const rows = await db
    .select({ from: interests.fromProfileId, to: interests.toProfileId })
    .from(interests)
    .where(
      and(
        eq(interests.status, 'accepted'),
        or(
          and(inArray(interests.fromProfileId, profileIds), inArray(interests.toProfileId, mine)),
          and(inArray(interests.toProfileId, profileIds), inArray(interests.fromProfileId, mine)),
        ),
      ),
    );
  if (rows.length === 0) return new Map();
  const wanted = new Set(profileIds);
  const pairs = rows.map((r) =>
    wanted.has(r.from) ? { other: r.from, mine: r.to } : { other: r.to, mine: r.from },
  );
  const owners = await db
    .select({ profileId: profiles.id, userId: users.id, mobile: users.mobile, name: users.name })
    .from(profiles)
    .innerJoin(users, eq(users.id, profiles.userId))
    .where(
      inArray(
        profiles.id,
        pairs.map((p) => p.other),
      ),
    );
  const ownerIds = [...new Set(owners.map((o) => o.userId))];
  const blockedProfiles = alias(profiles, 'blocked_profile');
  const blocks =
    ownerIds.length === 0
      ? []
      : await db
          .select({ blocker: profileBlocks.blockerUserId, blocked: blockedProfiles.userId })
          .from(profileBlocks)
          .innerJoin(blockedProfiles, eq(blockedProfiles.id, profileBlocks.blockedProfileId))
          .where(
            or(
              and(eq(profileBlocks.blockerUserId, viewerUserId), inArray(blockedProfiles.userId, ownerIds)),
              and(inArray(profileBlocks.blockerUserId, ownerIds), eq(blockedProfiles.userId, viewerUserId)),
            ),
          );
  const out = new Map<string, { mobile: string; name: string }>();
  for (const pair of pairs) {
    const owner = owners.find((o) => o.profileId === pair.other);
    if (!owner) continue;
    // A block between the two users, whichever of their profiles it named.
    const blocked = blocks.some((b) => b.blocker === owner.userId || b.blocked === owner.userId);
    if (!blocked) out.set(pair.other, { mobile: owner.mobile, name: owner.name });
  }
  return out;
}

/** The ids of the interests between any profile of one user and any of another's, either way. */
export async function interestIdsBetweenUsers(db: DbOrTx, a: string, b: string): Promise<string[]> {
  const from = alias(profiles, 'from_profile');
  const to = alias(profiles, 'to_profile');
  const rows = await db
    .select({ id: interests.id })
    .from(interests)
    .innerJoin(from, eq(from.id, interests.fromProfileId))
    .innerJoin(to, eq(to.id, interests.toProfileId))
    .where(or(and(eq(from.userId, a), eq(to.userId, b)), and(eq(from.userId, b), eq(to.userId, a))));
  return rows.map((r) => r.id);
}

/** The ids of the interests a profile sent or received, or those of every profile of a user. */
export async function interestIdsOf(
  db: DbOrTx,
  of: { profileId: string } | { userId: string },
): Promise<string[]> {
  const mine =
    'profileId' in of
      ? sql`select ${of.profileId}::uuid`
      : sql`select ${profiles.id} from ${profiles} where ${profiles.userId} = ${of.userId}`;
  const rows = await db
    .select({ id: interests.id })
    .from(interests)
    .where(sql`${interests.fromProfileId} in (${mine}) or ${interests.toProfileId} in (${mine})`);
  return rows.map((r) => r.id);
}
