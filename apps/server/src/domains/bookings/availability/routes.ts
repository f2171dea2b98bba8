import {
  availabilityAnswer,
  availabilityBody,
  availabilityNewAnswer,
  availabilityNewBody,
  messageAnswer,
  monthAvailabilityAnswer,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../plugins/auth.ts';
import { sendCached } from '../../../lib/public-cache.ts';
import { availabilityByHall, availabilityGrid, freeDatesOfMonth } from './availability.ts';

/**
 * Which dates the halls are free (public), mounted by app.ts beside the halls' list at /api/hall: what
 * is free is the bookings' to say (their holds, confirmed dates and blocks), so it lives here and the
 * halls domain knows nothing of bookings.
 */
export const availabilityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/check-availablility-month',
    {
      config: { readOnly: true },
      // The contract answers [] on any failure, malformed JSON included.
      errorHandler: (_error, _request, reply) => reply.status(200).send([]),
      schema: {
        tags: ['public'],
        summary: 'Free dates of a month for a hall and slot, today on ([] on any failure)',
        body: z.unknown(),
        response: { 200: monthAvailabilityAnswer },
      },
    },
    async (request, reply) =>
      sendCached(request, reply, await freeDatesOfMonth(ctxOf(request), request.body)),
  );

  app.post(
    '/check-availablility',
    {
      config: { readOnly: true },
      schema: {
        tags: ['public'],
        summary: 'Whether each hall, date and slot asked for is free',
        body: availabilityBody,
        response: { 200: availabilityAnswer, 422: messageAnswer },
      },
    },
    async (request) => availabilityGrid(ctxOf(request), request.body),
  );

  app.post(
    '/check-availablility-new',
    {
      config: { readOnly: true },
      schema: {
        tags: ['public'],
        summary: 'For every hall, the dates free for one slot in a range',
        body: availabilityNewBody,
        response: { 200: availabilityNewAnswer, 422: messageAnswer },
      },
    },
    async (request) => availabilityByHall(ctxOf(request), request.body),
  );
};
