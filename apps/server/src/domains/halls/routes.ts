import { hall } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listHalls } from './service.ts';

export const hallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/hall',
    {
      schema: {
        tags: ['public'],
        summary: 'Every hall with its prices per booking user type',
        response: { 200: z.array(hall) },
      },
    },
    async () => listHalls(app.deps),
  );
};
