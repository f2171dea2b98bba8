/* eslint-disable max-lines -- Longer than 300 lines on purpose: a benchmark reads top to bottom as one experiment (data, warm-up, runs, plan, figures). */
/**
 * Search benchmark: `npm run bench:search -w apps/server`.
 * Seeds 100,000 approved profiles (each with a primary picture), then times the first and the 50th page of a filtered search
 * (app.inject, 1,000 samples each after 1,000 warm-up rounds; the time is measured in the server, as
 * Fastify's reply.elapsedTime, and the caller's round trip is printed beside it) on PGlite and on
 * PostgreSQL (BENCH_DATABASE_URL, or a throwaway cluster on port 54339 via scripts/pg-cluster.sh),
 * each in a process of its own, and prints EXPLAIN of the search statement. The same for the first page
 * of a search with the issue 17 filters (city, community, height range, verified only) and for the
 * first and 50th pages of the `newest` and `recently_active` sorts (SAMPLES_MORE samples each), with
 * their plans, which must not scan the profiles table sequentially. Not part of the test suite.
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
import { NO_FILTERS, searchStatement, searchValues } from '../src/domains/matrimonial/repository.ts';
import { systemClock, todayInIndia } from '../src/lib/clock.ts';
import { decodeCursor } from '../src/lib/pagination.ts';

const N = 100_000;
const SAMPLES = 1000;
/** Samples (and warm-up rounds) of each of the other series. */
const SAMPLES_MORE = 300;
/** The issue 17 filters on top of FILTER, as the filtered series sends them. */
const MORE_FILTERS = {
  city: 'Mumbai',
  community: 'cutchi_memon',
  min_height_cm: 155,
  max_height_cm: 185,
  verified_only: 'true',
};
/** The series timed: the sort and extra filters of each, and the pages followed to. */
const SERIES = [
  { name: 'age', sort: 'age', filters: {}, pages: [1, 50], samples: SAMPLES },
  { name: 'age+filters', sort: 'age', filters: MORE_FILTERS, pages: [1], samples: SAMPLES_MORE },
  { name: 'newest', sort: 'newest', filters: {}, pages: [1, 50], samples: SAMPLES_MORE },
  { name: 'recently_active', sort: 'recently_active', filters: {}, pages: [1, 50], samples: SAMPLES_MORE },
] as const;
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
  // Issue 17's fields spread too: four cities, four communities and none, heights 150..199, a third
  // verified, creation and last activity spread over the last 70 days.
  await db.execute(sql`insert into profiles (user_id, first_name, last_name, gender, date_of_birth, marital_status,
      has_job, relation, approved_on, is_last_selected, city, prefer_marital_status, prefer_with_job, prefer_min_age, prefer_max_age,
      community, height_cm, mother_tongue, education, verified_at, created_at, last_active_at)
    select u.id, 'First' || n, 'Last' || n,
      case when n % 2 = 0 then 'male' else 'female' end,
      ${today}::date - (18 * 365 + 30 + (n * 7919) % (50 * 365)),
      (array['never_married','never_married','never_married','divorced','widowed','awaiting_divorce'])[1 + n % 6],
      n % 3 <> 0, 'self', now(), true, (array['Mumbai','Pune','Bhuj','Ahmedabad'])[1 + n % 4],
      case when n % 4 = 0 then 'never_married' else 'any' end, 'any', 18 + n % 10, 40 + n % 30,
      (array['cutchi_memon','halai_memon','other_memon','other',null])[1 + (n / 4) % 5], 150 + n % 50,
      (array['Cutchi','Gujarati','Urdu'])[1 + n % 3], (array['B.Com','BE Computer','MBA','MBBS'])[1 + n % 4],
      case when n % 3 = 0 then now() end,
      now() - make_interval(secs => (n::bigint * 7919) % 6000000), now() - make_interval(secs => (n::bigint * 104729) % 6000000)
    from (select id, substr(mobile, 6)::int as n from users where mobile like '+9170%') u`);
  // Every profile has a primary picture, as approved profiles usually do: the search joins it and
  // signs its links.
  // Approved, as others see only approved pictures (issue 17).
  await db.execute(sql`insert into profile_pictures (profile_id, large_key, thumb_key, is_primary, status)
    select id, 'pictures/' || id || '/bench-large.webp', 'pictures/' || id || '/bench-thumb.webp', true, 'approved'
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
  series: string;
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
      const u = new URL(next);
      url = u.pathname + u.search;
    }
    urls[series.name]![50] = url;
  }

  const timings: Record<string, number[]> = {};
  const rounds: Record<string, number[]> = {};
  const profiler = process.env.BENCH_CPU_PROFILE ? await startProfiler() : null;
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
        if (res.statusCode !== 200 || res.json().data.length !== 20)
          throw new Error(`bad answer: ${res.body}`);
        timings[key]!.push(serverMs);
        rounds[key]!.push(ms);
      }
    }
  }
  if (profiler) await profiler.stop(`${process.env.BENCH_CPU_PROFILE}-${kind}.cpuprofile`);

  // EXPLAIN of the statement the service runs, for each series and page: prepared on one connection and
  // executed ten times first, so the plan shown is the one PostgreSQL keeps for it (custom or generic).
  const plans: string[] = [];
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
                { key: 'date', id: 'uuid' },
              );
        const statement = searchStatement(database.db, series.sort, cursor !== null).toSQL();
        const extra = series.filters as Partial<typeof MORE_FILTERS>;
        const values = searchValues({
          userId,
          searcherId,
          preferMaritalStatus: FILTER.prefer_marital_status,
          preferWithJob: FILTER.prefer_with_job,
          preferMinAge: FILTER.prefer_min_age,
          preferMaxAge: FILTER.prefer_max_age,
          filters: {
            ...NO_FILTERS,
            city: extra.city?.toLowerCase() ?? null,
            community: extra.community ?? null,
            minHeight: extra.min_height_cm ?? null,
            maxHeight: extra.max_height_cm ?? null,
            verifiedOnly: extra.verified_only === 'true',
          },
          sort: series.sort,
          today: todayInIndia(systemClock),
          now: new Date(),
          limit: 21,
          after: cursor ? { key: cursor.key, id: cursor.id } : null,
        });
        // Placeholders take the search's values; the other parameters are constants of the statement.
        const args = statement.params.map((p) => literal(p instanceof Placeholder ? values[p.name] : p));
        const name = `bench_${series.name.replace(/\W/g, '_')}_${page}`;
        await session.query(`prepare ${name} as ${statement.sql}`);
        for (let i = 0; i < 10; i += 1) await session.query(`execute ${name}(${args.join(', ')})`);
        const rows = await session.query(
          `explain (analyze, costs off, summary on) execute ${name}(${args.join(', ')})`,
        );
        const plan = rows.map((r) => Object.values(r)[0]).join('\n');
        const seq = /Seq Scan on profiles\b/.test(plan)
          ? 'SEQUENTIAL SCAN of profiles'
          : 'no sequential scan of profiles';
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
        series: series.name,
        page,
        p50: pct(sorted, 50),
        p95: pct(sorted, 95),
        roundP50: pct(round, 50),
        roundP95: pct(round, 95),
      };
    }),
  );
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
  console.log(
    `\n${N} approved profiles, ${SAMPLES} samples per page of the age sort (${SAMPLES_MORE} of the others), filters ${JSON.stringify(FILTER)}; age+filters adds ${JSON.stringify(MORE_FILTERS)}\n`,
  );
  console.log(
    'Server: measured in the server (request in to reply sent). Round trip: app.inject, caller side.\n',
  );
  console.log(
    '| db       | series          | page | server p50 ms | server p95 ms | round trip p50 ms | round trip p95 ms | page50/page1 (p50) |',
  );
  console.log(
    '|----------|-----------------|------|---------------|---------------|-------------------|-------------------|--------------------|',
  );
  const num = (n: number, width: number) => n.toFixed(2).padStart(width);
  for (const r of all) {
    const firstP50 = all.find((x) => x.db === r.db && x.series === r.series && x.page === 1)!.p50;
    const ratio = r.page === 50 ? (r.p50 / firstP50).toFixed(2) : '';
    console.log(
      `| ${r.db.padEnd(8)} | ${r.series.padEnd(15)} | ${String(r.page).padEnd(4)} | ${num(r.p50, 13)} | ${num(r.p95, 13)} | ${num(r.roundP50, 17)} | ${num(r.roundP95, 17)} | ${ratio.padStart(18)} |`,
    );
  }
  const seqScans = plans.filter((p) => p.split('\n')[0]!.includes('SEQUENTIAL SCAN'));
  console.log(
    `\nPlans: ${seqScans.length === 0 ? 'no sequential scan of profiles in any' : `SEQUENTIAL SCAN in ${seqScans.map((p) => p.split('\n')[0]).join('; ')}`}.`,
  );
  for (const series of SERIES) {
    const pgFirst = all.find((r) => r.db === 'postgres' && r.series === series.name && r.page === 1);
    const pg50 = all.find((r) => r.db === 'postgres' && r.series === series.name && r.page === 50);
    if (!pgFirst) {
      console.log(`Goal (PostgreSQL, ${series.name}): not measured.`);
      continue;
    }
    const p95ok = pgFirst.p95 < 5;
    let line = `Goal on PostgreSQL, ${series.name}: first page p95 < 5 ms in the server: ${p95ok ? 'met' : `NOT met (gap ${(pgFirst.p95 - 5).toFixed(2)} ms)`} (${pgFirst.p95.toFixed(2)} ms)`;
    if (pg50) {
      const ratio = pg50.p50 / pgFirst.p50;
      line += `; page 50 <= 1.5x page 1: ${ratio <= 1.5 ? 'met' : `NOT met (gap ${(ratio - 1.5).toFixed(2)}x)`} (${ratio.toFixed(2)}x)`;
    }
    console.log(`${line}.`);
  }
}

const only = process.argv.indexOf('--db');
(only >= 0 ? child(process.argv[only + 1] as 'pglite' | 'postgres') : main()).catch((error) => {
  console.error(error);
  process.exit(1);
});
