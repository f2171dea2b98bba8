/**
 * Search benchmark: `npm run bench:search -w apps/server [-- --profiles n] [--db pglite|postgres] [--keep]
 * [--reuse name]`.
 * Seeds profiles with their side tables in set-based SQL (bench-search-seed.ts: 1,000,000 profiles on
 * PostgreSQL, 100,000 on PGlite by default, with 3 pictures, 20 interests, 100 views, 2 blocks, 5
 * shortlist entries and 3 "not interested" rows per profile on average, skewed to popular profiles),
 * then times the first and the 50th page of each sort, and the first page of every filter of docs/api.md "Matrimonial profiles, consent and safety" alone
 * and together (app.inject after as many warm-up rounds; the time is measured in the server, as
 * Fastify's reply.elapsedTime, and the caller's round trip is printed beside it) on PGlite and on
 * PostgreSQL (BENCH_DATABASE_URL, or a throwaway cluster on port 54339 via scripts/pg-cluster.sh),
 * each in a process of its own, and prints EXPLAIN ANALYZE of the statement each series runs, which
 * must not scan any table sequentially, and the figures with each goal met or its gap named.
 * Not part of the test suite.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import inspector from 'node:inspector';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Placeholder } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { issueToken } from '../src/domains/auth/tokens.ts';
import type { SearchSort } from '@samaj/shared';
import {
  filtersAsked,
  runsOnKeptPlan,
  searchStatement,
  searchValues,
} from '../src/domains/matrimonial/repository.ts';
import { filtersOf } from '../src/domains/matrimonial/search/search.ts';
import { systemClock, todayInIndia } from '../src/lib/clock.ts';
import { decodeCursor } from '../src/lib/pagination.ts';
import { PER_PROFILE, SEARCHER, SIDE_TABLES, seedSearchBench, type SeedReport } from './bench-search-seed.ts';

const SEED_TABLES = ['profiles', ...SIDE_TABLES];

/** `--name value` of the command line, or undefined. */
const option = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1] : undefined;
};
/** --db: one kind of database only (the parent runs each in a child process with it). */
const ONLY = option('db') as 'pglite' | 'postgres' | undefined;
/**
 * --profiles n: profiles seeded, with side tables of the same shape per profile. Default 1,000,000 on
 * PostgreSQL and 100,000 on PGlite (its database lives in the process's memory: 10 million views would
 * not fit).
 */
const profilesOf = (kind: 'pglite' | 'postgres') =>
  Number(option('profiles') ?? (kind === 'postgres' ? 1_000_000 : 100_000));
