import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { s3SettingsOf, type Config } from './config.ts';
import { type Database, openDatabase } from './db/client.ts';
import type { ResolvedToken } from './domains/auth/tokens.ts';
import { createPaymentGateway, type PaymentGateway } from './domains/bookings/payment/gateway.ts';
import { LiveHub } from './domains/events/hub.ts';
import { createPushSender } from './domains/push/create-sender.ts';
import type { PushSender } from './domains/push/sender.ts';
import { createSmsSender, type SmsSender } from './domains/sms/sender.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { CursorCodec } from './lib/pagination.ts';
import { PublicCache } from './lib/public-cache.ts';
import { SessionCache } from './lib/session-cache.ts';
import { DiskStorage, S3Storage, type Storage } from './lib/storage.ts';

/**
 * What every service needs from the outside world, built once per app (buildDeps). Domains import
 * this file, never app.ts: app.ts imports every domain's routes, so that would be a cycle.
 */
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
  /** The live stream's open streams on this server and their fan-out (domains/events, decision 056). */
  live: LiveHub;
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

export interface BuildDepsOptions {
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
}

/** The app's dependencies from its settings; anything passed in options is used as given (tests). */
export async function buildDeps(
  config: Config,
  options: BuildDepsOptions,
  log: FastifyBaseLogger,
): Promise<AppDeps> {
  const clock = options.clock ?? systemClock;
  const s3 = s3SettingsOf(config);
  const database =
    options.database ??
    (await openDatabase({
      databaseUrl: config.DATABASE_URL,
      dataDir: config.DATABASE_URL ? undefined : path.join(config.DATA_DIR, 'pglite'),
      poolSize: config.DATABASE_POOL_SIZE,
      pgliteSharedBuffersMb: config.PGLITE_SHARED_BUFFERS_MB,
    }));
  return {
    config,
    database,
    clock,
    push: options.push ?? createPushSender(config, (level, line) => log[level](line)),
    payments: options.payments ?? createPaymentGateway(config),
    sms: options.sms ?? createSmsSender(config, database.db, clock),
    storage:
      options.storage ?? (s3 ? new S3Storage(s3) : new DiskStorage(path.join(config.DATA_DIR, 'pictures'))),
    cache: new PublicCache(clock, config.PUBLIC_CACHE_SECONDS * 1000),
    sessions: new SessionCache<ResolvedToken>(clock, config.TOKEN_CACHE_SECONDS * 1000),
    cursors: await CursorCodec.load(database.db),
    live: new LiveHub(database, clock, log),
    log,
  };
}
