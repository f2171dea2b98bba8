/* eslint-disable max-lines -- Longer than 300 lines on purpose: a benchmark reads top to bottom as one experiment (data, warm-up, runs, plan, figures). */
/**
 * Search benchmark: `npm run bench:search -w apps/server`.
 * Seeds 100,000 approved profiles (each with a primary picture), then times the first and the 50th page of a filtered search
 * (app.inject, 1,000 samples each after 1,000 warm-up rounds; the time is measured in the server, as
 * Fastify's reply.elapsedTime, and the caller's round trip is printed beside it) on PGlite and on
 * PostgreSQL (BENCH_DATABASE_URL, or a throwaway cluster on port 54339 via scripts/pg-cluster.sh),
 * each in a process of its own, and prints EXPLAIN of the search statement. Not part of the test suite.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Placeholder, sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { issueToken } from '../src/domains/auth/tokens.ts';
import { searchStatement, searchValues } from '../src/domains/matrimonial/repository.ts';
import { systemClock, todayInIndia } from '../src/lib/clock.ts';
import { decodeCursor } from '../src/lib/pagination.ts';

const N = 100_000;
const SAMPLES = 1000;
const FILTER = {
  prefer_marital_status: 'never_married',
  prefer_with_job: 'any',
  prefer_min_age: 22,
  prefer_max_age: 40,
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function seed(database: Database): Promise<{ searcherId: string; userId: string }> {
  const { db } = database;
  const today = todayInIndia(systemClock);
  await db.execute(sql`insert into users (name, mobile, email)
    select 'Bench ' || i, '+9170' || lpad(i::text, 8, '0'), 'bench' || i || '@bench.example'
    from generate_series(1, ${N}) as i`);
  // Half men, half women; ages 18..68 spread evenly; statuses and jobs cycle.
  await db.execute(sql`insert into profiles (user_id, first_name, last_name, gender, date_of_birth, marital_status,
      has_job, relation, approved_on, is_last_selected, city, prefer_marital_status, prefer_with_job, prefer_min_age, prefer_max_age)
    select u.id, 'First' || n, 'Last' || n,
      case when n % 2 = 0 then 'male' else 'female' end,
      ${today}::date - (18 * 365 + 30 + (n * 7919) % (50 * 365)),
      (array['never_married','never_married','never_married','divorced','widowed','awaiting_divorce'])[1 + n % 6],
      n % 3 <> 0, 'self', now(), true, 'Mumbai',
      case when n % 4 = 0 then 'never_married' else 'any' end, 'any', 18 + n % 10, 40 + n % 30
    from (select id, substr(mobile, 6)::int as n from users where mobile like '+9170%') u`);
  // Every profile has a primary picture, as approved profiles usually do: the search joins it and
  // signs its links.
  await db.execute(sql`insert into profile_pictures (profile_id, large_key, thumb_key, is_primary)
    select id, 'pictures/' || id || '/bench-large.webp', 'pictures/' || id || '/bench-thumb.webp', true
    from profiles`);
  const [u] = (
    (await db.execute(
      sql`insert into users (name, mobile) values ('Searcher', '+919999999999') returning id`,
    )) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const [p] = (
    (await db.execute(sql`insert into profiles (user_id, first_name, last_name, gender, date_of_birth, marital_status,
        has_job, relation, approved_on, is_last_selected)
      values (${u!.id}, 'Searcher', 'Bench', 'female', ${today}::date - 28 * 365, 'never_married', true, 'self', now(), true)
      returning id`)) as unknown as { rows: { id: string }[] }
  ).rows;
  // Vacuum and checkpoint now, so that autovacuum and the checkpointer do not work through the bulk
  // load on the machine's cores while the timings run.
  await db.execute(sql`vacuum (analyze)`);
  await db.execute(sql`checkpoint`).catch(() => {});
  return { searcherId: p!.id, userId: u!.id };
}

/** One connection to run session-level SQL (PREPARE, EXECUTE) on either kind of database. */
async function sqlSession(database: Database) {
  if (database.pool) {
    const client = await database.pool.connect();
    return {
      query: async (text: string) => (await client.query(text)).rows as Record<string, unknown>[],
      release: async () => client.release(),
    };
  }
  const lite = database.pglite!;
  return {
    query: async (text: string) => (await lite.query<Record<string, unknown>>(text)).rows,
    release: async () => {},
  };
}

/**
 * With BENCH_CPU_PROFILE=prefix, the timed rounds run under V8's sampling profiler and the profile is
 * written to prefix-<db>.cpuprofile (open it in Chrome's DevTools).
 */
async function startProfiler() {
  const session = new inspector.Session();
  session.connect();
  const post = (method: string, params?: object) =>
    new Promise<unknown>((resolve, reject) =>
      session.post(method, params, (error, result) => (error ? reject(error) : resolve(result))),
    );
  await post('Profiler.enable');
  await post('Profiler.setSamplingInterval', { interval: 100 });
  await post('Profiler.start');
  return {
    stop: async (file: string) => {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      writeFileSync(file, JSON.stringify(profile));
      session.disconnect();
      console.log(`CPU profile of the timed rounds: ${file}`);
    },
  };
}

