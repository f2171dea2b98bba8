import { and, desc, eq, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { notInterested, profiles, shortlists } from '../../../db/schema/index.ts';
import { blockedBetweenSql } from './blocks.ts';
import type { ProfileRow } from './rows.ts';

/** A profile's shortlist and its "not interested" list; the pause and activity columns. */

/** Which of `ids` are on the shortlist of the user's active profile. */
export async function shortlistedByActive(db: DbOrTx, userId: string, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: shortlists.shortlistedProfileId })
    .from(shortlists)
    .innerJoin(profiles, eq(profiles.id, shortlists.profileId))
    .where(
      and(
        eq(profiles.userId, userId),
        eq(profiles.isLastSelected, true),
        inArray(shortlists.shortlistedProfileId, ids),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export const insertShortlist = (db: DbOrTx, profileId: string, shortlistedProfileId: string, now: Date) =>
  db.insert(shortlists).values({ profileId, shortlistedProfileId, createdAt: now }).onConflictDoNothing();

export const deleteShortlist = (db: DbOrTx, profileId: string, shortlistedProfileId: string) =>
  db
    .delete(shortlists)
    .where(
      and(eq(shortlists.profileId, profileId), eq(shortlists.shortlistedProfileId, shortlistedProfileId)),
    );

/**
 * The shortlist of `profileId`, newest first (keyset on created_at, shortlisted id): only profiles the
 * user may still see (approved, no block either way); paused ones stay listed.
 */
export async function listShortlist(
  db: DbOrTx,
  p: { profileId: string; userId: string; limit: number; after: { at: Date; id: string } | null },
): Promise<{ profile: ProfileRow; at: Date }[]> {
  const rows = await db
    .select({ profile: profiles, at: shortlists.createdAt })
    .from(shortlists)
    .innerJoin(profiles, eq(profiles.id, shortlists.shortlistedProfileId))
    .where(
      and(
        eq(shortlists.profileId, p.profileId),
        isNotNull(profiles.approvedOn),
        sql`not ${blockedBetweenSql(sql`${p.userId}::uuid`, profiles)}`,
        p.after
          ? sql`(${shortlists.createdAt}, ${shortlists.shortlistedProfileId}) < (${p.after.at.toISOString()}::timestamptz, ${p.after.id}::uuid)`
          : undefined,
      ),
    )
    .orderBy(desc(shortlists.createdAt), desc(shortlists.shortlistedProfileId))
    .limit(p.limit);
  return rows;
}

/** Hides `hiddenProfileId` from `profileId`'s search and recommendations until `until` (again: later). */
export const upsertNotInterested = (db: DbOrTx, profileId: string, hiddenProfileId: string, until: Date) =>
  db
    .insert(notInterested)
    .values({ profileId, hiddenProfileId, until })
    .onConflictDoUpdate({ target: [notInterested.profileId, notInterested.hiddenProfileId], set: { until } });

export const deleteNotInterested = (db: DbOrTx, profileId: string, hiddenProfileId: string) =>
  db
    .delete(notInterested)
    .where(and(eq(notInterested.profileId, profileId), eq(notInterested.hiddenProfileId, hiddenProfileId)));

/**
 * Marks the profile active at `now`, at most once an hour: a no-op (no row written) when it was
 * marked in the last hour, so a search pays for it once an hour at most.
 */
export const touchLastActive = (db: DbOrTx, profileId: string, now: Date) =>
  db
    .update(profiles)
    .set({ lastActiveAt: now })
    .where(and(eq(profiles.id, profileId), lt(profiles.lastActiveAt, new Date(now.getTime() - 3_600_000))));

/**
 * Approved, unpaused profiles whose last "new matches" notification is older than `before` (or that
 * were never told), in id order after `afterId`: the weekly sweep's batches.
 */
export const profilesToTellOfMatches = (db: DbOrTx, before: Date, afterId: string | null, limit: number) =>
  db
    .select()
    .from(profiles)
    .where(
      and(
        isNotNull(profiles.approvedOn),
        eq(profiles.isPaused, false),
        or(isNull(profiles.recommendationsNotifiedAt), lte(profiles.recommendationsNotifiedAt, before)),
        afterId ? gt(profiles.id, afterId) : undefined,
      ),
    )
    .orderBy(profiles.id)
    .limit(limit);

/**
 * Claims the notification of `profileId` at `now` if no one told it since `before`: true for the one
 * server (or run) that claimed it, so two sweeps never both send it.
 */
export async function claimMatchesNotice(db: DbOrTx, profileId: string, before: Date, now: Date) {
  const rows = await db
    .update(profiles)
    .set({ recommendationsNotifiedAt: now })
    .where(
      and(
        eq(profiles.id, profileId),
        or(isNull(profiles.recommendationsNotifiedAt), lte(profiles.recommendationsNotifiedAt, before)),
      ),
    )
    .returning({ id: profiles.id });
  return rows.length > 0;
}
