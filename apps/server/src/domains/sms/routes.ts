import { ctxOf } from '../../plugins/auth.ts';
import { devOutboxAnswer, devOutboxQuery } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox } from './outbox.ts';

/** GET /api/dev/outbox: the messages the outbox provider kept. Registered only with DEV_ROUTES (app.ts). */
export const smsDevRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: text messages the outbox provider kept, newest first',
        querystring: devOutboxQuery,
        response: { 200: devOutboxAnswer },
      },
    },
    async (request) => listOutbox(ctxOf(request), { mobile: request.query.mobile }),
  );
};
