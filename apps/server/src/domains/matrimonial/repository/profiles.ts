import { and, asc, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { preparedQuery } from '../../../db/prepared.ts';
import { profiles } from '../../../db/schema/index.ts';
import type { NewProfile, ProfileRow } from './rows.ts';

/** Profiles and their owners. */

const profileById = preparedQuery((db) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.id, sql.placeholder('id')))
    .limit(1)
    .prepare('profile_by_id'),
);

export async function findProfile(db: DbOrTx, id: string, lock = false): Promise<ProfileRow | undefined> {
  const [row] = lock
    ? await db.select().from(profiles).where(eq(profiles.id, id)).limit(1).for('update')
    : await profileById(db).execute({ id });
  return row;
}

export const findProfiles = (db: DbOrTx, ids: string[]) =>
  ids.length === 0 ? Promise.resolve([]) : db.select().from(profiles).where(inArray(profiles.id, ids));

export const listUserProfiles = (db: DbOrTx, userId: string) =>
  db
    .select()
    .from(profiles)
    .where(eq(profiles.userId, userId))
    .orderBy(asc(profiles.createdAt), asc(profiles.id));

const activeProfileOfUser = preparedQuery((db) =>
  db
    .select()
    .from(profiles)
    .where(and(eq(profiles.userId, sql.placeholder('userId')), eq(profiles.isLastSelected, true)))
    .limit(1)
    .prepare('active_profile_of_user'),
);

export async function findActiveProfile(db: DbOrTx, userId: string): Promise<ProfileRow | undefined> {
  const [row] = await activeProfileOfUser(db).execute({ userId });
  return row;
}

export async function insertProfile(db: DbOrTx, values: NewProfile): Promise<ProfileRow> {
  const [row] = await db.insert(profiles).values(values).returning();
  return row!;
}

export async function updateProfile(
  db: DbOrTx,
  id: string,
  values: Partial<NewProfile>,
): Promise<ProfileRow> {
  const [row] = await db.update(profiles).set(values).where(eq(profiles.id, id)).returning();
  return row!;
}

export const deleteProfile = (db: DbOrTx, id: string) => db.delete(profiles).where(eq(profiles.id, id));

/** Makes `id` the user's only active profile (two statements: the unique index is checked per row). */
export async function setActiveProfile(db: DbOrTx, userId: string, id: string): Promise<void> {
  await db
    .update(profiles)
    .set({ isLastSelected: false })
    .where(and(eq(profiles.userId, userId), eq(profiles.isLastSelected, true), ne(profiles.id, id)));
  await db.update(profiles).set({ isLastSelected: true }).where(eq(profiles.id, id));
}

export async function listProfilesByStatus(
  db: DbOrTx,
  status: 'pending' | 'approved' | 'rejected' | undefined,
  limit: number,
  after: { createdAt: Date; id: string } | null,
): Promise<ProfileRow[]> {
  const where =
    status === 'approved'
      ? isNotNull(profiles.approvedOn)
      : status === 'rejected'
        ? and(isNull(profiles.approvedOn), isNotNull(profiles.rejectionReason))
        : status === 'pending'
          ? // Sent for approval and not answered: drafts wait with their owner.
            and(
              isNull(profiles.approvedOn),
              isNull(profiles.rejectionReason),
              isNotNull(profiles.submittedAt),
            )
          : undefined;
  const keyset = after
    ? sql`(${profiles.createdAt}, ${profiles.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  return db
    .select()
    .from(profiles)
    .where(and(where, keyset))
    .orderBy(desc(profiles.createdAt), desc(profiles.id))
    .limit(limit);
}
