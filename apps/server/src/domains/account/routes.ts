import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { recorded } from '../admin/service.ts';
import { userIdOf } from '../../context.ts';
import { ctxOf } from '../../plugins/auth.ts';
import { errorAnswers } from '../../plugins/route-kit.ts';
import { deleteAccount, exportAccount } from './service.ts';

const tags = ['account'];
const security = [{ bearer: [] }];
const errors = errorAnswers(401, 403, 422, 429);

/** The body of DELETE /api/account: the password, or a one-use token from /api/auth/otp/verify. */
export const deleteAccountBody = z
  .object({
    password: z.string().max(128).optional(),
    token: z.string().min(1).max(200).optional(),
  })
  .nullish();

/** The member's own data, mounted at /api/account in the signed-in scope by app.ts. */
export const accountDataRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/export',
    {
      schema: {
        tags,
        security,
        summary: 'Every record about the account, as a JSON file to download',
        response: { 200: z.record(z.string(), z.unknown()), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request);
      const data = await exportAccount(ctx);
      const day = new Date(String(data.exported_at)).toISOString().slice(0, 10);
      void reply.header('Content-Disposition', `attachment; filename="samaj-account-${day}.json"`);
      return data;
    },
  );

  app.delete(
    '',
    {
      schema: {
        tags,
        security,
        summary:
          'Deletes the account (password, or a token from otp/verify): profiles, pictures, views, interests, devices go; bookings and payments stay without the person',
        body: deleteAccountBody,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      const ctx = ctxOf(request);
      // Recorded like an office change, so the audit log keeps that an account was deleted.
      await deleteAccount(recorded(ctx.deps, userIdOf(ctx)), {
        password: request.body?.password,
        token: request.body?.token,
      });
      return reply.status(204).send(null);
    },
  );
};
