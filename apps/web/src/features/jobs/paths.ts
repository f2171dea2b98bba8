import { pathsUnder } from '../../lib/paths.ts';

/** The job page's route, at the site's root, declared once: the router and every link use it. */
export const jobsRoutes = {
  job: 'job/:id',
} as const;

const { withId } = pathsUnder('');

/** Addresses of the job pages. */
export const paths = {
  job: (id: string) => withId(jobsRoutes.job, id),
} as const;
