import {
  adminDashboard,
  adminPushRequest,
  auditEntry,
  auditQuery,
  cursorPage,
  messageAnswer,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDoc as doc,
  adminErrors as errors,
  listAnswer,
  pageOf as page,
} from '../../plugins/route-kit.ts';
import * as admin from './service.ts';
import { msg } from '../../i18n/translate.ts';
import { answerWith } from '../../i18n/said.ts';

/**
 * The admin area's own routes (dashboard, audit log, push to everyone: what no other domain owns),
 * mounted by app.ts in the one /api/admin scope that requires an admin; the domains add theirs there
 * too (`domains/<d>/admin-routes.ts`).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    { schema: { ...doc('Counts for the admin dashboard'), response: { 200: adminDashboard, ...errors } } },
    async (request) => admin.dashboard(admin.adminCtxOf(request)),
  );

  app.get(
    '/audit',
    {
      schema: {
        ...doc('The audit log, newest first'),
        querystring: auditQuery,
        response: { 200: cursorPage(auditEntry), ...errors },
      },
    },
    async (request) =>
      listAnswer(
        request,
        await admin.listAuditLog(admin.adminCtxOf(request), {
          ...page(request.query),
          entityType: request.query.entity_type,
          entityId: request.query.entity_id,
          action: request.query.action,
        }),
      ),
  );

  // ---- push ----

  app.post(
    '/push',
    {
      schema: {
        ...doc('Sends a push to topic news'),
        body: adminPushRequest,
        response: { 202: messageAnswer, ...errors },
      },
    },
    async (request, reply) => {
      await admin.pushToNewsTopic(admin.adminCtxOf(request), request.body);
      return reply.status(202).send(answerWith(msg('pushOnItsWay')));
    },
  );
};
