import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { inject } from 'vitest';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../../src/app.ts';
import { parseConfig, type Config } from '../../src/config.ts';
import { type Database, type Db, openDatabase } from '../../src/db/client.ts';
import { insertUser } from '../../src/db/factories.ts';
import * as schema from '../../src/db/schema/index.ts';
import { LogPushSender } from '../../src/domains/push/sender.ts';
import { ManualClock } from '../../src/lib/clock.ts';

/** PGlite clusters this worker has made and emptied, free for the next test file. */
const idlePglite: PGlite[] = [];

/**
 * Opening a PGlite cluster costs seconds even from the migrated dump (global-setup.ts): a worker keeps
 * the ones it made (the server project runs its files without isolation, so this module lives on)
 * and hands them to the next file emptied (every table truncated, the session discarded).
 */
async function openPgliteTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  let client = idlePglite.pop();
  if (!client) {
    const template = inject('pgliteTemplate');
    const loadDataDir = template ? new Blob([readFileSync(template)]) : undefined;
    client = (await openDatabase({ dataDir: 'memory://', loadDataDir })).pglite!;
  }
  const own = client;
  let closed = false;
  const db = drizzlePglite(own, { schema }) as unknown as Db;
  return {
    db,
    keptPlans: db,
    kind: 'pglite',
    pglite: own,
    async close() {
      closed = true;
      await own.close();
    },
    async drop() {
      if (closed) return;
      try {
        const { rows } = await own.query<{ list: string | null }>(
          `select string_agg(format('%I', tablename), ', ') as list from pg_tables where schemaname = 'public'`,
        );
        if (rows[0]?.list) await own.exec(`truncate table ${rows[0].list} restart identity cascade`);
        await own.exec('discard all');
        idlePglite.push(own);
      } catch {
        closed = true;
        await own.close().catch(() => {});
      }
    },
  };
}

/**
 * An empty migrated database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set (CI does), a new database on that PostgreSQL server, dropped at the end.
 */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return openPgliteTestDatabase();
  const name = `samaj_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  return {
    ...database,
    async drop() {
      await database.close();
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

/** Answers of 500 and above that test apps of this worker gave, by status (test/hard prints them). */
export const answersOver500 = new Map<number, number>();

export interface TestApp {
  app: FastifyInstance;
  push: LogPushSender;
  clock: ManualClock;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

export async function buildTestApp(
  env: Record<string, string> = {},
  /** Hooks a test installs on the app before it is ready (test/api-contract.test.ts checks every answer). */
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/samaj-test-unused',
    LOG_LEVEL: 'silent',
    // Tests write to the database behind the app's back (as another app server would), so the public
    // and session caches are off unless a test turns them on (test/public-cache.test.ts,
    // test/session-cache.test.ts).
    PUBLIC_CACHE_SECONDS: '0',
    TOKEN_CACHE_SECONDS: '0',
    ...env,
  });
  const database = await openTestDatabase();
  const clock = new ManualClock(new Date());
  const push = new LogPushSender();
  const app = await buildApp({ config, database, clock, push });
  app.addHook('onResponse', async (_request, reply) => {
    if (reply.statusCode >= 500)
      answersOver500.set(reply.statusCode, (answersOver500.get(reply.statusCode) ?? 0) + 1);
  });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    push,
    clock,
    config,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

let userCounter = 0;

/** A user straight in the database (no HTTP), with a live token: for tests of other domains. */
export async function createUser(
  t: TestApp,
  opts: {
    isAdmin?: boolean;
    name?: string;
    mobile?: string;
    email?: string;
    password?: string;
    language?: string;
    /** false: the account has not proven its number yet (decision 041); proven by default. */
    mobileVerified?: boolean;
  } = {},
): Promise<{ id: string; token: string; mobile: string; headers: { authorization: string } }> {
  const { issueToken } = await import('../../src/domains/auth/tokens.ts');
  const { hashPassword } = await import('../../src/domains/auth/passwords.ts');
  userCounter += 1;
  const n = `${process.pid % 1000}${userCounter}`.padStart(6, '0').slice(-6);
  const mobile = opts.mobile ?? `+9190${n}${String(userCounter % 100).padStart(2, '0')}`;
  const row = await insertUser(t.database.db, {
    name: opts.name ?? `Test User ${userCounter}`,
    mobile,
    email: opts.email ?? `user${userCounter}-${n}@test.example`,
    passwordHash: opts.password ? await hashPassword(opts.password) : null,
    isAdmin: opts.isAdmin ?? false,
    ...(opts.language ? { language: opts.language } : {}),
    mobileVerifiedAt: opts.mobileVerified === false ? null : t.clock.now(),
  });
  const token = await issueToken(t.database.db, row.id, t.clock);
  return { id: row.id, token, mobile, headers: { authorization: `Bearer ${token}` } };
}

/** A multipart/form-data body with one file, for app.inject (headers carry the boundary). */
export function multipartBody(field: string, file: Buffer, filename = 'photo.jpg', type = 'image/jpeg') {
  const boundary = '----samajtest';
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, file, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/**
 * Every route of the app as "METHOD /path", read from Fastify's own route tree (printRoutes), so a
 * route added anywhere later is in the list without anyone remembering to add it.
 */
export function listRoutes(app: FastifyInstance): { method: string; url: string }[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: { method: string; url: string }[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/u.exec(line);
    if (!match) continue;
    const depth = match[1]!.length / 4;
    stack.length = depth;
    stack.push(match[2]!);
    const methods = (match[3] ?? '').split(',').map((m) => m.trim());
    for (const method of methods) {
      if (/^[A-Z]+$/.test(method) && method !== 'HEAD') routes.push({ method, url: stack.join('') });
    }
  }
  return routes;
}
