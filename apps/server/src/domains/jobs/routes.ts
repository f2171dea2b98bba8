import { ctxOf } from '../../plugins/auth.ts';
import { cursorPage, cursorQuery, job, messageAnswer } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { listAnswer, pageOf } from '../../plugins/route-kit.ts';
import { readerLanguage } from '../../plugins/reader-language.ts';
import { getJob, listJobs } from './published.ts';

export const jobRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['public'],
        summary: 'Published job, newest first',
        querystring: cursorQuery,
        response: { 200: cursorPage(job), 422: messageAnswer },
      },
    },
    async (request, reply) =>
      listAnswer(
        request,
        await listJobs(ctxOf(request), {
          ...pageOf(request.query),
          lang: await readerLanguage(request, reply),
        }),
      ),
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'One published job',
        params: z.object({ id: z.string() }),
        response: { 200: job, 404: messageAnswer },
      },
    },
    async (request, reply) =>
      getJob(ctxOf(request), { id: request.params.id, lang: await readerLanguage(request, reply) }),
  );
};
