import multipart from '@fastify/multipart';
import { MATRIMONIAL_LIMITS } from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { blocksRoutes } from './block/routes.ts';
import { interestsRoutes } from './interest/routes.ts';
import { matchingRoutes } from './search/routes.ts';
import { shortlistRoutes } from './shortlist/routes.ts';
import { pictureFileRoutes, picturesRoutes } from './picture/routes.ts';

export { pictureFileRoutes };
import { profilesRoutes } from './profile/routes.ts';
import { consentRoutes } from './consent/routes.ts';
import { conversationRoutes } from './conversation/routes.ts';

/**
 * The members' routes under /api/matrimonial (app.ts mounts them in the signed-in scope), each entity
 * folder's routes.ts; the picture files are public (pictureFileRoutes).
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
  await app.register(consentRoutes);
  await app.register(conversationRoutes);
};
