import multipart from '@fastify/multipart';
import { MATRIMONIAL_LIMITS } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blocksRoutes } from './routes/blocks.ts';
import { interestsRoutes } from './routes/interests.ts';
import { matchingRoutes } from './routes/matching.ts';
import { shortlistRoutes } from './routes/shortlist.ts';
import { pictureFileRoutes, picturesRoutes } from './routes/pictures.ts';

export { pictureFileRoutes };
import { profilesRoutes } from './routes/profiles.ts';
import { trustRoutes } from './routes/trust.ts';

/**
 * The members' routes under /api/matrimonial (app.ts mounts them in the signed-in scope), one route
 * file a use-case area (routes/); the picture files are public (pictureFileRoutes).
 */
export const matrimonialRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here (this plugin's scope only): one file per request, at most 10 MB.
  await app.register(multipart, {
    limits: { fileSize: MATRIMONIAL_LIMITS.maxPictureBytes, files: 1, fields: 5 },
  });
  await app.register(profilesRoutes);
  await app.register(picturesRoutes);
  await app.register(matchingRoutes);
  await app.register(interestsRoutes);
  await app.register(shortlistRoutes);
  await app.register(blocksRoutes);
  await app.register(trustRoutes);
};
