import { refundPreview } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ctxOf } from '../../../plugins/auth.ts';
import { memberErrors as errors, params } from '../route-schemas.ts';
import { previewRefund } from '../service.ts';

/** What cancelling a confirmed booking would refund, for its owner. */
export const refundRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:id/refund-preview',
    {
      schema: {
        tags: ['booking'],
        summary: 'What cancelling this confirmed booking now would refund, and by which notice rule',
        params,
        response: { 200: refundPreview, ...errors },
      },
    },
    async (request) => previewRefund(ctxOf(request), { id: request.params.id }),
  );
};
