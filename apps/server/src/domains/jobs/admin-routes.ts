import { adminJob, adminJobCreate, adminJobUpdate } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentOfficeRoutes } from '../../lib/content-admin-routes.ts';
import { createJob, deleteJob, listJobsForAdmin, publishJob, unpublishJob, updateJob } from './admin.ts';

/** The office's job routes, mounted at /api/admin/jobs (admins only) by app.ts. */
export const jobAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  contentOfficeRoutes(app, {
    names: { one: 'a job', many: 'Jobs' },
    answer: adminJob,
    create: adminJobCreate,
    update: adminJobUpdate,
    verbs: {
      list: listJobsForAdmin,
      create: createJob,
      update: updateJob,
      remove: deleteJob,
      publish: publishJob,
      unpublish: unpublishJob,
    },
  });
};
