import type { RouteObject } from 'react-router';
import { jobsRoutes as at } from './paths.ts';
import { JobPage } from './routes/job-page.tsx';

/** The job page: public, so in the first chunk (not lazy). */
export const jobsRouteObjects: RouteObject[] = [{ path: at.job, Component: JobPage }];
