import { todayInIndia } from '../../lib/clock.ts';
import { fieldError } from '../../lib/errors.ts';
import {
  type AdminJob,
  type AdminJobCreate,
  type AdminJobUpdate,
  keptTranslations,
  normaliseMobile,
} from '@samaj/shared';
import type { Ctx } from '../../context.ts';
import { contentAdmin, given, withTimes } from '../../lib/content-admin.ts';
import { pushToTopic } from '../push/service.ts';
import { type JobRow, jobStore } from './repository.ts';
import { originalJob } from './published.ts';

/** Jobs as the office writes them: drafts, publishing (with a push). */

/** The English original with its versions in gu, hi and ur, as the office edits it. */
export const toAdminJob = (row: JobRow): AdminJob =>
  withTimes({ ...originalJob(row), translations: row.translations }, row);

/** A number as stored: E.164 (the schema has checked it is one), null for none, undefined for "unchanged". */
const phoneOf = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value === '' ? null : normaliseMobile(value);

const jobs = contentAdmin({
  entity: 'job',
  label: 'Job',
  store: jobStore,
  toAdmin: toAdminJob,
  announce: (ctx, item) =>
    pushToTopic(ctx, {
      topic: 'news',
      message: {
        title: item.title,
        body: [item.organisation, item.location].filter(Boolean).join(', ') || item.description.slice(0, 140),
        data: { type: 'job', id: item.id },
      },
    }),
});

export const listJobsForAdmin = jobs.list;
/** Publishes now; `notify` pushes the job to topic `news` (the app's one topic) as `{type: 'job', id}`. */
export const publishJob = jobs.publish;
export const unpublishJob = jobs.unpublish;

/** A closing date already past would publish a job nobody can apply to: 422 on closes_on. */
function checkClosesOn(ctx: Ctx, closesOn: string | null | undefined) {
  if (closesOn && closesOn < todayInIndia(ctx.deps.clock)) {
    throw fieldError('closes_on', 'closingDatePassed');
  }
}

export const createJob = async (ctx: Ctx, input: AdminJobCreate): Promise<AdminJob> => {
  checkClosesOn(ctx, input.closes_on);
  return jobs.create(ctx, {
    title: input.title,
    organisation: input.organisation,
    location: input.location,
    employmentType: input.employment_type,
    description: input.description,
    howToApply: input.how_to_apply,
    closesOn: input.closes_on ?? null,
    applyPhone: phoneOf(input.apply_phone) ?? null,
    applyWhatsapp: phoneOf(input.apply_whatsapp) ?? null,
    translations: keptTranslations(input.translations),
  });
};

export const updateJob = async (ctx: Ctx, input: AdminJobUpdate & { id: string }): Promise<AdminJob> => {
  checkClosesOn(ctx, input.closes_on);
  return jobs.update(ctx, {
    id: input.id,
    set: given({
      title: input.title,
      organisation: input.organisation,
      location: input.location,
      employmentType: input.employment_type,
      description: input.description,
      howToApply: input.how_to_apply,
      closesOn: input.closes_on,
      applyPhone: phoneOf(input.apply_phone),
      applyWhatsapp: phoneOf(input.apply_whatsapp),
      translations: input.translations && keptTranslations(input.translations),
    }),
  });
};

export async function deleteJob(ctx: Ctx, input: { id: string }): Promise<void> {
  await jobs.remove(ctx, input);
}
