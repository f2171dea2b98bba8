import {
  cursorPage,
  cursorQuery,
  matchCard,
  messageAnswer,
  pauseProfileBody,
  profile,
  profileCard,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../plugins/auth.ts';
import { listAnswer, pageOf } from '../../../plugins/route-kit.ts';
import * as service from '../service.ts';

import { errors, idParams, profileIdParams, security, tags } from '../route-kit.ts';

const noContent = { 204: z.null(), ...errors };

/** The active profile's shortlist, "not interested", recommendations; pausing an own profile. */
export const shortlistRoutes: FastifyPluginAsyncZod = async (app) => {
  // ---- shortlist and not interested: POST adds, DELETE removes (both idempotent, 204)
  const lists = [
    {
      path: 'shortlist',
      add: service.addToShortlist,
      remove: service.removeFromShortlist,
      summary: 'the shortlist of the active profile',
    },
    {
      path: 'not-interested',
      add: service.markNotInterested,
      remove: service.undoNotInterested,
      summary:
        'the profiles the active profile is not interested in (hidden from its search for NOT_INTERESTED_DAYS)',
    },
  ] as const;
  for (const list of lists) {
    app.post(
      `/${list.path}/:profileId`,
      {
        schema: {
          tags,
          security,
          summary: `Add to ${list.summary}`,
          params: profileIdParams,
          response: noContent,
        },
      },
      async (request, reply) => {
        await list.add(ctxOf(request), request.params);
        return reply.status(204).send(null);
      },
    );
    app.delete(
      `/${list.path}/:profileId`,
      {
        schema: {
          tags,
          security,
          summary: `Remove from ${list.summary}`,
          params: profileIdParams,
          response: noContent,
        },
      },
      async (request, reply) => {
        await list.remove(ctxOf(request), request.params);
        return reply.status(204).send(null);
      },
    );
  }

  app.get(
    `/profiles/shortlisted`,
    {
      schema: {
        tags,
        security,
        summary: 'The shortlist of the active profile, newest first',
        querystring: cursorQuery,
        response: { 200: cursorPage(profileCard), ...errors },
      },
    },
    async (request) =>
      listAnswer(request, await service.listShortlist(ctxOf(request), pageOf(request.query))),
  );

  // ---- recommendations
  app.get(
    `/recommendations`,
    {
      schema: {
        tags,
        security,
        summary: 'Up to 20 matches of the active profile approved since it last marked them seen',
        // 429: the day's allowance of cards, with the search's (SEARCH_CARDS_PER_DAY).
        response: {
          200: z.object({ data: z.array(matchCard), since: z.string() }),
          ...errors,
          429: messageAnswer,
        },
      },
    },
    async (request) => service.listRecommendations(ctxOf(request)),
  );
  app.post(
    `/recommendations/seen`,
    {
      schema: {
        tags,
        security,
        summary: 'The active profile has seen its recommendations (they are new no more)',
        response: noContent,
      },
    },
    async (request, reply) => {
      await service.markRecommendationsSeen(ctxOf(request));
      return reply.status(204).send(null);
    },
  );

  // ---- pause
  app.post(
    `/:id/pause`,
    {
      schema: {
        tags,
        security,
        summary: 'Pause an own profile (out of search, no new interests) or resume it',
        params: idParams,
        body: pauseProfileBody,
        response: { 200: profile, ...errors },
      },
    },
    async (request) => service.pauseProfile(ctxOf(request), { ...request.body, id: request.params.id }),
  );
};
