import { appConfigAnswer } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** GET /api/app/config: the native app asks on start whether it must update (MIN_APP_VERSION). */
export const appConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/config',
    {
      schema: {
        tags: ['device'],
        summary: 'Minimum and latest versions of the native app',
        response: { 200: appConfigAnswer },
      },
    },
    async (_request, reply) => {
      const { MIN_APP_VERSION, LATEST_APP_VERSION } = app.deps.config;
      // Short caching: a raised minimum reaches every phone within minutes.
      reply.header('Cache-Control', 'public, max-age=300');
      return { min_app_version: MIN_APP_VERSION ?? null, latest_app_version: LATEST_APP_VERSION ?? null };
    },
  );
};
