import {
  adminBlockedDatesCreate,
  blockedDate,
  blockedDatesQuery,
  isoDate,
  messageAnswer,
  uuid,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminDoc as doc, adminErrors as errors, idParams as id } from '../../../plugins/route-kit.ts';
import { adminCtxOf } from '../../admin/service.ts';
import { createBlockedDates, deleteBlockedDate, listBlockedDates } from '../service.ts';
import { deleteBlockedDates } from './delete-range.ts';

/** The office's blocked dates, under /api/admin: remove a range, list, block, unblock one. */
export const blockedDateAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/blocked-dates',
    {
      schema: {
        ...doc('Removes every block of a hall from..to in one action'),
        querystring: z.object({ hall_id: uuid, from: isoDate, to: isoDate }),
        response: { 200: z.object({ deleted: z.number().int() }), ...errors },
      },
    },
    async (request) => deleteBlockedDates(adminCtxOf(request), request.query),
  );
  app.get(
    '/blocked-dates',
    {
      schema: {
        ...doc('Blocked dates, by date'),
        querystring: blockedDatesQuery,
        response: { 200: z.array(blockedDate), ...errors },
      },
    },
    async (request) => listBlockedDates(adminCtxOf(request), request.query),
  );
  app.post(
    '/blocked-dates',
    {
      schema: {
        ...doc('Blocks one date, or a range from..to, of a hall and slot (409 if a booking holds one)'),
        body: adminBlockedDatesCreate,
        response: { 201: z.array(blockedDate), 409: messageAnswer, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createBlockedDates(adminCtxOf(request), request.body)),
  );
  app.delete(
    '/blocked-dates/:id',
    { schema: { ...doc('Unblocks one date'), params: id, response: { 204: z.null(), ...errors } } },
    async (request, reply) => {
      await deleteBlockedDate(adminCtxOf(request), { id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
