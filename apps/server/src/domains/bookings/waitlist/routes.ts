import { messageAnswer, waitlistBody, waitlistEntry } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../../plugins/auth.ts';
import { memberErrors as errors, params } from '../route-schemas.ts';
import { joinWaitlist, leaveWaitlist, listWaitlist } from '../service.ts';

/** A member's waitlist entries: join, list, leave. */
export const waitlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/waitlist',
    {
      schema: {
        tags: ['booking'],
        summary: 'Wait for a taken hall, date and slot (the first in line is told when it frees)',
        body: waitlistBody,
        response: { 201: waitlistEntry, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await joinWaitlist(ctxOf(request), request.body)),
  );

  app.get(
    '/waitlist',
    {
      schema: {
        tags: ['booking'],
        summary: 'My waitlist entries, today on, with my place in each line',
        response: { 200: z.array(waitlistEntry), 401: messageAnswer },
      },
    },
    async (request) => listWaitlist(ctxOf(request)),
  );

  app.delete(
    '/waitlist/:id',
    {
      schema: {
        tags: ['booking'],
        summary: 'Leave a waitlist',
        params,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await leaveWaitlist(ctxOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
