import { adminHall, adminHallCreate, adminHallUpdate } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminDoc as doc, adminErrors as errors, idParams as id } from '../../plugins/route-kit.ts';
import { adminCtxOf } from '../admin/service.ts';
import { createHall, updateHall } from './admin.ts';
import { listHallsForAdmin } from './list.ts';

/** The office's hall routes, mounted under /api/admin (admins only) by app.ts. */
export const hallAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        ...doc('Every hall with its prices, the English originals and their versions'),
        response: { 200: z.array(adminHall), ...errors },
      },
    },
    async (request) => listHallsForAdmin(adminCtxOf(request)),
  );
  app.post(
    '',
    { schema: { ...doc('A new hall'), body: adminHallCreate, response: { 201: adminHall, ...errors } } },
    async (request, reply) => reply.status(201).send(await createHall(adminCtxOf(request), request.body)),
  );
  app.put(
    '/:id',
    {
      schema: {
        ...doc(
          'Changes a hall (the fields given; payment_amount replaces all three prices, translations all the versions)',
        ),
        params: id,
        body: adminHallUpdate,
        response: { 200: adminHall, ...errors },
      },
    },
    async (request) => updateHall(adminCtxOf(request), { ...request.body, id: request.params.id }),
  );
};
