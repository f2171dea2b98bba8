import path from 'node:path';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type BuildDepsOptions, buildDeps } from './deps.ts';
import { authPlugin, requireForScope } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { opsPlugin } from './plugins/ops.ts';
import { openapiOptions } from './plugins/ops-openapi.ts';
import { requestIdOf } from './plugins/ops-request-id.ts';
import { serverRoot } from './lib/server-root.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { schedulerPlugin } from './scheduler.ts';
import { hallAdminRoutes } from './domains/halls/admin-routes.ts';
import { hallRoutes } from './domains/halls/routes.ts';
import { bookingAdminRoutes } from './domains/bookings/admin-routes.ts';
import { availabilityRoutes } from './domains/bookings/availability/routes.ts';
import { bookingRoutes } from './domains/bookings/routes.ts';
import { paymentDevRoutes, paymentWebhookRoutes } from './domains/bookings/payment/routes.ts';
import { jobAdminRoutes } from './domains/jobs/admin-routes.ts';
import { jobRoutes } from './domains/jobs/routes.ts';
import { newsAdminRoutes } from './domains/news/admin-routes.ts';
import { newsImageRoutes, newsRoutes } from './domains/news/routes.ts';
import { matrimonialAdminRoutes } from './domains/matrimonial/admin-routes.ts';
import { matrimonialRoutes, pictureFileRoutes } from './domains/matrimonial/routes.ts';
import { accountRoutes, authRoutes, csrfRoutes, currentUserRoutes } from './domains/auth/routes.ts';
import { revokeOtherTokens } from './domains/auth/service.ts';
import { accountDataRoutes } from './domains/account/routes.ts';
import { deviceRoutes } from './domains/devices/routes.ts';
import { eventRoutes } from './domains/events/routes.ts';
import { notificationRoutes } from './domains/notifications/routes.ts';
import { smsDevRoutes } from './domains/sms/routes.ts';
import { adminRoutes } from './domains/admin/routes.ts';
import { userAdminRoutes } from './domains/users/admin-routes.ts';
import { appConfigRoutes } from './domains/app-config/routes.ts';
import { placeAdminRoutes } from './domains/places/admin-routes.ts';
import { placeRoutes } from './domains/places/routes.ts';
import { sharePreviewRoutes } from './domains/seo/routes.ts';
import { answerWith } from './i18n/said.ts';
import { msg } from './i18n/translate.ts';

/**
 * Fastify's trustProxy for TRUST_PROXY: a hop count trusts that many proxies in front, nearest first
 * (so the client address is the one the outermost trusted proxy saw, and whatever a client wrote
 * further left in X-Forwarded-For is ignored); a list trusts those addresses only.
 */
export function trustProxyOption(
  setting: Config['TRUST_PROXY'],
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address: string, hop: number) => hop < setting;
  return setting;
}

const defaultWebDist = path.resolve(serverRoot, '../web/dist');

export interface BuildAppOptions extends BuildDepsOptions {
  config: Config;
  logger?: FastifyServerOptions['logger'];
}

