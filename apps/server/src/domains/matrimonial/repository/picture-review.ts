import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { profilePictures, profiles } from '../../../db/schema/index.ts';
import type { PictureRow } from './rows.ts';

/** The office's queue of pictures, and their review (the owner's profile is locked first). */

const queueRows = (db: DbOrTx) =>
  db
    .select({
      picture: profilePictures,
      profile: {
        id: profiles.id,
        userId: profiles.userId,
        firstName: profiles.firstName,
        lastName: profiles.lastName,
        firstNameLatin: profiles.firstNameLatin,
        lastNameLatin: profiles.lastNameLatin,
        gender: profiles.gender,
        approvedOn: profiles.approvedOn,
      },
    })
    .from(profilePictures)
    .innerJoin(profiles, eq(profiles.id, profilePictures.profileId));
export type QueueRow = Awaited<ReturnType<ReturnType<typeof queueRows>['execute']>>[number];

/**
 * Pictures of one status on profile_pictures_queue_idx: pending ones oldest first (the order they
 * came in), approved and rejected ones newest first; keyset on (created_at, id).
 */
export async function listPicturesByStatus(
  db: DbOrTx,
  status: 'pending' | 'approved' | 'rejected',
  limit: number,
  after: { createdAt: Date; id: string } | null,
): Promise<QueueRow[]> {
  const oldestFirst = status === 'pending';
  const key = sql`(${profilePictures.createdAt}, ${profilePictures.id})`;
  const cursor = after ? sql`(${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)` : undefined;
  return queueRows(db)
    .where(
      and(
        eq(profilePictures.status, status),
        cursor ? (oldestFirst ? sql`${key} > ${cursor}` : sql`${key} < ${cursor}`) : undefined,
      ),
    )
    .orderBy(
      ...(oldestFirst
        ? [asc(profilePictures.createdAt), asc(profilePictures.id)]
        : [desc(profilePictures.createdAt), desc(profilePictures.id)]),
    )
    .limit(limit);
}

export async function findQueueRow(db: DbOrTx, pictureId: string): Promise<QueueRow | undefined> {
  const [row] = await queueRows(db).where(eq(profilePictures.id, pictureId)).limit(1);
  return row;
}

export async function setPictureReview(
  db: DbOrTx,
  pictureId: string,
  review: Pick<PictureRow, 'status' | 'rejectionReason' | 'reviewedAt' | 'reviewedByUserId'>,
): Promise<PictureRow> {
  const [row] = await db
    .update(profilePictures)
    .set(review)
    .where(eq(profilePictures.id, pictureId))
    .returning();
  return row!;
}
