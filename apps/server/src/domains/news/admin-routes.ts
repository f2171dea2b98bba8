import multipart from '@fastify/multipart';
import { adminNews, adminNewsCreate, adminNewsUpdate, messageAnswer, NEWS_LIMITS } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contentOfficeRoutes } from '../../lib/content-admin-routes.ts';
import { countUpload, readUploadedFile } from '../../lib/uploads.ts';
import { adminDoc as doc, adminErrors as errors, idParams as id } from '../../plugins/route-kit.ts';
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

/**
 * The office's news routes, mounted at /api/admin/news (admins only) by app.ts: the six every content
 * kind has (lib/content-admin-routes.ts), and the picture upload.
 */
export const newsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  // The multipart parser for the picture upload (this plugin's scope only).
  if (!app.hasRequestDecorator('file')) await app.register(multipart);
  contentOfficeRoutes(app, {
    names: { one: 'a news item', many: 'News items' },
    answer: adminNews,
    create: adminNewsCreate,
    update: adminNewsUpdate,
    verbs: {
      list: listNewsForAdmin,
      create: createNews,
      update: updateNews,
      remove: deleteNews,
      publish: publishNews,
      unpublish: unpublishNews,
    },
  });
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