/** The whole app as one Fastify instance: external plugins, then app plugins, then routes. */
export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // X-Request-Id: the caller's when sane, else made (plugins/ops-request-id.ts); in every log line.
    requestIdHeader: false,
    genReqId: requestIdOf,
    // Errors Fastify raises before routing (a malformed %-escape in the URL, say): no route can match,
    // so answer as for any unknown path, without echoing the URL back.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      if (error.statusCode && error.statusCode < 500)
        void reply.status(404).send(answerWith(msg('notFound')));
      else void reply.status(500).send(answerWith(msg('serverError')));
    },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const deps = await buildDeps(config, options, app.log);
  app.decorate('deps', deps);
  // A write that went through (or failed in the server, which may have written part) empties the
  // public cache and the session cache, so this server never answers with what was true before its
  // own write (a logout included).
  app.addHook('onResponse', async (request, reply) => {
    const read = request.method === 'GET' || request.method === 'HEAD' || request.method === 'OPTIONS';
    const refused = reply.statusCode >= 400 && reply.statusCode < 500;
    if (!read && !refused && !request.routeOptions.config.readOnly) {
      app.deps.cache.clear();
      app.deps.sessions.clear();
    }
  });
  // A database the caller opened is the caller's to close.
  if (!options.database) app.addHook('onClose', async () => deps.database.close());

  await app.register(errorsPlugin);
  await app.register(opsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin);
  // Answers made per request (JSON, the public pages' HTML) are compressed fast: gzip level 1 and
  // Brotli quality 1 instead of 6 and 4 cost a third of the CPU for 3-8% more bytes; a search's
  // 22 kB answer took more to compress than to build (decision 030). Built files come compressed.
  await app.register(compress, {
    global: true,
    threshold: 1024,
    zlibOptions: { level: 1 },
    brotliOptions: {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_QUALITY]: 1,
      },
    },
  });
  await app.register(cookie);
  await app.register(authPlugin);

  // The document's options (operation ids, security, shared components): plugins/ops-openapi.ts. It is
  // served, with its Swagger UI, at /api/docs only with API_DOCS (default: on, except in production).
  await app.register(swagger, openapiOptions);
  if (config.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Public: anyone may call these (each checks what it must itself: a signature, a signed URL).
  await app.register(newsRoutes, { prefix: '/api/news' });
  await app.register(newsImageRoutes, { prefix: '/api/news-images' });
  await app.register(jobRoutes, { prefix: '/api/jobs' });
  await app.register(hallRoutes, { prefix: '/api/hall' });
  await app.register(availabilityRoutes, { prefix: '/api/hall' });
  await app.register(authRoutes, { prefix: '/api/auth' });
  await app.register(csrfRoutes, { prefix: '/sanctum' });
  await app.register(pictureFileRoutes, { prefix: '/api/matrimonial' });
  await app.register(paymentWebhookRoutes, { prefix: '/api/payments/razorpay' });
  await app.register(appConfigRoutes, { prefix: '/api/app' });
  await app.register(placeRoutes, { prefix: '/api/places' });
  // Members: one scope, guarded once; every route in it requires a signed-in user, checked before
  // the body is parsed.
  await app.register(async (members) => {
    requireForScope(members, 'user');
    await members.register(accountRoutes, { prefix: '/api/auth' });
    await members.register(currentUserRoutes, { prefix: '/api/matrimonial' });
    await members.register(matrimonialRoutes, { prefix: '/api/matrimonial' });
    await members.register(bookingRoutes, { prefix: '/api/booking' });
    await members.register(deviceRoutes, { prefix: '/api' });
    await members.register(notificationRoutes, { prefix: '/api/notifications' });
    await members.register(eventRoutes, { prefix: '/api/events' });
    await members.register(accountDataRoutes, { prefix: '/api/account' });
  });
  // The admin area: one scope guarded once (decision 007); each domain mounts its admin routes here.
  await app.register(
    async (admin) => {
      requireForScope(admin, 'admin');
      await admin.register(adminRoutes);
      await admin.register(newsAdminRoutes, { prefix: '/news' });
      await admin.register(jobAdminRoutes, { prefix: '/jobs' });
      await admin.register(userAdminRoutes, { prefix: '/users' });
      await admin.register(matrimonialAdminRoutes, { revokeTokens: revokeOtherTokens });
      await admin.register(bookingAdminRoutes);
      await admin.register(hallAdminRoutes, { prefix: '/halls' });
      await admin.register(placeAdminRoutes, { prefix: '/places' });
    },
    { prefix: '/api/admin' },
  );
  // Development only (DEV_ROUTES, off unless asked for): the text-message outbox and a simulated
  // checkout. In production these paths do not exist.
  if (config.DEV_ROUTES) {
    await app.register(smsDevRoutes, { prefix: '/api/dev' });
    await app.register(
      async (members) => {
        requireForScope(members, 'user');
        await members.register(paymentDevRoutes);
      },
      { prefix: '/api/dev/payments' },
    );
  }

  await app.register(webPlugin, { distDir: config.WEB_DIST ?? defaultWebDist });
  // The public pages with their share previews, sitemap.xml and robots.txt (decision 023).
  await app.register(sharePreviewRoutes);
  // Every timer of the app (scheduler.ts): started when the server is ready, stopped on close.
  await app.register(schedulerPlugin);
  return app;
}
