import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDoc as doc,
  adminErrors as errors,
  idParams as id,
  listAnswer,
  pageOf as page,
} from '../../../plugins/route-kit.ts';
import { adminReportsQuery, closeReportBody, cursorPage, messageAnswer, profileReport } from '@samaj/shared';
import { adminCtxOf } from '../../admin/service.ts';
import type { DbOrTx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import { closeReport, listReports } from '../service.ts';

/** The office's reports, under /api/admin: the list, close (which may suspend the owner: revokeTokens from app.ts). */
export const reportAdminRoutes: FastifyPluginAsyncZod<{
  revokeTokens: (db: DbOrTx, userId: string, clock: Clock) => Promise<void>;
}> = async (app, options) => {
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
      listAnswer(
        request,
        await listReports(adminCtxOf(request), { ...page(request.query), status: request.query.status }),
      ),
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
