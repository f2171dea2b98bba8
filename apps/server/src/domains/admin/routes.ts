import {
  adminDashboard,
  adminPushRequest,
  auditEntry,
  auditQuery,
  cursorPage,
  messageAnswer,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actorOf, adminDoc, adminErrors, pageOf } from '../../plugins/route-kit.ts';
import * as admin from './service.ts';

const errors = adminErrors;
const doc = adminDoc;
const actor = actorOf;
const page = pageOf;

/**
 * The admin area's own routes (dashboard, audit log, push to everyone: what no other domain owns),
 * mounted by app.ts in the one /api/admin scope that requires an admin; the domains add theirs there
 * too (`domains/<d>/admin-routes.ts`).
 */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    { schema: { ...doc('Counts for the admin dashboard'), response: { 200: adminDashboard, ...errors } } },
    async () => admin.dashboard(app.deps),
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
      admin.listAuditLog(app.deps, {
        ...page(request, request.query),
        entityType: request.query.entity_type,
        entityId: request.query.entity_id,
        action: request.query.action,
      }),
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
      await admin.pushToNewsTopic(admin.recorded(app.deps, actor(request)), request.body);
      return reply.status(202).send({ message: 'The notification is on its way.' });
    },
  );
};