/** --reuse name: time an existing database seeded by an earlier run with --keep (PostgreSQL only). */
const REUSE = option('reuse');
/** --keep: keep the PostgreSQL database afterwards and print its name. */
const KEEP = process.argv.includes('--keep');
/** --samples n: samples of the age sort (1,000; the others take 30%). */
const SAMPLES = Number(option('samples') ?? 1000);
/** Samples (and warm-up rounds) of each of the other series. */
const SAMPLES_MORE = Math.ceil(SAMPLES * 0.3);
/** Every filter of docs/api.md "Matrimonial profiles, consent and safety" at once (on top of FILTER), as the all-filters series sends them. */
const ALL_FILTERS = {
  city: 'Mumbai',
  community: 'cutchi_memon',
  mother_tongue: 'Cutchi',
  education: 'mba',
  min_height_cm: 155,
  max_height_cm: 185,
  verified_only: 'true',
};
type Filters = Partial<Record<keyof typeof ALL_FILTERS, string | number>>;
/** The series timed: the sort and extra filters of each, and the pages followed to. */
const ALL_SERIES: { name: string; sort: SearchSort; filters: Filters; pages: (1 | 50)[]; samples: number }[] =
  [
    { name: 'age', sort: 'age', filters: {}, pages: [1, 50], samples: SAMPLES },
    { name: 'newest', sort: 'newest', filters: {}, pages: [1, 50], samples: SAMPLES_MORE },
    { name: 'recently_active', sort: 'recently_active', filters: {}, pages: [1, 50], samples: SAMPLES_MORE },
    { name: 'city', sort: 'age', filters: { city: 'Mumbai' }, pages: [1, 50], samples: SAMPLES_MORE },
    {
      name: 'community',
      sort: 'age',
      filters: { community: 'cutchi_memon' },
      pages: [1],
      samples: SAMPLES_MORE,
    },
    {
      name: 'mother_tongue',
      sort: 'age',
      filters: { mother_tongue: 'Cutchi' },
      pages: [1],
      samples: SAMPLES_MORE,
    },
    {
      name: 'height',
      sort: 'age',
      filters: { min_height_cm: 155, max_height_cm: 185 },
      pages: [1],
      samples: SAMPLES_MORE,
    },
    { name: 'education', sort: 'age', filters: { education: 'mba' }, pages: [1], samples: SAMPLES_MORE },
    {
      name: 'verified_only',
      sort: 'age',
      filters: { verified_only: 'true' },
      pages: [1],
      samples: SAMPLES_MORE,
    },
    { name: 'all_filters', sort: 'age', filters: ALL_FILTERS, pages: [1], samples: SAMPLES_MORE },
    {
      name: 'newest+city',
      sort: 'newest',
      filters: { city: 'Mumbai', verified_only: 'true' },
      pages: [1],
      samples: SAMPLES_MORE,
    },
    {
      name: 'active+filters',
      sort: 'recently_active',
      filters: { community: 'halai_memon', min_height_cm: 160 },
      pages: [1],
      samples: SAMPLES_MORE,
    },
  ];
/** --series a,b: only those series. */
const SERIES = ALL_SERIES.filter((x) => !option('series') || option('series')!.split(',').includes(x.name));
const FILTER = {
  prefer_marital_status: 'never_married',
  prefer_with_job: 'any',
  prefer_min_age: 22,
  prefer_max_age: 40,
};
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The searcher's ids (profile 0 of the seed), and the seed's report when this run seeded. */
async function seed(
  kind: 'pglite' | 'postgres',
  database: Database,
  n: number,
): Promise<{ searcherId: string; userId: string; report: SeedReport | null }> {
  const session = await sqlSession(database);
  try {
    const [found] = await session.query(`select ${SEARCHER.profile}::text as p, ${SEARCHER.user}::text as u,
      exists (select 1 from profiles where id = ${SEARCHER.profile}) as seeded`);
    const report = found!.seeded
      ? null
      : await seedSearchBench(session.query, n, {
          today: todayInIndia(systemClock),
          unlogged: kind === 'postgres',
        });
    return { searcherId: String(found!.p), userId: String(found!.u), report };
  } finally {
    await session.release();
  }
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
    // exec: a text may hold several statements; the last one's rows are answered.
    query: async (text: string) => ((await lite.exec(text)).at(-1)?.rows ?? []) as Record<string, unknown>[],
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
  profiles: number;
  series: string;
  page: number;
  /** Measured in the server: Fastify's elapsed time from the request's arrival to the reply sent. */
  p50: number;
  p95: number;
  p99: number;
  /** The statement's execution time in EXPLAIN ANALYZE (one run after ten, on a connection of its own). */
  executionMs: number;
  /** Measured by the caller: app.inject's whole round trip (the request built, the reply read). */
  roundP50: number;
  roundP95: number;
}

