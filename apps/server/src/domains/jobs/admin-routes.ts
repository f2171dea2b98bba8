import {
  adminJob,
  adminJobCreate,
  adminJobUpdate,
  cursorPage,
  cursorQuery,
  publishRequest,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  adminDoc as doc,
  adminErrors as errors,
  idParams as id,
  pageOf as page,
} from '../../plugins/route-kit.ts';
import { adminCtxOf } from '../admin/service.ts';
import { createJob, deleteJob, listJobsForAdmin, publishJob, unpublishJob, updateJob } from './admin.ts';

/** The office's job routes, mounted at /api/admin/jobs (admins only) by app.ts. */
export const jobAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        ...doc('Jobs, drafts included, newest first'),
        querystring: cursorQuery,
        response: { 200: cursorPage(adminJob), ...errors },
      },
    },
    async (request) => listJobsForAdmin(adminCtxOf(request), page(request, request.query)),
  );
  app.post(
    '',
    {
      schema: { ...doc('A new job (a draft)'), body: adminJobCreate, response: { 201: adminJob, ...errors } },
    },
    async (request, reply) => reply.status(201).send(await createJob(adminCtxOf(request), request.body)),
  );
  app.put(
    '/:id',
    {
      schema: {
        ...doc('Changes a job (the fields given)'),
        params: id,
        body: adminJobUpdate,
        response: { 200: adminJob, ...errors },
      },
    },
    async (request) => updateJob(adminCtxOf(request), { ...request.body, id: request.params.id }),
  );
  app.delete(
    '/:id',
    { schema: { ...doc('Deletes a job'), params: id, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteJob(adminCtxOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/:id/publish',
    {
      schema: {
        ...doc('Publishes a job now; notify pushes it to topic news'),
        params: id,
        body: publishRequest,
        response: { 200: adminJob, ...errors },
      },
    },
    async (request) =>
      publishJob(adminCtxOf(request), { id: request.params.id, notify: request.body?.notify }),
  );
  app.post(
    '/:id/unpublish',
    { schema: { ...doc('Takes a job back to draft'), params: id, response: { 200: adminJob, ...errors } } },
    async (request) => unpublishJob(adminCtxOf(request), { id: request.params.id }),
  );
};
