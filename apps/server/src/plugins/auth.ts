import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveToken, type UserRow } from '../domains/auth/tokens.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';

export interface AuthContext {
  user: UserRow;
  tokenId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the requireUser / requireAdmin / optionalUser hooks. */
    auth: AuthContext | null;
  }
  interface FastifyInstance {
    /** preHandler: a live bearer token is required (401 otherwise). */
    requireUser: (request: FastifyRequest) => Promise<void>;
    /** preHandler: a live token of an is_admin user (401 / 403 otherwise). */
    requireAdmin: (request: FastifyRequest) => Promise<void>;
    /** preHandler: reads the token if one is sent; never refuses. */
    optionalUser: (request: FastifyRequest) => Promise<void>;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The authenticated caller of a route guarded by requireUser; throws 401 if called elsewhere. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);

    const load = async (request: FastifyRequest) => {
      const token = bearer(request);
      if (!token) return null;
      return app.deps.sessions.resolve(token, () =>
        resolveToken(app.deps.database.db, token, app.deps.clock),
      );
    };

    app.decorate('optionalUser', async (request: FastifyRequest) => {
      request.auth = await load(request);
    });
    app.decorate('requireUser', async (request: FastifyRequest) => {
      request.auth = await load(request);
      if (!request.auth) throw unauthenticated();
    });
    app.decorate('requireAdmin', async (request: FastifyRequest) => {
      request.auth = await load(request);
      if (!request.auth) throw unauthenticated();
      if (!request.auth.user.isAdmin) throw forbidden('Only administrators may do this.');
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
