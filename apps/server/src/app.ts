import path from 'node:path';
import { fileURLToPath } from 'node:url';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import Fastify, {
  type FastifyBaseLogger,
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { s3SettingsOf, type Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { authPlugin } from './plugins/auth.ts';
import type { PushSender } from './domains/push/sender.ts';
import { createPushSender } from './domains/push/create-sender.ts';
import { createPaymentGateway, type PaymentGateway } from './domains/payments/gateway.ts';
import { createSmsSender, type SmsSender } from './domains/sms/sender.ts';
import { DiskStorage, S3Storage, type Storage } from './lib/storage.ts';
import { CursorCodec } from './lib/pagination.ts';
import { PublicCache } from './lib/public-cache.ts';
import { SessionCache } from './lib/session-cache.ts';
import type { ResolvedToken } from './domains/auth/tokens.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webPlugin } from './plugins/web.ts';
import { hallRoutes } from './domains/halls/routes.ts';
import { bookingRoutes } from './domains/bookings/routes.ts';
import { paymentRoutes } from './domains/payments/routes.ts';
import { jobRoutes } from './domains/jobs/routes.ts';
import { newsRoutes } from './domains/news/routes.ts';
import { matrimonialRoutes } from './domains/matrimonial/routes.ts';
import { authRoutes } from './domains/auth/routes.ts';
import { deviceRoutes } from './domains/devices/routes.ts';
import { smsRoutes } from './domains/sms/routes.ts';
import { adminRoutes, newsImageRoutes } from './domains/admin/routes.ts';
import { appConfigRoutes } from './domains/app-config/routes.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  push: PushSender;
  payments: PaymentGateway;
  sms: SmsSender;
  storage: Storage;
  /** The public reads this server keeps for a few seconds (lib/public-cache.ts). */
  cache: PublicCache;
  /** Bearer tokens this server resolved in the last few seconds (lib/session-cache.ts). */
  sessions: SessionCache<ResolvedToken>;
  /** Seals and opens the cursors of every cursor page (lib/pagination.ts). */
  cursors: CursorCodec;
  log?: FastifyBaseLogger;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyContextConfig {
    /** A POST that only reads (the availability checks): it does not empty the public cache. */
    readOnly?: boolean;
  }
}

export interface BuildAppOptions {
  config: Config;
  /** An open database; when absent one is opened from the config (and closed with the app). */
  database?: Database;
  clock?: Clock;
  /** Push sender; defaults to FCM when its credentials are set, else the log sender. */
  push?: PushSender;
  /** Payment gateway; defaults to the one PAYMENT_PROVIDER names (simulated in development). */
  payments?: PaymentGateway;
  /** Text messages; defaults to the provider SMS_PROVIDER names (the outbox in development). */
  sms?: SmsSender;
  /** Uploaded files; defaults to the S3 bucket when S3_BUCKET is set, else DATA_DIR/pictures on disk. */
  storage?: Storage;
  logger?: FastifyServerOptions['logger'];
}

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

  const s3 = s3SettingsOf(config);
  const ownsDatabase = !options.database;
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
      poolSize: config.DATABASE_POOL_SIZE,
    }));
  app.decorate('deps', {
    config,
    database,
    clock: options.clock ?? systemClock,
    push: options.push ?? createPushSender(config, (level, line) => app.log[level](line)),
    payments: options.payments ?? createPaymentGateway(config),
    sms: options.sms ?? createSmsSender(config, database.db, options.clock ?? systemClock),
    storage:
      options.storage ?? (s3 ? new S3Storage(s3) : new DiskStorage(path.join(config.DATA_DIR, 'pictures'))),
    cache: new PublicCache(options.clock ?? systemClock, config.PUBLIC_CACHE_SECONDS * 1000),
    sessions: new SessionCache<ResolvedToken>(
      options.clock ?? systemClock,
      config.TOKEN_CACHE_SECONDS * 1000,
    ),
    cursors: await CursorCodec.load(database.db),
    log: app.log,
  });
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
  if (ownsDatabase) app.addHook('onClose', async () => database.close());

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
  await app.register(adminRoutes);
  await app.register(appConfigRoutes);
  await app.register(newsImageRoutes);

  await app.register(webPlugin, { distDir: config.WEB_DIST ?? defaultWebDist });
  return app;
}
