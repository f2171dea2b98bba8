import { hall } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../plugins/auth.ts';
import { sendCached } from '../../lib/public-cache.ts';
import { readerLanguage } from '../../plugins/reader-language.ts';
import { listHalls } from './list.ts';

const hallList = z.array(hall);

export const hallRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['public'],
        summary:
          "Every hall with its prices per booking user type, its address and slot hours, in the reader's language where the office wrote it",
        response: { 200: hallList },
      },
    },
    async (request, reply) => {
      const lang = await readerLanguage(request, reply);
      const answer = await app.deps.cache.get(`halls ${lang}`, hallList, async () => ({
        value: await listHalls(ctxOf(request), { lang }),
      }));
      return sendCached(request, reply, answer);
    },
  );
};
