import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { pictureReviewRoutes } from './picture/admin-routes.ts';
import { revisionReviewRoutes } from './revision/admin-routes.ts';
import { profileAdminRoutes } from './profile/admin-routes.ts';
import { verificationAdminRoutes } from './verification/admin-routes.ts';
import { reportAdminRoutes } from './report/admin-routes.ts';
import { messageReportAdminRoutes } from './conversation/admin-routes.ts';

/**
 * The review of profiles and reports, mounted under /api/admin (admins only) by app.ts, which passes
 * the auth domain's `revokeTokens` (a suspension revokes the account's tokens): auth depends on this
 * domain (the user answer carries profile summaries), so this one cannot import auth.
 */
export const matrimonialAdminRoutes: FastifyPluginAsyncZod<{
  revokeTokens: (db: DbOrTx, userId: string, clock: Clock) => Promise<void>;
}> = async (app, options) => {
  await app.register(pictureReviewRoutes);
  await app.register(revisionReviewRoutes);
  await app.register(profileAdminRoutes);
  await app.register(verificationAdminRoutes);
  await app.register(reportAdminRoutes, { revokeTokens: options.revokeTokens });
  await app.register(messageReportAdminRoutes, { revokeTokens: options.revokeTokens });
};
