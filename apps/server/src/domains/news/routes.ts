import { ctxOf } from '../../plugins/auth.ts';
import { cursorPage, cursorQuery, messageAnswer, news } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound } from '../../lib/errors.ts';
import { fileAnswer } from '../../plugins/ops-openapi.ts';
import { sendCached } from '../../lib/public-cache.ts';
import { linkedPage } from '../../lib/pagination.ts';
import { requestUrl } from '../../lib/request-url.ts';
import { pageOf } from '../../plugins/route-kit.ts';
import { readerLanguage } from '../../plugins/reader-language.ts';
import { getNews, listNews, readNewsImage } from './published.ts';

const newsPage = cursorPage(news);

/** GET /api/news and /api/news/:id: the published news. */
export const newsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        tags: ['public'],
        summary: "Published news, newest first, in the reader's language where the office wrote it",
        querystring: cursorQuery,
        response: { 200: newsPage, 422: messageAnswer },
      },
    },
    async (request, reply) => {
      const url = requestUrl(request);
      const lang = await readerLanguage(request, reply);
      // The answer's links carry the path and query asked for, so the whole URL is the key, with
      // the language the texts are read in.
      const answer = await app.deps.cache.get(`news ${lang} ${url.href}`, newsPage, async () => ({
        value: linkedPage(await listNews(ctxOf(request), { ...pageOf(request.query), lang }), url),
      }));
      return sendCached(request, reply, answer);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['public'],
        summary: 'One published news item',
        params: z.object({ id: z.string() }),
        response: { 200: news, 404: messageAnswer },
      },
    },
    async (request, reply) =>
      getNews(ctxOf(request), { id: request.params.id, lang: await readerLanguage(request, reply) }),
  );
};

/** GET /api/news-images/:file: news pictures are public, like the news. */
export const newsImageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/:file',
    {
      schema: {
        tags: ['public'],
        summary: 'A news picture (WebP)',
        params: z.object({ file: z.string() }),
        response: { 200: fileAnswer('image/webp', 'The picture'), 404: messageAnswer },
      },
    },
    async (request, reply) => {
      const bytes = await readNewsImage(ctxOf(request), { file: request.params.file });
      if (!bytes) throw notFound('Image');
      // The name is new for every upload, so the bytes behind it never change.
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(bytes);
    },
  );
};
