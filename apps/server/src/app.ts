import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type BuildDepsOptions, buildDeps } from './deps.ts';
import { authPlugin, requireForScope } from './plugins/auth.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { hallAdminRoutes } from './domains/halls/admin-routes.ts';
import { hallRoutes } from './domains/halls/routes.ts';
import { bookingAdminRoutes } from './domains/bookings/admin-routes.ts';
import { bookingRoutes } from './domains/bookings/routes.ts';
import { paymentRoutes } from './domains/bookings/payments/routes.ts';
import { jobRoutes } from './domains/jobs/routes.ts';
import { newsRoutes } from './domains/news/routes.ts';
import { matrimonialAdminRoutes } from './domains/matrimonial/admin-routes.ts';
import { matrimonialRoutes } from './domains/matrimonial/routes.ts';
import { authRoutes } from './domains/auth/routes.ts';
import { deviceRoutes } from './domains/devices/routes.ts';
import { smsRoutes } from './domains/sms/routes.ts';
import { adminRoutes, newsImageRoutes } from './domains/admin/routes.ts';
import { appConfigRoutes } from './domains/app-config/routes.ts';

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

const defaultWebDist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

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
    // Errors Fastify raises before routing (a malformed %-escape in the URL, say): no route can match,
    // so answer as for any unknown path, without echoing the URL back.
    frameworkErrors: (error, _request, reply: FastifyReply) => {
      if (error.statusCode && error.statusCode < 500) void reply.status(404).send({ message: 'Not found.' });
      else void reply.status(500).send({ message: 'Server Error' });
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
  await app.register(inputGuardPlugin);
  await app.register(securityHeadersPlugin);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(cookie);
  await app.register(authPlugin);

  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Samaj API',
        version: '1.0.0',
        description: 'News, jobs, matrimonial and hall booking.',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  await app.register(newsRoutes);
  await app.register(jobRoutes);
  await app.register(hallRoutes);
  await app.register(bookingRoutes);
  await app.register(paymentRoutes);
  await app.register(matrimonialRoutes);
  await app.register(authRoutes);
  await app.register(deviceRoutes);
  await app.register(smsRoutes);
  // One scope for the whole admin area, guarded once: every route in it requires an admin, checked
  // before the body is parsed (decision 007); each domain mounts its admin routes here.
  await app.register(
    async (admin) => {
      requireForScope(admin, 'admin');
      await admin.register(adminRoutes);
      await admin.register(matrimonialAdminRoutes);
      await admin.register(bookingAdminRoutes);
      await admin.register(hallAdminRoutes);
    },
    { prefix: '/api/admin' },
  );
  await app.register(appConfigRoutes);
  await app.register(newsImageRoutes);

  await app.register(webPlugin, { distDir: config.WEB_DIST ?? defaultWebDist });
  return app;
}
