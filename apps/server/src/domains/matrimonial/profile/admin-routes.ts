import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDoc as doc,
  adminErrors as errors,
  idParams as id,
  listAnswer,
  pageOf as page,
} from '../../../plugins/route-kit.ts';
import {
  adminProfile,
  adminProfilesQuery,
  adminRejectProfileRequest,
  cursorPage,
  profile,
} from '@samaj/shared';
import { adminCtxOf } from '../../admin/service.ts';
import { approveProfile, listProfilesForAdmin, rejectProfile } from '../service.ts';

/** The office's review of profiles, under /api/admin: the list, approve, reject. */
export const profileAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/profiles',
    {
      schema: {
        ...doc('Profiles in full, newest first; status: pending, approved or rejected'),
        querystring: adminProfilesQuery,
        response: { 200: cursorPage(adminProfile), ...errors },
      },
    },
    async (request) =>
      listAnswer(
        request,
        await listProfilesForAdmin(adminCtxOf(request), {
          ...page(request.query),
          status: request.query.status,
        }),
      ),
  );
  app.post(
    '/profiles/:id/approve',
    {
      schema: {
        ...doc('Approves a profile (its owner is pushed)'),
        params: id,
        response: { 200: profile, ...errors },
      },
    },
    async (request) => approveProfile(adminCtxOf(request), { id: request.params.id }),
  );
  app.post(
    '/profiles/:id/reject',
    {
      schema: {
        ...doc('Rejects a profile with a reason (its owner is pushed)'),
        params: id,
        body: adminRejectProfileRequest,
        response: { 200: profile, ...errors },
      },
    },
    async (request) =>
      rejectProfile(adminCtxOf(request), {
        id: request.params.id,
        reason: request.body.reason,
      }),
  );
};
