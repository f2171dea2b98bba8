import multipart from '@fastify/multipart';
import {
  blockedCard,
  createProfileBody,
  cursorPage,
  cursorQuery,
  filterProfileQuery,
  interest,
  matchCard,
  MATRIMONIAL_LIMITS,
  messageAnswer,
  picture,
  profile,
  publicProfile,
  replyInterestBody,
  reportProfileBody,
  sendInterestBody,
  updateProfileBody,
  viewCard,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { compiledOkSerializer } from '../../lib/compiled-serializer.ts';
import { requestUrl } from '../../lib/request-url.ts';
import { readUploadedFile } from '../../lib/uploads.ts';
import { currentUser } from '../../plugins/auth.ts';
import * as service from './service.ts';

const M = '/api/matrimonial';
const idParams = z.object({ id: z.string() });
const pictureParams = z.object({ id: z.string(), pictureId: z.string() });
const profileIdParams = z.object({ profileId: z.string() });
const interestParams = z.object({ interestId: z.string() });
const errors = {
  401: messageAnswer,
  403: messageAnswer,
  404: messageAnswer,
  409: messageAnswer,
  422: messageAnswer,
};
const tags = ['matrimonial'];
const security = [{ bearer: [] }];

export const matrimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here (this plugin's scope only): one file per request, at most 10 MB.
  await app.register(multipart, {
    limits: { fileSize: MATRIMONIAL_LIMITS.maxPictureBytes, files: 1, fields: 5 },
  });

  // onRequest: a caller without a token gets 401 before any body validation (422).
  const auth = { config: { auth: 'user' as const } };
  const page = (request: Parameters<typeof requestUrl>[0], q: { cursor?: string; per_page?: number }) => ({
    cursor: q.cursor,
    perPage: q.per_page ?? 20,
    url: requestUrl(request),
  });

  // ---- profiles
  app.post(
    `${M}/create-profile`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Create a profile (not approved)',
        body: createProfileBody,
        response: { 201: profile, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await service.createProfile(app.deps, currentUser(request).user.id, request.body)),
  );

  app.post(
    `${M}/update-profile/:id`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Update an own profile; a change of name, gender or date of birth clears approval',
        params: idParams,
        body: updateProfileBody,
        response: { 200: profile, ...errors },
      },
    },
    async (request) =>
      service.updateProfile(app.deps, currentUser(request).user.id, request.params.id, request.body),
  );

  app.get(
    `${M}/get-profile/:id`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'An own profile in full, or an approved profile as others see it',
        params: idParams,
        response: { 200: z.union([profile, publicProfile]), ...errors },
      },
    },
    async (request) => service.getProfile(app.deps, currentUser(request).user.id, request.params.id),
  );

  app.get(
    `${M}/set-default-profile/:id`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Make an own profile the active one',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.setDefaultProfile(app.deps, currentUser(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    `${M}/delete-profile/:id`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Delete an own profile with its pictures, views and interests',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteProfile(app.deps, currentUser(request).user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---- pictures
  app.get(
    `${M}/:id/pictures`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "A profile's pictures",
        params: idParams,
        response: { 200: z.array(picture), ...errors },
      },
    },
    async (request) => service.listPictures(app.deps, currentUser(request).user.id, request.params.id),
  );

  app.post(
    `${M}/:id/pictures`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Upload a picture (multipart field `picture`: JPEG, PNG or WebP, up to 10 MB)',
        consumes: ['multipart/form-data'],
        params: idParams,
        response: { 201: picture, 413: messageAnswer, ...errors },
      },
    },
    async (request, reply) => {
      const buffer = await readUploadedFile(request, 'picture');
      const answer = await service.addPicture(
        app.deps,
        currentUser(request).user.id,
        request.params.id,
        buffer,
      );
      return reply.status(201).send(answer);
    },
  );

  app.delete(
    `${M}/:id/pictures/:pictureId`,
    {
      ...auth,
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
      await service.deletePicture(app.deps, currentUser(request).user.id, id, pictureId);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `${M}/:id/pictures/:pictureId/primary`,
    {
      ...auth,
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
      await service.setPrimaryPicture(app.deps, currentUser(request).user.id, id, pictureId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${M}/picture-files/:pictureId/:variant`,
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
      },
    },
    async (request, reply) => {
      const body = await service.readPictureFile(app.deps, {
        ...request.params,
        query: request.query,
        bearerUserId: request.auth?.user.id ?? null,
      });
      return reply
        .header('Content-Type', 'image/webp')
        .header('Cache-Control', 'private, max-age=3600')
        .header('Cross-Origin-Resource-Policy', 'cross-origin')
        .send(body);
    },
  );

  // ---- matching
  app.get(
    `${M}/mm/filter-profile/:id`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Matching profiles for the active profile; the filters given are saved as its preferences',
        params: idParams,
        querystring: filterProfileQuery,
        response: { 200: cursorPage(matchCard), ...errors },
      },
      // The hottest read of the app: its answer is written by a compiled serializer (decision 015).
      serializerCompiler: compiledOkSerializer,
    },
    async (request) =>
      service.filterProfiles(
        app.deps,
        currentUser(request).user.id,
        request.params.id,
        request.query,
        requestUrl(request),
      ),
  );

  // ---- views
  for (const direction of ['viewed-by-me', 'my-viewers'] as const) {
    app.get(
      `${M}/profiles/${direction}`,
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            direction === 'viewed-by-me'
              ? 'Profiles the active profile viewed'
              : 'Who viewed the active profile',
          querystring: cursorQuery,
          response: { 200: cursorPage(viewCard), ...errors },
        },
      },
      async (request) =>
        service.listViews(app.deps, currentUser(request).user.id, direction, page(request, request.query)),
    );
  }

  // ---- interests
  app.post(
    `${M}/send-interest/:id`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Send an interest from the active profile',
        params: idParams,
        body: sendInterestBody,
        response: { 201: interest, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await service.sendInterest(
            app.deps,
            currentUser(request).user.id,
            request.params.id,
            request.body?.message,
          ),
        ),
  );

  app.post(
    `${M}/reply-interest/:interestId`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Accept or decline an interest received',
        params: interestParams,
        body: replyInterestBody,
        response: { 200: interest, ...errors },
      },
    },
    async (request) =>
      service.replyInterest(
        app.deps,
        currentUser(request).user.id,
        request.params.interestId,
        request.body.reply,
      ),
  );

  app.post(
    `${M}/withdraw-interest/:interestId`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Withdraw a pending interest sent',
        params: interestParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.withdrawInterest(app.deps, currentUser(request).user.id, request.params.interestId);
      return reply.status(204).send(null);
    },
  );

  for (const [path, direction] of [
    ['interested-in-me', 'received'],
    ['interests-sent-by-me', 'sent'],
  ] as const) {
    app.get(
      `${M}/profiles/${path}`,
      {
        ...auth,
        schema: {
          tags,
          security,
          summary:
            direction === 'received'
              ? 'Interests received by the active profile'
              : 'Interests sent by the active profile',
          querystring: cursorQuery,
          response: { 200: cursorPage(interest), ...errors },
        },
      },
      async (request) =>
        service.listInterests(
          app.deps,
          currentUser(request).user.id,
          direction,
          page(request, request.query),
        ),
    );
  }

  // ---- block and report (docs/api-extensions.md)
  app.post(
    `${M}/block/:profileId`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Block a profile (both ways)',
        params: profileIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.blockProfile(app.deps, currentUser(request).user.id, request.params.profileId);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    `${M}/block/:profileId`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Unblock a profile',
        params: profileIdParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.unblockProfile(app.deps, currentUser(request).user.id, request.params.profileId);
      return reply.status(204).send(null);
    },
  );

  app.get(
    `${M}/blocked`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: "The profiles the caller's user blocked, newest block first",
        querystring: cursorQuery,
        response: { 200: cursorPage(blockedCard), ...errors },
      },
    },
    async (request) =>
      service.listBlocks(app.deps, currentUser(request).user.id, page(request, request.query)),
  );

  app.post(
    `${M}/report/:profileId`,
    {
      ...auth,
      schema: {
        tags,
        security,
        summary: 'Report a fake or unsuitable profile to the admins',
        params: profileIdParams,
        body: reportProfileBody,
        response: { 201: messageAnswer, ...errors },
      },
    },
    async (request, reply) => {
      await service.reportProfile(
        app.deps,
        currentUser(request).user.id,
        request.params.profileId,
        request.body.reason,
      );
      return reply.status(201).send({ message: 'Thank you: the report was sent to the admins.' });
    },
  );
};
