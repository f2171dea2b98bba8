import { todayInIndia } from '../../lib/clock.ts';
import type { Ctx } from '../../context.ts';
import type { Job } from '@samaj/shared';
import { notFound } from '../../lib/errors.ts';
import { buildCursorPage, decodeCursor, isUuid } from '../../lib/pagination.ts';
import { findPublishedJob, listPublishedJobs, type JobRow } from './repository.ts';

export function toJob(row: JobRow): Job {
  return {
    id: row.id,
    title: row.title,
    organisation: row.organisation,
    location: row.location,
    employment_type: row.employmentType,
    description: row.description,
    how_to_apply: row.howToApply,
    closes_on: row.closesOn,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

export async function listJobs(ctx: Ctx, input: { cursor?: string; perPage: number; url: URL }) {
  const { deps } = ctx;
  const after = decodeCursor(deps.cursors, input.cursor, { published_at: 'date', id: 'uuid' });
  const rows = await listPublishedJobs(
    deps.database.db,
    deps.clock.now(),
    todayInIndia(deps.clock),
    input.perPage + 1,
    after ? { publishedAt: new Date(after.published_at), id: after.id } : null,
  );
  return buildCursorPage(deps.cursors, rows, input.perPage, input.url, toJob, (r) => ({
    published_at: r.publishedAt!.toISOString(),
    id: r.id,
  }));
}

export async function getJob(ctx: Ctx, input: { id: string }): Promise<Job> {
  if (!isUuid(input.id)) throw notFound('Job');
  const row = await findPublishedJob(ctx.db, input.id, ctx.deps.clock.now());
  if (!row) throw notFound('Job');
  return toJob(row);
}