async function run(kind: 'pglite' | 'postgres', database: Database): Promise<RunOutput> {
  const t0 = performance.now();
  const { searcherId, userId, report } = await seed(kind, database, profilesOf(kind));
  const counts = await sqlSession(database).then(async (s) => {
    try {
      return await s.query(`select ${SEED_TABLES.map((t) => `(select count(*) from ${t})::int as ${t}`).join(', ')},
        current_setting('shared_buffers') as shared_buffers`);
    } finally {
      await s.release();
    }
  });
  if (report) {
    console.log(
      `${kind}: seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (${report.steps.map(([n, sec]) => `${n} ${sec.toFixed(1)} s`).join(', ')})`,
    );
  } else console.log(`${kind}: reused the seeded database`);
  console.log(`${kind}: rows ${JSON.stringify(counts[0])}`);
  const config = parseConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'samaj-bench-')),
    // One searcher asks thousands of pages: the day's allowance of cards (counted all the same, one
    // upsert a search) must not stop the run.
    SEARCH_CARDS_PER_DAY: '1000000',
  });
  const app = await buildApp({ config, database, clock: systemClock });
  let serverMs = 0;
  app.addHook('onResponse', async (_request, reply) => {
    serverMs = reply.elapsedTime;
  });
  await app.ready();
  const token = await issueToken(database.db, userId, systemClock);
  const headers = { authorization: `Bearer ${token}` };
  const urls: Record<string, Record<number, string>> = {};
  for (const series of SERIES) {
    const query = new URLSearchParams(
      Object.entries({ ...FILTER, ...series.filters, sort: series.sort }).map(([k, v]): [string, string] => [
        k,
        String(v),
      ]),
    ).toString();
    const first = `/api/matrimonial/mm/filter-profile/${searcherId}?${query}`;
    urls[series.name] = { 1: first };
    if (!series.pages.includes(50 as never)) continue;
    // Follow the cursors to page 50.
    let url = first;
    for (let page = 1; page < 50; page += 1) {
      const res = await app.inject({ method: 'GET', url, headers });
      if (res.statusCode !== 200)
        throw new Error(`${series.name} page ${page}: ${res.statusCode} ${res.body}`);
      const next = res.json().next_page_url as string | null;
      if (!next) throw new Error(`${series.name}: only ${page} pages`);
      // Relative without PUBLIC_URL (decision 045).
      const u = new URL(next, 'http://localhost');
      url = u.pathname + u.search;
    }
    urls[series.name]![50] = url;
  }

  const timings: Record<string, number[]> = {};
  const rounds: Record<string, number[]> = {};
  const profiler = process.env.BENCH_CPU_PROFILE ? await startProfiler() : null;
  const planCounts = new Map<string, PlanCounts>();
  for (const series of SERIES) {
    const targets = series.pages.map(
      (page) => [`${series.name}:${page}`, urls[series.name]![page]!] as const,
    );
    // Warm-up: the JIT settles, and every pooled connection has prepared the statements.
    for (let i = 0; i < series.samples; i += 1) {
      for (const [, u] of targets) await app.inject({ method: 'GET', url: u, headers });
    }
    for (const [key] of targets) {
      timings[key] = [];
      rounds[key] = [];
    }
    for (let i = 0; i < series.samples; i += 1) {
      for (const [key, u] of targets) {
        const start = process.hrtime.bigint();
        const res = await app.inject({ method: 'GET', url: u, headers });
        const ms = Number(process.hrtime.bigint() - start) / 1e6;
        // A full page, or the last one (all filters at once match few profiles of a small seed).
        const body =
          res.statusCode === 200 ? (res.json() as { data: unknown[]; next_page_url: unknown }) : null;
        if (!body || (body.data.length !== 20 && body.next_page_url !== null))
          throw new Error(`bad answer: ${res.statusCode} ${res.body.slice(0, 300)}`);
        timings[key]!.push(serverMs);
        rounds[key]!.push(ms);
      }
    }
    // Read at the end of each series: a connection idle for 30 s (through the filtered series, which
    // run elsewhere) closes, and its statements' counts go with it.
    for (const [statement, n] of await planCacheOf(database)) planCounts.set(statement, n);
  }
  if (profiler) await profiler.stop(`${process.env.BENCH_CPU_PROFILE}-${kind}.cpuprofile`);
  const planCache = [...planCounts]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(
      ([statement, n]) =>
        `${statement}: ${n.generic} runs on the kept generic plan, ${n.custom} planned with their values`,
    );

  // EXPLAIN of the statement the service runs, for each series and page: prepared on one connection and
  // executed ten times first, so the plan shown is the one PostgreSQL keeps for it (custom or generic).
  const plans: string[] = [];
  const executionMs: Record<string, number> = {};
  const session = await sqlSession(database);
  try {
    for (const series of SERIES) {
      for (const page of series.pages) {
        const cursor =
          page === 1
            ? null
            : decodeCursor(
                app.deps.cursors,
                new URL(urls[series.name]![page]!, 'http://x').searchParams.get('cursor') ?? undefined,
                { key: series.sort === 'age' ? 'number' : 'date', id: 'uuid' },
              );
        const filters = filtersOf({
          ...series.filters,
          city: series.filters.city as string | undefined,
          community: series.filters.community as string | undefined,
          mother_tongue: series.filters.mother_tongue as string | undefined,
          education: series.filters.education as string | undefined,
          min_height_cm: series.filters.min_height_cm as number | undefined,
          max_height_cm: series.filters.max_height_cm as number | undefined,
          verified_only: series.filters.verified_only === 'true',
        });
        const asked = filtersAsked(filters);
        const statement = searchStatement(database.db, series.sort, cursor !== null, asked).toSQL();
        const values = searchValues({
          userId,
          searcherId,
          preferMaritalStatus: FILTER.prefer_marital_status,
          preferWithJob: FILTER.prefer_with_job,
          preferMinAge: FILTER.prefer_min_age,
          preferMaxAge: FILTER.prefer_max_age,
          filters,
          sort: series.sort,
          today: todayInIndia(systemClock),
          now: new Date(),
          limit: 21,
          pivot: app.deps.cursors.pivotOf(searcherId),
          after: cursor ? { key: cursor.key, id: cursor.id } : null,
        });
        // Placeholders take the search's values; the other parameters are constants of the statement.
        const args = statement.params.map((p) => literal(p instanceof Placeholder ? values[p.name] : p));
        const name = `bench_${series.name.replace(/\W/g, '_')}_${page}`;
        // As the service runs it: on the kept plans' connections, on its generic plan, or (more than
        // KEPT_PLAN_MAX_FILTERS filters) unnamed, planned with its values each time (decision 038).
        await session.query(
          `set plan_cache_mode = ${runsOnKeptPlan(asked) ? (process.env.BENCH_PLAN_CACHE ?? 'force_generic_plan') : 'force_custom_plan'}`,
        );
        await session.query(`prepare ${name} as ${statement.sql}`);
        for (let i = 0; i < 10; i += 1) await session.query(`execute ${name}(${args.join(', ')})`);
        const rows = await session.query(
          `explain (analyze, costs off, summary on) execute ${name}(${args.join(', ')})`,
        );
        const plan = rows.map((r) => Object.values(r)[0]).join('\n');
        const scanned = [...plan.matchAll(/Seq Scan on (\w+)/g)].map((m) => m[1]);
        const seq = scanned.length ? `SEQUENTIAL SCAN of ${scanned.join(', ')}` : 'no sequential scan';
        const exec = /Execution Time: ([\d.]+) ms/.exec(plan);
        executionMs[`${series.name}:${page}`] = exec ? Number(exec[1]) : NaN;
        plans.push(`-- ${kind}, ${series.name}, page ${page}: ${seq}\n${plan}`);
      }
    }
  } finally {
    await session.release();
  }
  await app.close();
  const results = SERIES.flatMap((series) =>
    series.pages.map((page) => {
      const key = `${series.name}:${page}`;
      const sorted = [...timings[key]!].sort((a, b) => a - b);
      const round = [...rounds[key]!].sort((a, b) => a - b);
      return {
        db: kind,
        profiles: Number(counts[0]!.profiles),
        series: series.name,
        page,
        p50: pct(sorted, 50),
        p95: pct(sorted, 95),
        p99: pct(sorted, 99),
        roundP50: pct(round, 50),
        roundP95: pct(round, 95),
        executionMs: executionMs[key]!,
      };
    }),
  );
  return { results, plans, planCache };
}