/** A SQL literal for the bench's own values (uuids, dates, enum words, numbers, null). */
const literal = (v: unknown) =>
  v === null || v === undefined
    ? 'null'
    : typeof v === 'number' || typeof v === 'boolean'
      ? String(v)
      : `'${String(v).replaceAll("'", "''")}'`;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Result {
  db: string;
  page: number;
  /** Measured in the server: Fastify's elapsed time from the request's arrival to the reply sent. */
  p50: number;
  p95: number;
  /** Measured by the caller: app.inject's whole round trip (the request built, the reply read). */
  roundP50: number;
  roundP95: number;
}

async function run(
  kind: 'pglite' | 'postgres',
  database: Database,
): Promise<{ results: Result[]; plans: string[] }> {
  const t0 = performance.now();
  const { searcherId, userId } = await seed(database);
  console.log(`${kind}: seeded ${N} profiles in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'samaj-bench-')),
  });
  const app = await buildApp({ config, database, clock: systemClock });
  let serverMs = 0;
  app.addHook('onResponse', async (_request, reply) => {
    serverMs = reply.elapsedTime;
  });
  await app.ready();
  const token = await issueToken(database.db, userId, systemClock);
  const headers = { authorization: `Bearer ${token}` };
  const query = new URLSearchParams(
    Object.entries(FILTER).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const first = `/api/matrimonial/mm/filter-profile/${searcherId}?${query}`;

  // Follow the cursors to page 50.
  let url = first;
  for (let page = 1; page < 50; page += 1) {
    const res = await app.inject({ method: 'GET', url, headers });
    if (res.statusCode !== 200) throw new Error(`page ${page}: ${res.statusCode} ${res.body}`);
    const next = res.json().next_page_url as string | null;
    if (!next) throw new Error(`only ${page} pages`);
    const u = new URL(next);
    url = u.pathname + u.search;
  }
  const page50 = url;

  const timings: Record<string, number[]> = { first: [], page50: [] };
  const rounds: Record<string, number[]> = { first: [], page50: [] };
  // Warm-up: the JIT settles, and every pooled connection has prepared the statements.
  for (let i = 0; i < 1000; i += 1) {
    await app.inject({ method: 'GET', url: first, headers });
    await app.inject({ method: 'GET', url: page50, headers });
  }
  const profiler = process.env.BENCH_CPU_PROFILE ? await startProfiler() : null;
  for (let i = 0; i < SAMPLES; i += 1) {
    for (const [name, u] of [
      ['first', first],
      ['page50', page50],
    ] as const) {
      const start = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url: u, headers });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (res.statusCode !== 200 || res.json().data.length !== 20) throw new Error(`bad answer: ${res.body}`);
      timings[name]!.push(serverMs);
      rounds[name]!.push(ms);
    }
  }
  if (profiler) await profiler.stop(`${process.env.BENCH_CPU_PROFILE}-${kind}.cpuprofile`);

  // EXPLAIN of the statement the service runs, for both pages: prepared on one connection and
  // executed ten times first, so the plan shown is the one PostgreSQL keeps for it (custom or generic).
  const cursor = decodeCursor(
    app.deps.cursors,
    new URL(page50, 'http://x').searchParams.get('cursor') ?? undefined,
    { date_of_birth: 'date', id: 'uuid' },
  )!;
  const plans: string[] = [];
  const session = await sqlSession(database);
  try {
    for (const after of [null, { dateOfBirth: cursor.date_of_birth, id: cursor.id }]) {
      const statement = searchStatement(database.db, after !== null).toSQL();
      const values = searchValues({
        userId,
        searcherId,
        preferMaritalStatus: FILTER.prefer_marital_status,
        preferWithJob: FILTER.prefer_with_job,
        preferMinAge: FILTER.prefer_min_age,
        preferMaxAge: FILTER.prefer_max_age,
        today: todayInIndia(systemClock),
        limit: 21,
        after,
      });
      // Placeholders take the search's values; the other parameters are constants of the statement.
      const args = statement.params.map((p) => literal(p instanceof Placeholder ? values[p.name] : p));
      const name = after ? 'bench_page_50' : 'bench_page_1';
      await session.query(`prepare ${name} as ${statement.sql}`);
      for (let i = 0; i < 10; i += 1) await session.query(`execute ${name}(${args.join(', ')})`);
      const rows = await session.query(
        `explain (analyze, costs off, summary on) execute ${name}(${args.join(', ')})`,
      );
      plans.push(`-- ${kind}, page ${after ? 50 : 1}\n` + rows.map((r) => Object.values(r)[0]).join('\n'));
    }
  } finally {
    await session.release();
  }
  await app.close();
  const results = (['first', 'page50'] as const).map((name) => {
    const sorted = [...timings[name]!].sort((a, b) => a - b);
    const round = [...rounds[name]!].sort((a, b) => a - b);
    return {
      db: kind,
      page: name === 'first' ? 1 : 50,
      p50: pct(sorted, 50),
      p95: pct(sorted, 95),
      roundP50: pct(round, 50),
      roundP95: pct(round, 95),
    };
  });
  return { results, plans };
}

async function postgresUrl(): Promise<{ url: string; stop?: () => void } | null> {
  const given = process.env.BENCH_DATABASE_URL;
  let adminUrl = given;
  let stop: (() => void) | undefined;
  if (!adminUrl) {
    try {
      adminUrl = execFileSync('bash', [path.join(root, 'scripts/pg-cluster.sh'), 'start', '54339'], {
        encoding: 'utf8',
      }).trim();
      stop = () => execFileSync('bash', [path.join(root, 'scripts/pg-cluster.sh'), 'stop', '54339']);
    } catch (error) {
      console.log(
        `PostgreSQL: skipped (no BENCH_DATABASE_URL and no local cluster: ${(error as Error).message})`,
      );
      return null;
    }
  }
  const name = `samaj_bench_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    stop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      stop?.();
    },
  } as { url: string; stop: () => void };
}

