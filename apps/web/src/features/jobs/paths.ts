import { WEB_PAGES, webPaths } from '@samaj/shared';

/** The job page's route, at the site's root, from the public pages (packages/shared's web-paths.ts). */
export const jobsRoutes = {
  job: WEB_PAGES.job,
} as const;

/** Addresses of the job pages. */
export const paths = {
  job: webPaths.job,
} as const;
