import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc as doc, adminErrors as errors, idParams as id } from '../../../plugins/route-kit.ts';
import { adminProfile, verifyProfileBody } from '@samaj/shared';
import { adminCtxOf } from '../../admin/service.ts';
import { unverifyProfile, verifyProfile } from '../service.ts';

/** The office's verification of a family, under /api/admin: verify, take it away. */
export const verificationAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/profiles/:id/verify',
    {
      schema: {
        ...doc('Marks a profile verified by the jamat (after checking the family at the office); audited'),
        params: id,
        body: verifyProfileBody,
        response: { 200: adminProfile, ...errors },
      },
    },
    async (request) =>
      verifyProfile(adminCtxOf(request), { id: request.params.id, note: request.body?.note }),
  );
  app.delete(
    '/profiles/:id/verify',
    {
      schema: {
        ...doc("Takes a profile's verification away; audited"),
        params: id,
        response: { 200: adminProfile, ...errors },
      },
    },
    async (request) => unverifyProfile(adminCtxOf(request), { id: request.params.id }),
  );
};
