import { createPlaceBody, place } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminDoc as doc, adminErrors as errors } from '../../plugins/route-kit.ts';
import { adminCtxOf } from '../admin/service.ts';
import { addPlace } from './places.ts';

/** The office's places route, mounted at /api/admin/places by app.ts. */
export const placeAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '',
    {
      schema: {
        ...doc('Adds a place the community lives in, named in the four languages'),
        body: createPlaceBody,
        response: { 201: place, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await addPlace(adminCtxOf(request), request.body)),
  );
};