/** Runs one kind of database and prints its figures as one JSON line for the parent. */
async function child(kind: 'pglite' | 'postgres') {
  let out: { results: Result[]; plans: string[] } = { results: [], plans: [] };
  if (kind === 'pglite') {
    const lite = await openDatabase({ dataDir: 'memory://' });
    try {
      out = await run('pglite', lite);
    } finally {
      await lite.close();
    }
  } else {
    const pgTarget = await postgresUrl();
    if (pgTarget) {
      const database = await openDatabase({ databaseUrl: pgTarget.url });
      try {
        out = await run('postgres', database);
      } finally {
        await database.close();
        await pgTarget.stop?.();
      }
    }
  }
  console.log(`${RESULT_TAG}${JSON.stringify(out)}`);
}

const RESULT_TAG = 'BENCH-RESULT ';

async function main() {
  const all: Result[] = [];
  const plans: string[] = [];
  // Each database runs in a process of its own, so that one's heap (PGlite's seeding, say) does not
  // weigh on the other's garbage collection.
  for (const kind of ['pglite', 'postgres'] as const) {
    const res = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), '--db', kind],
      {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'inherit'],
        maxBuffer: 64 * 1024 * 1024,
      },
    );
    const lines = res.stdout.split('\n');
    for (const line of lines) if (line && !line.startsWith(RESULT_TAG)) console.log(line);
    const tagged = lines.find((line) => line.startsWith(RESULT_TAG));
    if (res.status !== 0 || !tagged) throw new Error(`${kind} run failed (exit ${res.status})`);
    const out = JSON.parse(tagged.slice(RESULT_TAG.length)) as { results: Result[]; plans: string[] };
    all.push(...out.results);
    plans.push(...out.plans);
  }

  console.log('\nEXPLAIN ANALYZE of the search query\n');
  console.log(plans.join('\n\n'));
  console.log(`\n${N} approved profiles, ${SAMPLES} samples per page, filters ${JSON.stringify(FILTER)}\n`);
  console.log(
    'Server: measured in the server (request in to reply sent). Round trip: app.inject, caller side.\n',
  );
  console.log(
    '| db       | page | server p50 ms | server p95 ms | round trip p50 ms | round trip p95 ms | page50/page1 (p50) |',
  );
  console.log(
    '|----------|------|---------------|---------------|-------------------|-------------------|--------------------|',
  );
  const num = (n: number, width: number) => n.toFixed(2).padStart(width);
  for (const r of all) {
    const firstP50 = all.find((x) => x.db === r.db && x.page === 1)!.p50;
    const ratio = r.page === 50 ? (r.p50 / firstP50).toFixed(2) : '';
    console.log(
      `| ${r.db.padEnd(8)} | ${String(r.page).padEnd(4)} | ${num(r.p50, 13)} | ${num(r.p95, 13)} | ${num(r.roundP50, 17)} | ${num(r.roundP95, 17)} | ${ratio.padStart(18)} |`,
    );
  }
  const pgFirst = all.find((r) => r.db === 'postgres' && r.page === 1);
  const pg50 = all.find((r) => r.db === 'postgres' && r.page === 50);
  if (!pgFirst || !pg50) {
    console.log('\nGoal (PostgreSQL): not measured.');
    return;
  }
  const ratio = pg50.p50 / pgFirst.p50;
  const p95ok = pgFirst.p95 < 5;
  const ratioOk = ratio <= 1.5;
  console.log(
    `\nGoal on PostgreSQL: first page p95 < 5 ms in the server: ${p95ok ? 'met' : `NOT met (gap ${(pgFirst.p95 - 5).toFixed(2)} ms)`} (${pgFirst.p95.toFixed(2)} ms); ` +
      `page 50 <= 1.5x page 1: ${ratioOk ? 'met' : `NOT met (gap ${(ratio - 1.5).toFixed(2)}x)`} (${ratio.toFixed(2)}x).`,
  );
}

const only = process.argv.indexOf('--db');
(only >= 0 ? child(process.argv[only + 1] as 'pglite' | 'postgres') : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
