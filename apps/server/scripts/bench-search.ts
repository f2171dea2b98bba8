/**
 * Search benchmark: `npm run bench:search -w apps/server`.
 * Seeds 100,000 approved profiles, then times the first and the 50th page of a filtered search
 * (app.inject, 200 samples each) on PGlite and on PostgreSQL (BENCH_DATABASE_URL, or a throwaway
 * cluster on port 54339 via scripts/pg-cluster.sh), and prints EXPLAIN of the search query.
 * Not part of the test suite.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { openDatabase, type Database } from '../src/db/client.ts';
import { issueToken } from '../src/domains/auth/tokens.ts';
import { findProfile, searchProfiles } from '../src/domains/matrimonial/repository.ts';
import { dobRangeForAges } from '../src/domains/matrimonial/rules.ts';
import { systemClock, todayInIndia } from '../src/lib/clock.ts';
import { decodeCursor } from '../src/lib/pagination.ts';

const N = 100_000;
const SAMPLES = 200;
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
  await db.execute(sql`analyze`);
  return { searcherId: p!.id, userId: u!.id };
}

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

interface Result {
  db: string;
  page: number;
  p50: number;
  p95: number;
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
  for (let i = 0; i < 20; i += 1) {
    await app.inject({ method: 'GET', url: first, headers });
    await app.inject({ method: 'GET', url: page50, headers });
  }
  for (let i = 0; i < SAMPLES; i += 1) {
    for (const [name, u] of [
      ['first', first],
      ['page50', page50],
    ] as const) {
      const start = process.hrtime.bigint();
      const res = await app.inject({ method: 'GET', url: u, headers });
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (res.statusCode !== 200 || res.json().data.length !== 20) throw new Error(`bad answer: ${res.body}`);
      timings[name]!.push(ms);
    }
  }

  // EXPLAIN of the query the service runs, for both pages.
  const searcher = (await findProfile(database.db, searcherId))!;
  const range = dobRangeForAges(todayInIndia(systemClock), FILTER.prefer_min_age, FILTER.prefer_max_age);
  const cursor = decodeCursor(new URL(page50, 'http://x').searchParams.get('cursor') ?? undefined, {
    date_of_birth: 'date',
    id: 'uuid',
  })!;
  const plans: string[] = [];
  for (const after of [null, { dateOfBirth: cursor.date_of_birth, id: cursor.id }]) {
    const q = searchProfiles(database.db, {
      searcher,
      gender: 'male',
      ...range,
      maritalStatus: FILTER.prefer_marital_status,
      hasJob: null,
      limit: 21,
      after,
    }) as unknown as Parameters<typeof sql>[1];
    const res = (await database.db.execute(
      sql`explain (analyze, costs off, summary on) ${q}`,
    )) as unknown as {
      rows: Record<string, string>[];
    };
    plans.push(`-- ${kind}, page ${after ? 50 : 1}\n` + res.rows.map((r) => Object.values(r)[0]).join('\n'));
  }
  await app.close();
  const results = (['first', 'page50'] as const).map((name) => {
    const sorted = [...timings[name]!].sort((a, b) => a - b);
    return { db: kind, page: name === 'first' ? 1 : 50, p50: pct(sorted, 50), p95: pct(sorted, 95) };
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

async function main() {
  const all: Result[] = [];
  const plans: string[] = [];

  const lite = await openDatabase({ dataDir: 'memory://' });
  try {
    const r = await run('pglite', lite);
    all.push(...r.results);
    plans.push(...r.plans);
  } finally {
    await lite.close();
  }

  const pgTarget = await postgresUrl();
  if (pgTarget) {
    const database = await openDatabase({ databaseUrl: pgTarget.url });
    try {
      const r = await run('postgres', database);
      all.push(...r.results);
      plans.push(...r.plans);
    } finally {
      await database.close();
      await pgTarget.stop?.();
    }
  }

  console.log('\nEXPLAIN ANALYZE of the search query\n');
  console.log(plans.join('\n\n'));
  console.log(`\n${N} approved profiles, ${SAMPLES} samples per page, filters ${JSON.stringify(FILTER)}\n`);
  console.log('| db       | page | p50 ms | p95 ms | page50/page1 (p50) |');
  console.log('|----------|------|--------|--------|--------------------|');
  for (const r of all) {
    const firstP50 = all.find((x) => x.db === r.db && x.page === 1)!.p50;
    const ratio = r.page === 50 ? (r.p50 / firstP50).toFixed(2) : '';
    console.log(
      `| ${r.db.padEnd(8)} | ${String(r.page).padEnd(4)} | ${r.p50.toFixed(2).padStart(6)} | ${r.p95.toFixed(2).padStart(6)} | ${ratio.padStart(18)} |`,
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
    `\nGoal on PostgreSQL: first page p95 < 5 ms: ${p95ok ? 'met' : `NOT met (gap ${(pgFirst.p95 - 5).toFixed(2)} ms)`} (${pgFirst.p95.toFixed(2)} ms); ` +
      `page 50 <= 1.5x page 1: ${ratioOk ? 'met' : `NOT met (gap ${(ratio - 1.5).toFixed(2)}x)`} (${ratio.toFixed(2)}x).`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
