import { messageAnswer, picture } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countUpload, readUploadedFile } from '../../../lib/uploads.ts';
import { ctxOf } from '../../../plugins/auth.ts';
import { fileAnswer } from '../../../plugins/ops-openapi.ts';
import * as service from '../service.ts';

import { errors, idParams, pictureParams, security, tags } from '../route-kit.ts';

/** A profile's pictures and the signed image files. */
export const picturesRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- pictures
  app.get(
    `/:id/pictures`,
    {
      schema: {
        tags,
        security,
        summary: "A profile's pictures",
        params: idParams,
        response: { 200: z.array(picture), ...errors },
      },
    },
    async (request) => service.listPictures(ctxOf(request), { profileId: request.params.id }),
  );

  app.post(
    `/:id/pictures`,
    {
      schema: {
        tags,
        security,
        summary: 'Upload a picture (multipart field `picture`: JPEG, PNG or WebP, up to 10 MB)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: picture, 413: messageAnswer, 429: messageAnswer, ...errors },
      },
    },
    async (request, reply) => {
      await countUpload(ctxOf(request));
      const buffer = await readUploadedFile(request, 'picture');
      const answer = await service.addPicture(ctxOf(request), {
        profileId: request.params.id,
        upload: buffer,
      });
      return reply.status(201).send(answer);
    },
  );

  app.delete(
    `/:id/pictures/:pictureId`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete a picture',
        params: pictureParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, pictureId } = request.params;
      await service.deletePicture(ctxOf(request), { profileId: id, pictureId });
      return reply.status(204).send(null);
    },
  );

  app.post(
    `/:id/pictures/:pictureId/primary`,
    {
      schema: {
        tags,
        security,
        summary: 'Make a picture the primary one',
        params: pictureParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const { id, pictureId } = request.params;
      await service.setPrimaryPicture(ctxOf(request), { profileId: id, pictureId });
      return reply.status(204).send(null);
    },
  );
};

/**
 * The picture files themselves: public routes, since an <img> sends no bearer token; the signed URL
 * is the check (a bearer token, when sent, names the viewer).
 */
export const pictureFileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `/picture-files/:pictureId/:variant`,
    {
      config: { auth: 'optional' },
      schema: {
        tags,
        summary: 'The image itself (WebP), through the signed URL of a picture answer',
        params: z.object({ pictureId: z.string(), variant: z.string() }),
        querystring: z.object({
          u: z.string().max(64).optional(),
          e: z.string().max(20).optional(),
          s: z.string().max(100).optional(),
        }),
        response: {
          200: fileAnswer('image/webp', 'The picture'),
          403: messageAnswer,
          404: messageAnswer,
        },
      },
    },
    async (request, reply) => {
      // ctxOf's actor is the bearer's user (null without a token); the signed URL names its viewer.
      const body = await service.readPictureFile(ctxOf(request), {
        ...request.params,
        query: request.query,
      });
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'private, max-age=3600')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(body);
    },
  );
};
