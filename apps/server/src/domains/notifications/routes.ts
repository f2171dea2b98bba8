import {
  cursorPage,
  cursorQuery,
  notification,
  readNotificationsBody,
  unreadCountAnswer,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ctxOf } from '../../plugins/auth.ts';
import { errorAnswers, listAnswer, pageOf } from '../../plugins/route-kit.ts';
import { countUnread, listNotifications, markNotificationsRead } from './inbox.ts';

const doc = (summary: string) => ({ tags: ['notifications'], summary, security: [{ bearer: [] }] });
const errors = errorAnswers(401, 422);

/** /api/notifications: the signed-in account's notifications (members only, app.ts). */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        ...doc('The account’s notifications, newest first'),
        querystring: cursorQuery,
        response: { 200: cursorPage(notification), ...errors },
      },
    },
    async (request) => listAnswer(request, await listNotifications(ctxOf(request), pageOf(request.query))),
  );
  app.get(
    '/unread-count',
    { schema: { ...doc('How many are unread'), response: { 200: unreadCountAnswer, ...errors } } },
    async (request) => countUnread(ctxOf(request)),
  );
  app.post(
    '/read',
    {
      schema: {
        ...doc('Marks the given notifications, or all, read'),
        body: readNotificationsBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await markNotificationsRead(ctxOf(request), request.body);
      return reply.status(204).send(null);
    },
  );
};
