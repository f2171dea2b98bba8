import { and, asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client.ts';
import { profilePictures } from '../../../db/schema/index.ts';
import type { PictureRow } from './rows.ts';

/** Pictures of profiles. */

export const listPictures = (db: DbOrTx, profileId: string) =>
  db
    .select()
    .from(profilePictures)
    .where(eq(profilePictures.profileId, profileId))
    .orderBy(asc(profilePictures.createdAt), asc(profilePictures.id));

export async function countPictures(db: DbOrTx, profileId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(profilePictures)
    .where(eq(profilePictures.profileId, profileId));
  return row?.n ?? 0;
}

export async function insertPicture(
  db: DbOrTx,
  values: typeof profilePictures.$inferInsert,
): Promise<PictureRow> {
  const [row] = await db.insert(profilePictures).values(values).returning();
  return row!;
}

export async function findPicture(db: DbOrTx, id: string): Promise<PictureRow | undefined> {
  const [row] = await db.select().from(profilePictures).where(eq(profilePictures.id, id)).limit(1);
  return row;
}

export const deletePicture = (db: DbOrTx, id: string) =>
  db.delete(profilePictures).where(eq(profilePictures.id, id));

export async function setPrimaryPicture(db: DbOrTx, profileId: string, pictureId: string): Promise<void> {
  await db
    .update(profilePictures)
    .set({ isPrimary: false })
    .where(and(eq(profilePictures.profileId, profileId), eq(profilePictures.isPrimary, true)));
  await db.update(profilePictures).set({ isPrimary: true }).where(eq(profilePictures.id, pictureId));
}

export async function primaryPictures(db: DbOrTx, profileIds: string[]): Promise<Map<string, PictureRow>> {
  if (profileIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(profilePictures)
    .where(and(inArray(profilePictures.profileId, profileIds), eq(profilePictures.isPrimary, true)));
  return new Map(rows.map((r) => [r.profileId, r]));
}

/** Every picture of these profiles, primary first, oldest first. */
export async function picturesOfProfiles(db: DbOrTx, profileIds: string[]): Promise<PictureRow[]> {
  if (profileIds.length === 0) return [];
  return db
    .select()
    .from(profilePictures)
    .where(inArray(profilePictures.profileId, profileIds))
    .orderBy(desc(profilePictures.isPrimary), asc(profilePictures.createdAt), asc(profilePictures.id));
}
