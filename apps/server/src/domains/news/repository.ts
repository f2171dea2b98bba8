import { and, desc, eq, isNotNull, lt, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentStore } from '../../db/content-store.ts';
import { news } from '../../db/schema/index.ts';

export type NewsRow = typeof news.$inferSelect;

export async function listPublishedNews(
  db: DbOrTx,
  now: Date,
  limit: number,
  after: { publishedAt: Date; id: string } | null,
): Promise<NewsRow[]> {
  const published = and(isNotNull(news.publishedAt), lte(news.publishedAt, now));
  const keyset = after
    ? or(
        lt(news.publishedAt, after.publishedAt),
        and(eq(news.publishedAt, after.publishedAt), lt(news.id, after.id)),
      )
    : undefined;
  return db
    .select()
    .from(news)
    .where(and(published, keyset))
    .orderBy(desc(news.publishedAt), desc(news.id))
    .limit(limit);
}

export async function findPublishedNews(db: DbOrTx, id: string, now: Date): Promise<NewsRow | undefined> {
  const [row] = await db
    .select()
    .from(news)
    .where(and(eq(news.id, id), isNotNull(news.publishedAt), lte(news.publishedAt, now)))
    .limit(1);
  return row;
}

/** The office's handling of the table: every item, drafts included (db/content-store.ts). */
export const newsStore = contentStore(news);
