import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { serverRoot } from '../lib/server-root.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the database or a transaction: repositories take this so services decide the transaction. */
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
  /** For PostgreSQL, the pool; lets health checks and tests reach the driver. */
  pool?: pg.Pool;
  /**
   * The handle for named statements checked to run well on their kept (generic) plan: on PostgreSQL a
   * second pool whose connections have `plan_cache_mode = force_generic_plan`, so such a statement is
   * planned once per connection instead of on every execution (decision 038); on PGlite, `db`.
   * Anything else, an unnamed statement above all, must go through `db`.
   */
  keptPlans: Db;
  /** For PostgreSQL, keptPlans' pool. */
  keptPlansPool?: pg.Pool;
  /** For PGlite, the client (tests dump it to start later databases from a copy). */
  pglite?: PGlite;
}

const migrationsFolder = path.join(serverRoot, 'drizzle');

export interface OpenDatabaseOptions {
  /** A postgres:// URL; when absent, PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  /** PGlite only: start from this dump (PGlite's dumpDataDir) instead of creating a new cluster. */
  loadDataDir?: Blob;
  poolSize?: number;
  /** PGlite only: shared_buffers in MiB (default PGLITE_SHARED_BUFFERS_MB's, 16; decision 030). */
  pgliteSharedBuffersMb?: number;
}

/**
 * PGlite's start parameters: its own, and a buffer cache of `sharedBuffersMb` (a command-line setting:
 * the data folder's postgresql.conf is left as it is). PGlite zero-fills the shared memory when it
 * starts, so PostgreSQL's default of 128 MiB was all resident in the server (decision 030). An
 * in-memory database (memory://, the tests') starts from PGlite's own snapshot and keeps 128 MiB.
 */
export function pgliteStartParams(sharedBuffersMb = 16): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${sharedBuffersMb}MB`];
}

const MIGRATION_LOCK_KEY = 727_000;

/**
 * A pool of connections to PostgreSQL with the app's planner settings (decision 015): no JIT
 * (a kept plan's estimated cost can pass jit_above_cost, and compiling took 230 ms of a 1 ms search),
 * and random reads priced as the cached or SSD reads they are (1.1, not 4), so the kept plan of a later
 * page reads the sort's index in order from the cursor instead of every row past it by bitmap and a
 * sort; plus `settings` of its own.
 */
function postgresPool(url: string, max: number, settings = ''): pg.Pool {
  const pool = new pg.Pool({
    connectionString: url,
    max,
    connectionTimeoutMillis: 5000,
    idleTimeoutMillis: 30_000,
    options: `-c jit=off -c random_page_cost=1.1${settings}`,
  });
  // A pool error (e.g. the server restarted) must not crash the process: the next query reconnects.
  pool.on('error', () => {});
  // Nor may a checked-out client's (its query fails and the request gets a 503; test/hard/pg-restart).
  pool.on('connect', (client) => client.on('error', () => {}));
  return pool;
}

/** Opens the database and applies the committed migrations (the same ones for both kinds). */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const max = options.poolSize ?? 10;
    const pool = postgresPool(options.databaseUrl, max);
    // PostgreSQL keeps a named statement's generic plan only when its estimated cost is below the
    // custom plans'; the match search's never was, so it was planned afresh on every search (1-1.5 ms
    // at a million profiles) although its generic plan runs as fast (decision 038). Connections are
    // opened on first use and closed after 30 s idle, like the main pool's.
    const keptPlansPool = postgresPool(options.databaseUrl, max, ' -c plan_cache_mode=force_generic_plan');
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const keptPlans = drizzlePg(keptPlansPool, { schema }) as unknown as Db;
    // Several app servers may start at once on one database: a session lock lets one migrate at a time
    // (the others then find nothing left to apply; test/hard/two-servers).
    const client = await pool.connect();
    try {
      await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migratePg(drizzlePg(client), { migrationsFolder });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      client.release();
    }
    return {
      db,
      keptPlans,
      kind: 'postgres',
      pool,
      keptPlansPool,
      close: async () => {
        await Promise.all([pool.end(), keptPlansPool.end()]);
      },
    };
  }
  let dataDir = options.dataDir;
  if (dataDir && dataDir !== 'memory://') {
    mkdirSync(dataDir, { recursive: true });
  } else {
    dataDir = undefined;
  }
  const client = new PGlite(dataDir, {
    startParams: pgliteStartParams(options.pgliteSharedBuffersMb),
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  await migratePglite(drizzlePglite(client), { migrationsFolder });
  return { db, keptPlans: db, kind: 'pglite', pglite: client, close: () => client.close() };
}
