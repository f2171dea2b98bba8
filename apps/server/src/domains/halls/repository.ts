import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { hallPrices, halls } from '../../db/schema/index.ts';

export type HallRow = typeof halls.$inferSelect;
export type HallPriceRow = typeof hallPrices.$inferSelect;

/**
 * Each hall with its prices, in one query (a json_agg per hall): GET /api/hall is one round trip.
 * json_build_object keeps the row's own names, so callers see the same HallPriceRow shape.
 */
const pricesOfHall = sql<HallPriceRow[]>`coalesce((
  select json_agg(json_build_object('hallId', p.hall_id, 'userType', p.user_type, 'amount', p.amount,
    'deposit', p.deposit) order by p.user_type)
  from ${hallPrices} p where p.hall_id = ${halls.id}), '[]'::json)`;

export async function listHallRows(db: DbOrTx): Promise<{ hall: HallRow; prices: HallPriceRow[] }[]> {
  return db
    .select({ hall: halls, prices: pricesOfHall })
    .from(halls)
    .orderBy(asc(halls.sortOrder), asc(halls.name));
}

export async function findHallRows(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ hall: halls, prices: pricesOfHall }).from(halls).where(inArray(halls.id, ids));
}

// ---- the office's changes ----

export async function lockHall(db: DbOrTx, id: string) {
  const [hall] = await db.select().from(halls).where(eq(halls.id, id)).for('update');
  if (!hall) return undefined;
  const prices = await db.select().from(hallPrices).where(eq(hallPrices.hallId, id));
  return { hall, prices };
}

export async function nextHallSortOrder(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(max(${halls.sortOrder}), -1)::int + 1` })
    .from(halls);
  return row?.n ?? 0;
}

export async function insertHall(db: DbOrTx, values: typeof halls.$inferInsert): Promise<HallRow> {
  const [row] = await db.insert(halls).values(values).returning();
  return row!;
}

export async function updateHall(
  db: DbOrTx,
  id: string,
  set: Partial<typeof halls.$inferInsert>,
): Promise<HallRow> {
  const [row] = await db.update(halls).set(set).where(eq(halls.id, id)).returning();
  return row!;
}

/** Replaces the three prices (CM, M, NCM) of a hall. */
export async function replaceHallPrices(
  db: DbOrTx,
  hallId: string,
  prices: { userType: string; amount: number; deposit: number }[],
): Promise<HallPriceRow[]> {
  await db.delete(hallPrices).where(eq(hallPrices.hallId, hallId));
  return db
    .insert(hallPrices)
    .values(prices.map((p) => ({ ...p, hallId })))
    .returning();
}
