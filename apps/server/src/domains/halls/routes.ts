import { hall } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../plugins/auth.ts';
import { sendCached } from '../../lib/public-cache.ts';
import { listHalls } from './list.ts';

const hallList = z.array(hall);

export const hallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['public'],
        summary: 'Every hall with its prices per booking user type',
        response: { 200: hallList },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await app.deps.cache.get('halls', hallList, async () => ({ value: await listHalls(ctxOf(request)) })),
      ),
  );
};
