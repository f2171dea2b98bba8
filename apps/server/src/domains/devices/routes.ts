import { deviceTokenRequest, messageAnswer } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../plugins/auth.ts';
import { registerDevice, subscribeToNews } from './registration.ts';

export const deviceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/matrimonial/register-device',
    {
      schema: {
        tags: ['device'],
        summary: "Stores the device's push token for the signed-in user",
        security: [{ bearer: [] }],
        body: deviceTokenRequest,
        response: { 204: z.null(), 401: messageAnswer, 422: messageAnswer },
      },
    },
    async (request, reply) => {
      await registerDevice(ctxOf(request), { deviceToken: request.body.device_token });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/fcm-topic-subscribe',
    {
      schema: {
        tags: ['device'],
        summary: 'Subscribes the device token to the `news` push topic',
        security: [{ bearer: [] }],
        body: deviceTokenRequest,
        response: { 204: z.null(), 401: messageAnswer, 422: messageAnswer, 503: messageAnswer },
      },
    },
    async (request, reply) => {
      await subscribeToNews(ctxOf(request), { deviceToken: request.body.device_token });
      return reply.status(204).send(null);
    },
  );
};
