import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDoc as doc,
  adminErrors as errors,
  idParams as id,
  listAnswer,
  pageOf as page,
} from '../../../plugins/route-kit.ts';
import {
  adminRevision,
  adminRevisionsQuery,
  cursorPage,
  messageAnswer,
  rejectRevisionBody,
} from '@samaj/shared';
import { adminCtxOf } from '../../admin/service.ts';
import { approveRevision, listRevisionQueue, rejectRevision } from '../service.ts';

/** The office's queue of profile changes, under /api/admin (admins only; registered by admin-routes.ts). */
export const revisionReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/revisions',
    {
      schema: {
        ...doc(
          'Changes to approved profiles’ free texts: status pending (the default, oldest first, with the approved texts they would replace), approved or rejected (newest first)',
        ),
        querystring: adminRevisionsQuery,
        response: { 200: cursorPage(adminRevision), ...errors },
      },
    },
    async (request) =>
      listAnswer(
        request,
        await listRevisionQueue(adminCtxOf(request), {
          ...page(request.query),
          status: request.query.status,
        }),
      ),
  );
  app.post(
    '/revisions/:id/approve',
    {
      schema: {
        ...doc('Approves a profile change: others read the new texts; the family is told; audited'),
        params: id,
        response: { 200: adminRevision, 409: messageAnswer, ...errors },
      },
    },
    async (request) => approveRevision(adminCtxOf(request), { id: request.params.id }),
  );
  app.post(
    '/revisions/:id/reject',
    {
      schema: {
        ...doc(
          'Rejects a profile change with a reason (the family is told; others keep the approved texts); audited',
        ),
        params: id,
        body: rejectRevisionBody,
        response: { 200: adminRevision, 409: messageAnswer, ...errors },
      },
    },
    async (request) =>
      rejectRevision(adminCtxOf(request), { id: request.params.id, reason: request.body.reason }),
  );
};
