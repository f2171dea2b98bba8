import { desc, eq } from 'drizzle-orm';
import type { After } from '../lib/pagination.ts';
import type { DbOrTx } from './client.ts';
import { newestFirst } from './keyset.ts';
import type { jobs, news } from './schema/index.ts';

/**
 * The rows of a content table (news, jobs) as the office handles them: a page of all of them, newest
 * first; one locked for the rest of the transaction (two admins editing at once apply in turn);
 * insert, update, delete. Each table's repository makes its own (news/repository.ts, jobs/...).
 */
export interface ContentStore<Row, Insert> {
  listAll(db: DbOrTx, limit: number, after: After | null): Promise<Row[]>;
  lock(db: DbOrTx, id: string): Promise<Row | undefined>;
  insert(db: DbOrTx, values: Insert): Promise<Row>;
  update(db: DbOrTx, id: string, set: Partial<Insert>): Promise<Row>;
  remove(db: DbOrTx, id: string): Promise<void>;
}

export function contentStore<T extends typeof news | typeof jobs>(
  table: T,
): ContentStore<T['$inferSelect'], T['$inferInsert']> {
  type Row = T['$inferSelect'];
  // Drizzle's builders do not accept a table whose type is still generic; `t` is the same table.
  const t = table as typeof news;
  return {
    listAll: (db, limit, after) =>
      db
        .select()
        .from(t)
        .where(newestFirst(t.createdAt, t.id, after))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit) as Promise<Row[]>,
    async lock(db, id) {
      const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
      return row as Row | undefined;
    },
    async insert(db, values) {
      const [row] = await db
        .insert(t)
        .values(values as typeof news.$inferInsert)
        .returning();
      return row as Row;
    },
    async update(db, id, set) {
      const [row] = await db
        .update(t)
        .set(set as Partial<typeof news.$inferInsert>)
        .where(eq(t.id, id))
        .returning();
      return row as Row;
    },
    async remove(db, id) {
      await db.delete(t).where(eq(t.id, id));
    },
  };
}
