import { type AdminJob, type AdminJobCreate, type AdminJobUpdate } from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import { toJob } from '../jobs/service.ts';
import { contentAdmin, given, withTimes } from './content.ts';
import * as repo from './repository.ts';
import type { Actor } from './common.ts';

/** Jobs as the office writes them. */

// ---- jobs ----

export const toAdminJob = (row: repo.JobRow): AdminJob => withTimes(toJob(row), row);

export const jobs = contentAdmin({
  entity: 'job',
  label: 'Job',
  store: repo.jobStore,
  toAdmin: toAdminJob,
  notification: (item) => ({
    title: item.title,
    body: [item.organisation, item.location].filter(Boolean).join(', ') || item.description.slice(0, 140),
  }),
});

export const listJobsForAdmin = jobs.list;

export const createJob = (deps: AppDeps, actor: Actor, input: AdminJobCreate): Promise<AdminJob> =>
  jobs.create(deps, actor, {
    title: input.title,
    organisation: input.organisation,
    location: input.location,
    employmentType: input.employment_type,
    description: input.description,
    howToApply: input.how_to_apply,
    closesOn: input.closes_on ?? null,
  });

export const updateJob = (
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: AdminJobUpdate,
): Promise<AdminJob> =>
  jobs.update(
    deps,
    actor,
    id,
    given({
      title: input.title,
      organisation: input.organisation,
      location: input.location,
      employmentType: input.employment_type,
      description: input.description,
      howToApply: input.how_to_apply,
      closesOn: input.closes_on,
    }),
  );

export async function deleteJob(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  await jobs.remove(deps, actor, id);
}

/** Like publishNews; `notify` pushes the job to topic `news` (the app's one topic) as `{type: 'job', id}`. */
export const publishJob = jobs.publish;
export const unpublishJob = jobs.unpublish;
