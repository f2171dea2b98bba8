import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { parseConfig, type Config } from '../src/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { ManualClock } from '../src/lib/clock.ts';

/**
 * A freshly migrated database for one test file: in-memory PGlite by default, or, when
 * TEST_DATABASE_URL is set (CI does), a new database on that PostgreSQL server, dropped at the end.
 */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) {
    const database = await openDatabase({ dataDir: 'memory://' });
    return { ...database, drop: () => database.close() };
  }
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

export interface TestApp {
  app: FastifyInstance;
  clock: ManualClock;
  config: Config;
  database: Database;
  close(): Promise<void>;
}

export async function buildTestApp(env: Record<string, string> = {}): Promise<TestApp> {
  const config = parseConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/tmp/samaj-test-unused',
    LOG_LEVEL: 'silent',
    ...env,
  });
  const database = await openTestDatabase();
  const clock = new ManualClock(new Date());
  const app = await buildApp({ config, database, clock });
  await app.ready();
  return {
    app,
    clock,
    config,
    database,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}
