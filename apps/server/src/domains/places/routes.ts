import { messageAnswer, place, placesQuery } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../plugins/auth.ts';
import { ensureSeedPlaces, listPlaces } from './places.ts';

/**
 * GET /api/places, public: the names of towns are no one's private data, and the list is asked for
 * before any profile exists (the profile form, registration); the same answer for everyone, so it can
 * be cached (an hour: the office adds a town rarely).
 */
export const placeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onReady', () => ensureSeedPlaces(app.deps.database.db));
  app.get(
    '',
    {
      schema: {
        tags: ['public'],
        summary: 'The places the community lives in, named in en, gu, hi and ur; q finds by any of them',
        querystring: placesQuery,
        response: { 200: z.array(place), 422: messageAnswer },
      },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'public, max-age=3600');
      return listPlaces(ctxOf(request), { q: request.query.q });
    },
  );
};
