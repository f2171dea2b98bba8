// `npm run bench:booking -w apps/server`: double-booking under load, and availability throughput.
// On PostgreSQL (BENCH_DATABASE_URL, or a throwaway cluster on port 54338 started and stopped here):
//  1. 200 users book the same hall, date and slot at once: exactly one may succeed;
//  2. 200 more book different dates at once: all must succeed;
//  3. autocannon on check-availablility-month, against a bare Fastify route in the same run (ratios,
//     not absolute figures, mean something on a shared 2-core machine).
// Everything listens on 127.0.0.1 and every loop is bounded. Not part of the test suite.
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { addDays } from '@samaj/shared';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { hallPrices, halls, users } from '../src/db/schema/index.ts';
import { issueToken } from '../src/domains/auth/tokens.ts';
import { systemClock, todayInIndia } from '../src/lib/clock.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const PORT = '54338';
const USERS = 200;
const SECONDS = 5;

function startCluster(): string {
  return execFileSync('bash', [path.join(root, 'scripts/pg-cluster.sh'), 'start', PORT], {
    encoding: 'utf8',
  }).trim();
}
function stopCluster() {
  execFileSync('bash', [path.join(root, 'scripts/pg-cluster.sh'), 'stop', PORT]);
}

function tally(codes: number[]) {
  const counts = new Map<number, number>();
  for (const c of codes) counts.set(c, (counts.get(c) ?? 0) + 1);
  return [...counts.entries()]
    .sort((a, b) => a[0] - b[0])
    .map(([c, n]) => `${c}×${n}`)
    .join(', ');
}

async function cannon(url: string, body?: string) {
  const result = await autocannon({
    url,
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body,
    connections: 20,
    duration: SECONDS,
  });
  return { rps: result.requests.average, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function main() {
  const given = process.env.BENCH_DATABASE_URL;
  const adminUrl = given ?? startCluster();
  const dbName = `samaj_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${dbName}`;

  const database = await openDatabase({ databaseUrl: url.toString(), poolSize: 20 });
  const config = parseConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/tmp/samaj-bench-unused' });
  const app = await buildApp({ config, database });
  const bare = Fastify();
  try {
    const { db } = database;
    const [hall] = await db
      .insert(halls)
      .values({ name: 'Main Hall', shortName: 'MH', bookingAmount: 5000 })
      .returning();
    await db.insert(hallPrices).values(
      (['CM', 'M', 'NCM'] as const).map((userType) => ({
        hallId: hall!.id,
        userType,
        amount: 25000,
        deposit: 10000,
      })),
    );
    const rows = await db
      .insert(users)
      .values(
        Array.from({ length: USERS * 2 }, (_, i) => ({
          name: `Bench ${i}`,
          mobile: `+91800${String(i).padStart(7, '0')}`,
        })),
      )
      .returning({ id: users.id });
    const tokens: string[] = [];
    for (const r of rows) tokens.push(await issueToken(db, r.id, systemClock));

    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
    const today = todayInIndia(systemClock);

    const bookOne = async (token: string, date: string, slot: string) => {
      const res = await fetch(`${base}/api/booking/new-booking`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({
          booking: { booking_user_type: 'CM' },
          booking_items: [{ hall_id: hall!.id, slot, booking_dates: [date] }],
        }),
      });
      await res.arrayBuffer();
      return res.status;
    };

    const contested = addDays(today, 30);
    let start = performance.now();
    const contestedCodes = await Promise.all(tokens.slice(0, USERS).map((tk) => bookOne(tk, contested, 'B')));
    const contestedMs = performance.now() - start;
    const contestedOk = contestedCodes.filter((c) => c === 201).length;

    start = performance.now();
    const spreadCodes = await Promise.all(
      tokens.slice(USERS).map((tk, i) => bookOne(tk, addDays(today, 60 + i), 'M')),
    );
    const spreadMs = performance.now() - start;
    const spreadOk = spreadCodes.filter((c) => c === 201).length;

    console.log(`\nPostgreSQL: ${given ? 'BENCH_DATABASE_URL' : `throwaway cluster on port ${PORT}`}`);
    console.log(
      `contested: ${USERS} bookings of ${contested} (full day) at once → ${contestedOk} succeeded ` +
        `(want exactly 1); codes: ${tally(contestedCodes)}; ${contestedMs.toFixed(0)} ms`,
    );
    console.log(
      `spread:    ${USERS} bookings of different dates at once → ${spreadOk} succeeded ` +
        `(want ${USERS}); codes: ${tally(spreadCodes)}; ${spreadMs.toFixed(0)} ms`,
    );

    const [y, m] = contested.split('-').map(Number);
    const body = JSON.stringify({ hall_id: hall!.id, slot: 'M', year: y, month: m });
    const sample = await (
      await fetch(`${base}/api/hall/check-availablility-month`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
    ).json();
    bare.get('/bare', async () => sample);
    await bare.listen({ host: '127.0.0.1', port: 0 });
    const bareAddress = bare.server.address();
    const bareUrl = `http://127.0.0.1:${typeof bareAddress === 'object' && bareAddress ? bareAddress.port : 0}/bare`;

    const month = await cannon(`${base}/api/hall/check-availablility-month`, body);
    const plain = await cannon(bareUrl);
    console.log(
      `check-availablility-month: ${month.rps.toFixed(0)} req/s (p99 ${month.p99} ms, ${month.errors} errors); ` +
        `bare Fastify route: ${plain.rps.toFixed(0)} req/s (p99 ${plain.p99} ms); ` +
        `ratio ${(month.rps / plain.rps).toFixed(3)} (${SECONDS} s each, 20 connections)`,
    );
    const ok = contestedOk === 1 && spreadOk === USERS;
    console.log(ok ? 'double-booking check: OK' : 'double-booking check: FAILED');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await bare.close();
    await app.close();
    await database.close();
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(`drop database if exists ${dbName} with (force)`);
    await c.end();
    if (!given) stopCluster();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
