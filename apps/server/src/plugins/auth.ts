import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { resolveToken, type UserRow } from '../domains/auth/tokens.ts';
import { contextOf, type Ctx } from '../context.ts';
import { forbidden, unauthenticated } from '../lib/errors.ts';

export interface AuthContext {
  user: UserRow;
  tokenId: string;
}

/** Who may call a route: `user` (a live bearer token), `admin` (an is_admin user's), `optional`. */
export type RouteAuth = 'user' | 'admin' | 'optional';

declare module 'fastify' {
  interface FastifyRequest {
    /** The caller, set for routes whose config names `auth`. */
    auth: AuthContext | null;
    /** The use cases' context for this request (ctxOf), made once when first asked for. */
    ctx: Ctx | null;
  }
  interface FastifyContextConfig {
    /** Checked in onRequest, before the body is parsed or validated: anonymous is 401 whatever it sends. */
    auth?: RouteAuth;
    /** The answer is for this caller only (a login's token): `Cache-Control: private, no-store`. */
    private?: boolean;
  }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** The authenticated caller of a route whose config says `auth: 'user'` or `'admin'`. */
export function currentUser(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthenticated();
  return request.auth;
}

/**
 * The context a route hands its use cases: the app's deps, the database, and the caller as actor
 * (null when anonymous). Made once per request, after authentication.
 */
export function ctxOf(request: FastifyRequest): Ctx {
  request.ctx ??= contextOf(request.server.deps, request.auth?.user.id ?? null);
  return request.ctx;
}

/** Every route of a plugin scope requires this level (e.g. all of /api/admin), set as routes are added. */
export function requireForScope(app: FastifyInstance, level: RouteAuth): void {
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, auth: level };
  });
}

/**
 * The one authentication mechanism: routes say in their config who may call them, and one
 * onRequest hook checks it before Fastify parses or validates anything (docs/api.md: authenticate before
 * validating). Answers to authenticated requests are never stored by a cache on the way.
 */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('auth', null);
    app.decorateRequest('ctx', null);

    app.addHook('onRequest', async (request: FastifyRequest) => {
      const level = request.routeOptions.config.auth;
      if (!level) return;
      const token = bearer(request);
      request.auth = token
        ? await app.deps.sessions.resolve(token, () =>
            resolveToken(app.deps.database.db, token, app.deps.clock),
          )
        : null;
      if (level === 'optional') return;
      if (!request.auth) throw unauthenticated();
      if (level === 'admin' && !request.auth.user.isAdmin) throw forbidden('adminsOnly');
    });

    app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply) => {
      const { auth, private: isPrivate } = request.routeOptions.config;
      const guarded = auth !== undefined && auth !== 'optional';
      if (request.headers.authorization || request.auth || guarded || isPrivate) {
        reply.header('cache-control', 'private, no-store');
      }
    });
  },
  { name: 'auth', dependencies: ['errors'] },
);
