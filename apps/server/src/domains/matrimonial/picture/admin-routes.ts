import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDoc as doc,
  adminErrors as errors,
  idParams as id,
  listAnswer,
  pageOf as page,
} from '../../../plugins/route-kit.ts';
import { adminPicture, adminPicturesQuery, cursorPage, rejectPictureBody } from '@samaj/shared';
import { adminCtxOf } from '../../admin/service.ts';
import { approvePicture, listPictureQueue, rejectPicture } from '../service.ts';

/** The office's picture queue, under /api/admin (admins only; registered by admin-routes.ts). */
export const pictureReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/pictures',
    {
      schema: {
        ...doc(
          'Pictures to review: status pending (the default, oldest first), approved or rejected (newest first)',
        ),
        querystring: adminPicturesQuery,
        response: { 200: cursorPage(adminPicture), ...errors },
      },
    },
    async (request) =>
      listAnswer(
        request,
        await listPictureQueue(adminCtxOf(request), {
          ...page(request.query),
          status: request.query.status,
        }),
      ),
  );
  app.post(
    '/pictures/:id/approve',
    {
      schema: {
        ...doc('Approves a picture: others may see it (by the owner’s photo_visibility); audited'),
        params: id,
        response: { 200: adminPicture, ...errors },
      },
    },
    async (request) => approvePicture(adminCtxOf(request), { id: request.params.id }),
  );
  app.post(
    '/pictures/:id/reject',
    {
      schema: {
        ...doc('Rejects a picture with a reason (the owner is notified); audited'),
        params: id,
        body: rejectPictureBody,
        response: { 200: adminPicture, ...errors },
      },
    },
    async (request) =>
      rejectPicture(adminCtxOf(request), { id: request.params.id, reason: request.body.reason }),
  );
};
