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
import type { Ctx } from '../../../context.ts';
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

  /** A check of free dates in the body's ranges: read-only, public, 422 on a body it cannot read. */
  function check<B extends z.ZodType, A extends z.ZodType>(
    path: string,
    summary: string,
    body: B,
    answer: A,
    verb: (ctx: Ctx, input: z.output<B>) => Promise<z.input<A>>,
  ) {
    // The provider cannot resolve a generic schema: the route sees them erased, the caller's types
    // tie the verb to them.
    const run = verb as (ctx: Ctx, input: unknown) => Promise<unknown>;
    app.post(
      path,
      {
        config: { readOnly: true },
        schema: {
          tags: ['public'],
          summary,
          body: body as z.ZodType,
          response: { 200: answer as z.ZodType, 422: messageAnswer },
        },
      },
      async (request) => run(ctxOf(request), request.body),
    );
  }
  check(
    '/check-availablility',
    'Whether each hall, date and slot asked for is free',
    availabilityBody,
    availabilityAnswer,
    availabilityGrid,
  );
  check(
    '/check-availablility-new',
    'For every hall, the dates free for one slot in a range',
    availabilityNewBody,
    availabilityNewAnswer,
    availabilityByHall,
  );
};
