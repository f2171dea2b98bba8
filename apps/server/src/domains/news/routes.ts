import { cursorPage, cursorQuery, messageAnswer, news } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendCached } from '../../lib/public-cache.ts';
import { requestUrl } from '../../lib/request-url.ts';
import { getNews, listNews } from './service.ts';

const newsPage = cursorPage(news);

export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/news',
    {
      schema: {
        tags: ['public'],
        summary: 'Published news, newest first',
        querystring: cursorQuery,
        response: { 200: newsPage, 422: messageAnswer },
      },
    },
    async (request, reply) => {
      const url = requestUrl(request);
      // The answer's links carry the host and scheme asked for, so the whole URL is the key.
      const answer = await app.deps.cache.get(`news ${url.href}`, newsPage, async () => ({
        value: await listNews(app.deps, {
          cursor: request.query.cursor,
          perPage: request.query.per_page ?? 20,
          url,
        }),
      }));
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/api/news/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'One published news item',
        params: z.object({ id: z.string() }),
        response: { 200: news, 404: messageAnswer },
      },
    },
    async (request) => getNews(app.deps, request.params.id),
  );
};
