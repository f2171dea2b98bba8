import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { profiles, profileViews } from '../../../db/schema/index.ts';
import { blockedBetweenSql } from './blocks.ts';

/** Profile views, and the count behind PROFILE_VIEWS_PER_DAY. */

/**
 * The distinct profiles a user's profiles opened since an instant, and whether `targetId` is one of
 * them (opening it again costs nothing).
 */
export async function profilesViewedSince(db: DbOrTx, userId: string, since: Date, targetId: string) {
  const [row] = await db
    .select({
      count: sql<number>`count(distinct ${profileViews.viewedProfileId})::int`,
      seen: sql<boolean>`coalesce(bool_or(${profileViews.viewedProfileId} = ${targetId}::uuid), false)`,
    })
    .from(profileViews)
    .innerJoin(profiles, eq(profiles.id, profileViews.viewerProfileId))
    .where(and(eq(profiles.userId, userId), gte(profileViews.lastViewedAt, since)));
  return { count: Number(row?.count ?? 0), seen: Boolean(row?.seen) };
}

export async function recordView(db: DbOrTx, viewerProfileId: string, viewedProfileId: string, now: Date) {
  await db
    .insert(profileViews)
    .values({ viewerProfileId, viewedProfileId, firstViewedAt: now, lastViewedAt: now, viewCount: 1 })
    .onConflictDoUpdate({
      target: [profileViews.viewerProfileId, profileViews.viewedProfileId],
      set: { lastViewedAt: now, viewCount: sql`${profileViews.viewCount} + 1` },
    });
}

/** Views by (`mine` = viewer) or of (`mine` = viewed) a profile, newest first, hiding unapproved and blocked profiles. */
export async function listViews(
  db: DbOrTx,
  me: { userId: string; profileId: string },
  direction: 'viewed-by-me' | 'my-viewers',
  limit: number,
  after: { at: Date; id: string } | null,
) {
  const mineCol = direction === 'viewed-by-me' ? profileViews.viewerProfileId : profileViews.viewedProfileId;
  const otherCol = direction === 'viewed-by-me' ? profileViews.viewedProfileId : profileViews.viewerProfileId;
  const keyset = after
    ? sql`(${profileViews.lastViewedAt}, ${otherCol}) < (${after.at.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select({ view: profileViews, profile: profiles })
    .from(profileViews)
    .innerJoin(profiles, eq(profiles.id, otherCol))
    .where(
      and(
        eq(mineCol, me.profileId),
        isNotNull(profiles.approvedOn),
        sql`not ${blockedBetweenSql(me.userId, profiles)}`,
        keyset,
      ),
    )
    .orderBy(desc(profileViews.lastViewedAt), desc(otherCol))
    .limit(limit);
}
