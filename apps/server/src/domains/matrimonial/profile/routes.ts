import {
  createProfileBody,
  messageAnswer,
  profile,
  publicProfile,
  transliterate,
  transliterateAnswer,
  transliterateQuery,
  updateProfileBody,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../plugins/auth.ts';
import * as service from '../service.ts';

import { errors, idParams, security, tags } from '../route-kit.ts';

/** Profiles of the caller: create, change, open, make active, delete, send for approval. */
export const profilesRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- profiles
  app.post(
    `/create-profile`,
    {
      schema: {
        tags,
        security,
        summary: 'Create a profile (not approved)',
        body: createProfileBody,
        response: { 201: profile, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await service.createProfile(ctxOf(request), request.body)),
  );

  // A suggestion only: the family sees it in the form and corrects it (docs/api.md "What families read").
  app.get(
    `/transliterate`,
    {
      schema: {
        tags,
        security,
        summary: 'A Latin-letter suggestion for a name written in Gujarati (gu) or Devanagari (hi)',
        querystring: transliterateQuery,
        response: { 200: transliterateAnswer, ...errors },
      },
    },
    async (request) => ({ latin: transliterate(request.query.text, request.query.from) }),
  );

  app.post(
    `/update-profile/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Update an own profile; a change of name, gender or date of birth clears approval',
        params: idParams,
        body: updateProfileBody,
        response: { 200: profile, ...errors },
      },
    },
    async (request) => service.updateProfile(ctxOf(request), { ...request.body, id: request.params.id }),
  );

  app.get(
    `/get-profile/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'An own profile in full, or an approved profile as others see it',
        params: idParams,
        // 429: PROFILE_VIEWS_PER_DAY other profiles opened today.
        response: { 200: z.union([profile, publicProfile]), ...errors, 429: messageAnswer },
      },
    },
    async (request) => service.getProfile(ctxOf(request), request.params),
  );

  app.get(
    `/set-default-profile/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Make an own profile the active one',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.setDefaultProfile(ctxOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    `/delete-profile/:id`,
    {
      schema: {
        tags,
        security,
        summary: 'Delete an own profile with its pictures, views and interests',
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteProfile(ctxOf(request), request.params);
      return reply.status(204).send(null);
    },
  );

  app.post(
    `/:id/submit`,
    {
      schema: {
        tags,
        security,
        summary:
          'Send an own draft for approval: 422 naming the missing fields when below the completeness minimum',
        params: idParams,
        response: { 200: profile, ...errors },
      },
    },
    async (request) => service.submitProfile(ctxOf(request), request.params),
  );
};