type PlanCounts = { generic: number; custom: number };

/**
 * How PostgreSQL ran the service's named search statements, from each pooled connection's
 * pg_prepared_statements: on a generic plan (kept, no planning) or a custom one (planned with the
 * values, every time), on the main pool and on the kept plans' (decision 038), keyed "pool, name".
 * Empty on PGlite, which prepares no named statement.
 */
async function planCacheOf(database: Database): Promise<Map<string, PlanCounts>> {
  const counts = new Map<string, PlanCounts>();
  const pools = [
    ['main pool', database.pool],
    ['kept-plans pool', database.keptPlansPool],
  ] as const;
  for (const [label, pool] of pools) {
    if (!pool) continue;
    const clients = await Promise.all(Array.from({ length: pool.idleCount }, () => pool.connect()));
    try {
      for (const c of clients) {
        const { rows } = await c.query<{ name: string; generic_plans: string; custom_plans: string }>(
          `select name, generic_plans, custom_plans from pg_prepared_statements where name like 'search%'`,
        );
        for (const r of rows) {
          const sum = counts.get(`${label}, ${r.name}`) ?? { generic: 0, custom: 0 };
          sum.generic += Number(r.generic_plans);
          sum.custom += Number(r.custom_plans);
          counts.set(`${label}, ${r.name}`, sum);
        }
      }
    } finally {
      for (const c of clients) c.release();
    }
  }
  return counts;
}

