import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { profileRevisions, profiles } from '../../../db/schema/index.ts';

/**
 * Pending changes to approved profiles' free texts (revision/revisions.ts) and the office's queue of
 * them (revision/review.ts). One pending revision a profile (profile_revisions_one_pending_key); every
 * write runs under the profile's row lock, so the owner's change and the office's decision are ordered.
 */

export type RevisionRow = typeof profileRevisions.$inferSelect;

const pendingOf = (profileId: string) =>
  and(eq(profileRevisions.profileId, profileId), eq(profileRevisions.status, 'pending'));

export async function findPendingRevision(db: DbOrTx, profileId: string): Promise<RevisionRow | undefined> {
  const [row] = await db.select().from(profileRevisions).where(pendingOf(profileId)).limit(1);
  return row;
}

/** The pending revision of each of `profileIds` that has one. */
export async function pendingRevisions(db: DbOrTx, profileIds: string[]): Promise<Map<string, RevisionRow>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(profileRevisions)
    .where(and(inArray(profileRevisions.profileId, profileIds), eq(profileRevisions.status, 'pending')));
  return new Map(rows.map((r) => [r.profileId, r]));
}

export async function insertRevision(
  db: DbOrTx,
  values: { profileId: string; fields: Record<string, unknown>; submittedAt: Date },
): Promise<RevisionRow> {
  const [row] = await db.insert(profileRevisions).values(values).returning();
  return row!;
}

export const deleteRevision = (db: DbOrTx, id: string) =>
  db.delete(profileRevisions).where(eq(profileRevisions.id, id));

const queueRows = (db: DbOrTx) =>
  db
    .select({ revision: profileRevisions, profile: profiles })
    .from(profileRevisions)
    .innerJoin(profiles, eq(profiles.id, profileRevisions.profileId));
export type RevisionQueueRow = Awaited<ReturnType<ReturnType<typeof queueRows>['execute']>>[number];

/**
 * Revisions of one status on profile_revisions_status_idx: pending ones oldest first (the order they
 * came in), decided ones newest first; keyset on (submitted_at, id).
 */
export async function listRevisionsByStatus(
  db: DbOrTx,
  status: 'pending' | 'approved' | 'rejected',
  limit: number,
  after: { submittedAt: Date; id: string } | null,
): Promise<RevisionQueueRow[]> {
  const oldestFirst = status === 'pending';
  const key = sql`(${profileRevisions.submittedAt}, ${profileRevisions.id})`;
  const cursor = after
    ? sql`(${after.submittedAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return queueRows(db)
    .where(
      and(
        eq(profileRevisions.status, status),
        cursor ? (oldestFirst ? sql`${key} > ${cursor}` : sql`${key} < ${cursor}`) : undefined,
      ),
    )
    .orderBy(
      ...(oldestFirst
        ? [asc(profileRevisions.submittedAt), asc(profileRevisions.id)]
        : [desc(profileRevisions.submittedAt), desc(profileRevisions.id)]),
    )
    .limit(limit);
}

export async function findRevisionRow(db: DbOrTx, id: string): Promise<RevisionQueueRow | undefined> {
  const [row] = await queueRows(db).where(eq(profileRevisions.id, id)).limit(1);
  return row;
}

export async function decideRevision(
  db: DbOrTx,
  id: string,
  decision: Pick<RevisionRow, 'status' | 'decidedAt' | 'decidedByUserId' | 'reason'>,
): Promise<RevisionRow> {
  const [row] = await db
    .update(profileRevisions)
    .set(decision)
    .where(eq(profileRevisions.id, id))
    .returning();
  return row!;
}
