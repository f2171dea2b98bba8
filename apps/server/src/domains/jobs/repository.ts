import { and, desc, eq, gte, isNotNull, isNull, lt, lte, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contentStore } from '../../db/content-store.ts';
import { jobs } from '../../db/schema/index.ts';

export type JobRow = typeof jobs.$inferSelect;

/** Published jobs still open on `today` (a job whose closing date has passed is not listed). */
export async function listPublishedJobs(
  db: DbOrTx,
  now: Date,
  today: string,
  limit: number,
  after: { publishedAt: Date; id: string } | null,
): Promise<JobRow[]> {
  const published = and(
    isNotNull(jobs.publishedAt),
    lte(jobs.publishedAt, now),
    or(isNull(jobs.closesOn), gte(jobs.closesOn, today)),
  );
  const keyset = after
    ? or(
        lt(jobs.publishedAt, after.publishedAt),
        and(eq(jobs.publishedAt, after.publishedAt), lt(jobs.id, after.id)),
      )
    : undefined;
  return db
    .select()
    .from(jobs)
    .where(and(published, keyset))
    .orderBy(desc(jobs.publishedAt), desc(jobs.id))
    .limit(limit);
}

export async function findPublishedJob(db: DbOrTx, id: string, now: Date): Promise<JobRow | undefined> {
  const [row] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.id, id), isNotNull(jobs.publishedAt), lte(jobs.publishedAt, now)))
    .limit(1);
  return row;
}

/** The office's handling of the table: every job, drafts included (db/content-store.ts). */
export const jobStore = contentStore(jobs);