/** The PostgreSQL database of the run: a new one (dropped afterwards unless --keep), or --reuse's. */
async function postgresUrl(): Promise<{ url: string; stop: () => Promise<void> } | null> {
  const given = process.env.BENCH_DATABASE_URL;
  let adminUrl = given;
  let stopCluster: (() => void) | undefined;
  if (!adminUrl) {
    try {
      adminUrl = execFileSync('bash', [path.join(root, 'scripts/pg-cluster.sh'), 'start', '54339'], {
        encoding: 'utf8',
      }).trim();
      // A server's buffers rather than the 128 MB default: the million profiles' tables and indexes
      // are several GB.
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`alter system set shared_buffers = '2GB'`);
      await c.end();
      execFileSync('bash', [path.join(root, 'scripts/pg-cluster.sh'), 'restart', '54339']);
      stopCluster = () => execFileSync('bash', [path.join(root, 'scripts/pg-cluster.sh'), 'stop', '54339']);
    } catch (error) {
      console.log(
        `PostgreSQL: skipped (no BENCH_DATABASE_URL and no local cluster: ${(error as Error).message})`,
      );
      return null;
    }
  }
  const name = REUSE ?? `samaj_bench_${Date.now()}`;
  if (!REUSE) {
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
  }
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    stop: async () => {
      if (KEEP || REUSE) {
        console.log(`postgres: kept the database ${name} (--reuse ${name} times it again)`);
        return;
      }
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
      stopCluster?.();
    },
  };
}

/** Runs one kind of database and prints its figures as one JSON line for the parent. */
async function child(kind: 'pglite' | 'postgres') {
  let out: RunOutput = { results: [], plans: [], planCache: [] };
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
        await pgTarget.stop();
      }
    }
  }
  if (process.argv.includes('--child')) console.log(`${RESULT_TAG}${JSON.stringify(out)}`);
  else {
    console.log(
      `\nEXPLAIN ANALYZE of the search statement, as each series runs it\n\n${out.plans.join('\n\n')}`,
    );
    printFigures(out.results, out.plans, out.planCache);
  }
}

type RunOutput = { results: Result[]; plans: string[]; planCache: string[] };

const RESULT_TAG = 'BENCH-RESULT ';

