import { devOutboxAnswer, devOutboxQuery } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutbox } from './service.ts';

/** GET /api/dev/outbox: the messages the outbox provider kept. Not registered in production. */
export const smsRoutes: FastifyPluginAsyncZod = async (app) => {
  if (!app.deps.config.DEV_ROUTES) return;
  app.get(
    '/api/dev/outbox',
    {
      schema: {
        tags: ['dev'],
        summary: 'Development only: text messages the outbox provider kept, newest first',
        querystring: devOutboxQuery,
        response: { 200: devOutboxAnswer },
      },
    },
    async (request) => listOutbox(app.deps, request.query.mobile),
  );
};
