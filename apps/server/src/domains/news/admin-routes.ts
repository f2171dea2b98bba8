import multipart from '@fastify/multipart';
import {
  adminNews,
  adminNewsCreate,
  adminNewsUpdate,
  cursorPage,
  cursorQuery,
  messageAnswer,
  NEWS_LIMITS,
  publishRequest,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countUpload, readUploadedFile } from '../../lib/uploads.ts';
import {
  adminDoc as doc,
  adminErrors as errors,
  idParams as id,
  pageOf as page,
} from '../../plugins/route-kit.ts';
import { adminCtxOf } from '../admin/service.ts';
import {
  createNews,
  deleteNews,
  listNewsForAdmin,
  publishNews,
  setNewsImage,
  unpublishNews,
  updateNews,
} from './admin.ts';

/** The office's news routes, mounted at /api/admin/news (admins only) by app.ts. */
export const newsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The multipart parser for the picture upload (this plugin's scope only).
  if (!app.hasRequestDecorator('file')) await app.register(multipart);
  app.get(
    '',
    {
      schema: {
        ...doc('News items, drafts included, newest first'),
        querystring: cursorQuery,
        response: { 200: cursorPage(adminNews), ...errors },
      },
    },
    async (request) => listNewsForAdmin(adminCtxOf(request), page(request, request.query)),
  );
  app.post(
    '',
    {
      schema: {
        ...doc('A new news item (a draft)'),
        body: adminNewsCreate,
        response: { 201: adminNews, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await createNews(adminCtxOf(request), request.body)),
  );
  app.put(
    '/:id',
    {
      schema: {
        ...doc('Changes a news item (the fields given)'),
        params: id,
        body: adminNewsUpdate,
        response: { 200: adminNews, ...errors },
      },
    },
    async (request) => updateNews(adminCtxOf(request), { ...request.body, id: request.params.id }),
  );
  app.delete(
    '/:id',
    { schema: { ...doc('Deletes a news item'), params: id, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteNews(adminCtxOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );
  app.post(
    '/:id/publish',
    {
      schema: {
        ...doc('Publishes a news item now; notify pushes it to topic news'),
        params: id,
        body: publishRequest,
        response: { 200: adminNews, ...errors },
      },
    },
    async (request) =>
      publishNews(adminCtxOf(request), { id: request.params.id, notify: request.body?.notify }),
  );
  app.post(
    '/:id/unpublish',
    {
      schema: {
        ...doc('Takes a news item back to draft'),
        params: id,
        response: { 200: adminNews, ...errors },
      },
    },
    async (request) => unpublishNews(adminCtxOf(request), { id: request.params.id }),
  );
  app.post(
    '/:id/image',
    {
      schema: {
        ...doc('Sets the picture of a news item (multipart `image`: JPEG, PNG or WebP, at most 10 MB)'),
        consumes: ['multipart/form-data'],
        params: id,
        response: { 200: adminNews, 413: messageAnswer, 429: messageAnswer, ...errors },
      },
    },
    async (request) => {
      await countUpload(adminCtxOf(request));
      const upload = await readUploadedFile(request, 'image', {
        fileSize: NEWS_LIMITS.maxImageBytes,
        files: 1,
        fields: 10,
      });
      return setNewsImage(adminCtxOf(request), { id: request.params.id, upload });
    },
  );
};