async function main() {
  const all: Result[] = [];
  const plans: string[] = [];
  const planCache: string[] = [];
  // Each database runs in a process of its own, so that one's heap (PGlite's seeding, say) does not
  // weigh on the other's garbage collection.
  for (const kind of ['pglite', 'postgres'] as const) {
    if (REUSE && kind === 'pglite') continue;
    const res = spawnSync(
      process.execPath,
      [
        ...process.execArgv,
        fileURLToPath(import.meta.url),
        ...process.argv.slice(2),
        '--db',
        kind,
        '--child',
      ],
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
    const out = JSON.parse(tagged.slice(RESULT_TAG.length)) as RunOutput;
    all.push(...out.results);
    plans.push(...out.plans);
    planCache.push(...out.planCache);
  }

  console.log('\nEXPLAIN ANALYZE of the search statement, as each series runs it\n');
  console.log(plans.join('\n\n'));
  printFigures(all, plans, planCache);
}

/** The figures table and the goals, each met or its gap named. */
function printFigures(all: Result[], plans: string[], planCache: string[]) {
  const sizes = [...new Set(all.map((r) => `${r.db} ${r.profiles.toLocaleString('en')} profiles`))];
  console.log(
    `\n${sizes.join(', ')}; per profile on average ${JSON.stringify(PER_PROFILE)}. ${SAMPLES} samples per page of the age sort (${SAMPLES_MORE} of the others). Saved-preference filters ${JSON.stringify(FILTER)}; all_filters: ${JSON.stringify(ALL_FILTERS)}.`,
  );
  console.log(
    'Server ms: measured in the server (request in to reply sent). Round trip: app.inject, caller side. Execution: EXPLAIN ANALYZE of the statement, once.\n',
  );
  console.log(
    '| db       | series          | page | p50 ms | p95 ms | p99 ms | round trip p50 | execution ms | page50/page1 p50 (execution) |',
  );
  console.log(
    '|----------|-----------------|------|--------|--------|--------|----------------|--------------|------------------------------|',
  );
  const num = (n: number, width: number) => n.toFixed(2).padStart(width);
  const firstOf = (r: Result) => all.find((x) => x.db === r.db && x.series === r.series && x.page === 1)!;
  for (const r of all) {
    const first = firstOf(r);
    const ratio =
      r.page === 50
        ? `${(r.p50 / first.p50).toFixed(2)} (${(r.executionMs / first.executionMs).toFixed(2)})`
        : '';
    console.log(
      `| ${r.db.padEnd(8)} | ${r.series.padEnd(15)} | ${String(r.page).padEnd(4)} | ${num(r.p50, 6)} | ${num(r.p95, 6)} | ${num(r.p99, 6)} | ${num(r.roundP50, 14)} | ${num(r.executionMs, 12)} | ${ratio.padStart(28)} |`,
    );
  }
  if (planCache.length)
    console.log(`\nPostgreSQL's plan cache for the named statements, over the run:\n${planCache.join('\n')}`);
  const seqScans = plans.filter((p) => p.split('\n')[0]!.includes('SEQUENTIAL SCAN'));
  console.log(
    `\nGoal, no sequential scan in any plan: ${seqScans.length === 0 ? 'met' : `NOT met: ${seqScans.map((p) => p.split('\n')[0]!.slice(3)).join('; ')}`}.`,
  );
  for (const r of all.filter((x) => x.db === 'postgres')) {
    if (r.page === 1) {
      const ok = r.p95 < 2;
      console.log(
        `Goal on PostgreSQL, ${r.series}: first page p95 < 2 ms in the server: ${ok ? 'met' : `NOT met, gap ${(r.p95 - 2).toFixed(2)} ms`} (${r.p95.toFixed(2)} ms; the statement executes in ${r.executionMs.toFixed(2)} ms).`,
      );
    } else {
      const ratio = r.p50 / firstOf(r).p50;
      console.log(
        `Goal on PostgreSQL, ${r.series}: page 50 <= 1.5x page 1: ${ratio <= 1.5 ? 'met' : `NOT met, gap ${(ratio - 1.5).toFixed(2)}x`} (${ratio.toFixed(2)}x at p50; ${(r.executionMs / firstOf(r).executionMs).toFixed(2)}x in execution).`,
      );
    }
  }
  if (!all.some((x) => x.db === 'postgres')) console.log('Goals on PostgreSQL: not measured.');
}

(ONLY ? child(ONLY) : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
