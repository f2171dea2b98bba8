import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDoc as doc,
  adminErrors as errors,
  idParams as id,
  pageOf as page,
} from '../../plugins/route-kit.ts';
import {
  adminProfile,
  adminProfilesQuery,
  adminRejectProfileRequest,
  adminReportsQuery,
  closeReportBody,
  cursorPage,
  messageAnswer,
  profile,
  profileReport,
  verifyProfileBody,
} from '@samaj/shared';
import { adminCtxOf } from '../admin/service.ts';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { pictureReviewRoutes } from './picture-review-routes.ts';
import { revisionReviewRoutes } from './revision-review-routes.ts';
import { unverifyProfile, verifyProfile } from './service.ts';
import { approveProfile, closeReport, listProfilesForAdmin, listReports, rejectProfile } from './service.ts';

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

  // ---- profiles ----

  app.get(
    '/profiles',
    {
      schema: {
        ...doc('Profiles in full, newest first; status: pending, approved or rejected'),
        querystring: adminProfilesQuery,
        response: { 200: cursorPage(adminProfile), ...errors },
      },
    },
    async (request) =>
      listProfilesForAdmin(adminCtxOf(request), {
        ...page(request, request.query),
        status: request.query.status,
      }),
  );
  app.post(
    '/profiles/:id/approve',
    {
      schema: {
        ...doc('Approves a profile (its owner is pushed)'),
        params: id,
        response: { 200: profile, ...errors },
      },
    },
    async (request) => approveProfile(adminCtxOf(request), { id: request.params.id }),
  );
  app.post(
    '/profiles/:id/reject',
    {
      schema: {
        ...doc('Rejects a profile with a reason (its owner is pushed)'),
        params: id,
        body: adminRejectProfileRequest,
        response: { 200: profile, ...errors },
      },
    },
    async (request) =>
      rejectProfile(adminCtxOf(request), {
        id: request.params.id,
        reason: request.body.reason,
      }),
  );

  app.post(
    '/profiles/:id/verify',
    {
      schema: {
        ...doc('Marks a profile verified by the jamat (after checking the family at the office); audited'),
        params: id,
        body: verifyProfileBody,
        response: { 200: adminProfile, ...errors },
      },
    },
    async (request) =>
      verifyProfile(adminCtxOf(request), { id: request.params.id, note: request.body?.note }),
  );
  app.delete(
    '/profiles/:id/verify',
    {
      schema: {
        ...doc("Takes a profile's verification away; audited"),
        params: id,
        response: { 200: adminProfile, ...errors },
      },
    },
    async (request) => unverifyProfile(adminCtxOf(request), { id: request.params.id }),
  );

  // ---- reports ----

  app.get(
    '/reports',
    {
      schema: {
        ...doc('Reports filed against profiles, newest first; status: open or closed (absent: both)'),
        querystring: adminReportsQuery,
        response: { 200: cursorPage(profileReport), ...errors },
      },
    },
    async (request) =>
      listReports(adminCtxOf(request), { ...page(request, request.query), status: request.query.status }),
  );
  app.post(
    '/reports/:id/close',
    {
      schema: {
        ...doc(
          'Closes an open report: dismissed, profile_rejected (the note is the reason given to the family) or user_suspended (the owner account is suspended: no login, profiles rejected; 422 for an admin account); the reporter is told the outcome',
        ),
        params: id,
        body: closeReportBody,
        response: { 200: profileReport, 409: messageAnswer, ...errors },
      },
    },
    async (request) =>
      closeReport(adminCtxOf(request), {
        ...request.body,
        id: request.params.id,
        revokeTokens: (db, userId) => options.revokeTokens(db, userId, request.server.deps.clock),
      }),
  );
};
