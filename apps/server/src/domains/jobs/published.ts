import { todayInIndia } from '../../lib/clock.ts';
import type { Ctx } from '../../context.ts';
import { inLanguage, type Job, JOB_TEXT_FIELDS, type Language, ORIGINAL_LANGUAGE } from '@samaj/shared';
import { notFound } from '../../lib/errors.ts';
import { isUuid, type PageInput } from '../../lib/pagination.ts';
import { publishedPage } from '../../lib/published-page.ts';
import { findPublishedJob, listPublishedJobs, type JobRow } from './repository.ts';

/** The job as the office wrote it (the English original). */
export function originalJob(row: JobRow): Omit<Job, 'language'> {
  return {
    id: row.id,
    title: row.title,
    organisation: row.organisation,
    location: row.location,
    employment_type: row.employmentType,
    description: row.description,
    how_to_apply: row.howToApply,
    closes_on: row.closesOn,
    apply_phone: row.applyPhone,
    apply_whatsapp: row.applyWhatsapp,
    published_at: row.publishedAt?.toISOString() ?? null,
  };
}

/** The job in the reader's language when the office wrote that version, else the original. */
export const toJob = (row: JobRow, lang: Language = ORIGINAL_LANGUAGE): Job =>
  inLanguage(originalJob(row), row.translations, JOB_TEXT_FIELDS, lang);

export const listJobs = (ctx: Ctx, input: PageInput & { lang?: Language }) =>
  publishedPage(
    ctx,
    input,
    (limit, after) =>
      listPublishedJobs(
        ctx.deps.database.db,
        ctx.deps.clock.now(),
        todayInIndia(ctx.deps.clock),
        limit,
        after,
      ),
    (row) => toJob(row, input.lang),
  );

export async function getJob(ctx: Ctx, input: { id: string; lang?: Language }): Promise<Job> {
  if (!isUuid(input.id)) throw notFound('Job');
  const row = await findPublishedJob(ctx.db, input.id, ctx.deps.clock.now());
  if (!row) throw notFound('Job');
  return toJob(row, input.lang);
}
