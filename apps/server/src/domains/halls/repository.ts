import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hallPrices, halls } from '../../db/schema/index.ts';

export type HallRow = typeof halls.$inferSelect;
export type HallPriceRow = typeof hallPrices.$inferSelect;

export async function listHallRows(db: DbOrTx): Promise<{ hall: HallRow; prices: HallPriceRow[] }[]> {
  const rows = await db.select().from(halls).orderBy(asc(halls.sortOrder), asc(halls.name));
  if (rows.length === 0) return [];
  const prices = await db
    .select()
    .from(hallPrices)
    .where(
      inArray(
        hallPrices.hallId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((hall) => ({ hall, prices: prices.filter((p) => p.hallId === hall.id) }));
}

export async function findHallRow(db: DbOrTx, id: string) {
  const [hall] = await db.select().from(halls).where(eq(halls.id, id)).limit(1);
  if (!hall) return undefined;
  const prices = await db.select().from(hallPrices).where(eq(hallPrices.hallId, id));
  return { hall, prices };
}

export async function findHallRows(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  const rows = await db.select().from(halls).where(inArray(halls.id, ids));
  if (rows.length === 0) return [];
  const prices = await db
    .select()
    .from(hallPrices)
    .where(
      inArray(
        hallPrices.hallId,
        rows.map((r) => r.id),
      ),
    );
  return rows.map((hall) => ({ hall, prices: prices.filter((p) => p.hallId === hall.id) }));
}
