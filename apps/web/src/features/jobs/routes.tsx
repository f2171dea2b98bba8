import type { RouteObject } from 'react-router';
import { jobsRoutes as at } from './paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** A job's page: its own chunk, which the home page (the first load) does not need. */
export const jobsRouteObjects: RouteObject[] = [
  {
    path: at.job,
    lazy: lazyPage(
      () => import('./routes/job-page.tsx'),
      (m) => m.JobPage,
    ),
  },
];
