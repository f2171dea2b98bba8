import {
  adminUser,
  adminUsersQuery,
  cursorPage,
  messageAnswer,
  setAdminRequest,
  setMemberTypeRequest,
} from '@samaj/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminDoc as doc,
  adminErrors as errors,
  idParams as id,
  listAnswer,
  pageOf as page,
} from '../../plugins/route-kit.ts';
import { adminCtxOf } from '../admin/service.ts';
import { listUsers, setAdmin, setMemberType, unsuspendUser } from './admin.ts';

/** The office's user routes, mounted at /api/admin/users (admins only) by app.ts. */
export const userAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '',
    {
      schema: {
        ...doc('Users, newest first; q searches name, email and mobile'),
        querystring: adminUsersQuery,
        response: { 200: cursorPage(adminUser), ...errors },
      },
    },
    async (request) =>
      listAnswer(
        request,
        await listUsers(adminCtxOf(request), { ...page(request.query), q: request.query.q }),
      ),
  );
  app.post(
    '/:id/admin',
    {
      schema: {
        ...doc('Grants or takes the admin flag (never from the last admin: 409)'),
        params: id,
        body: setAdminRequest,
        response: { 200: adminUser, 409: messageAnswer, ...errors },
      },
    },
    async (request) =>
      setAdmin(adminCtxOf(request), { id: request.params.id, isAdmin: request.body.is_admin }),
  );
  app.post(
    '/:id/member-type',
    {
      schema: {
        ...doc("Confirms a user's member type (CM, M, NCM) or clears it (null); bookings must then use it"),
        params: id,
        body: setMemberTypeRequest,
        response: { 200: adminUser, ...errors },
      },
    },
    async (request) =>
      setMemberType(adminCtxOf(request), { id: request.params.id, memberType: request.body.member_type }),
  );
  app.post(
    '/:id/unsuspend',
    {
      schema: {
        ...doc("Lifts an account's suspension (its profiles stay rejected until approved again)"),
        params: id,
        response: { 200: adminUser, ...errors },
      },
    },
    async (request) => unsuspendUser(adminCtxOf(request), { id: request.params.id }),
  );
};
