import {
  adminMessageReportsQuery,
  closeMessageReportBody,
  cursorPage,
  messageAnswer,
  messageReport,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../../../db/client.ts';
import type { Clock } from '../../../lib/clock.ts';
import {
  adminDoc as doc,
  adminErrors as errors,
  idParams as id,
  listAnswer,
  pageOf as page,
} from '../../../plugins/route-kit.ts';
import { adminCtxOf } from '../../admin/service.ts';
import { closeMessageReport, listMessageReports } from '../service.ts';

/** The office's reported messages, under /api/admin: each shown with its excerpt only, every view audited. */
export const messageReportAdminRoutes: FastifyPluginAsyncZod<{
  revokeTokens: (db: DbOrTx, userId: string, clock: Clock) => Promise<void>;
}> = async (app, options) => {
  app.get(
    '/message-reports',
    {
      schema: {
        ...doc(
          'Reported messages, newest first, each with its excerpt (the message and the five before it, nothing else of the conversation); every report shown is audited; status: open or closed (absent: both)',
        ),
        querystring: adminMessageReportsQuery,
        response: { 200: cursorPage(messageReport), ...errors },
      },
    },
    async (request) =>
      listAnswer(
        request,
        await listMessageReports(adminCtxOf(request), {
          ...page(request.query),
          status: request.query.status,
        }),
      ),
  );
  app.post(
    '/message-reports/:id/close',
    {
      schema: {
        ...doc(
          "Closes an open message report: dismissed, conversation_closed (the conversation ends for both families) or user_suspended (the author's account is suspended; the note is the reason); audited",
        ),
        params: id,
        body: closeMessageReportBody,
        response: { 200: messageReport, 409: messageAnswer, ...errors },
      },
    },
    async (request) =>
      closeMessageReport(adminCtxOf(request), {
        ...request.body,
        id: request.params.id,
        revokeTokens: (db, userId) => options.revokeTokens(db, userId, request.server.deps.clock),
      }),
  );
};
