import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { places } from '../../db/schema/index.ts';

/** The places table: queries only (places.ts holds the rules). */

export type PlaceRow = typeof places.$inferSelect;
export type NewPlace = typeof places.$inferInsert;

export const listPlaces = (db: DbOrTx): Promise<PlaceRow[]> =>
  db.select().from(places).orderBy(asc(places.nameEn));

export async function findPlace(db: DbOrTx, id: string): Promise<PlaceRow | undefined> {
  const [row] = await db.select().from(places).where(eq(places.id, id)).limit(1);
  return row;
}

export async function insertPlace(db: DbOrTx, values: NewPlace): Promise<PlaceRow | undefined> {
  const [row] = await db.insert(places).values(values).onConflictDoNothing().returning();
  return row;
}

/** Adds the places of the list that are missing (a place the office already has is left as it is). */
export async function insertMissingPlaces(db: DbOrTx, values: NewPlace[]): Promise<void> {
  if (values.length > 0) await db.insert(places).values(values).onConflictDoNothing();
}
