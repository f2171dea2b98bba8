import { adminRefundBody, booking, messageAnswer } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc as doc, adminErrors as errors, idParams as id } from '../../../plugins/route-kit.ts';
import { adminCtxOf } from '../../admin/service.ts';
import { refundByAdmin } from '../service.ts';

/** The office's refund of part of what a booking paid, under /api/admin. */
export const refundAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/bookings/:id/refund',
    {
      schema: {
        ...doc('Refunds part of what was paid (never more than paid minus refunded), with a reason'),
        params: id,
        body: adminRefundBody,
        response: { 200: booking, 409: messageAnswer, ...errors },
      },
    },
    async (request) => refundByAdmin(adminCtxOf(request), { id: request.params.id, ...request.body }),
  );
};
