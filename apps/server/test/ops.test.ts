// Operations (api.md): /livez, /readyz, /metrics, X-Request-Id, and a 500 reported to SENTRY_DSN.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { LogPushSender } from '../src/domains/push/sender.ts';
import { buildTestApp, createUser, openTestDatabase, type TestApp } from './support/app.ts';
import { book, createHall, NOW } from './support/bookings.ts';

const TOKEN = 'metrics-token-for-the-tests-0123456789';
let dist: string;
let t: TestApp;

beforeAll(async () => {
  // A built web app, so its fallback would answer these paths if they were not routes of their own.
  dist = mkdtempSync(path.join(os.tmpdir(), 'samaj-ops-dist-'));
  writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>Samaj</title>');
  t = await buildTestApp({ WEB_DIST: dist, METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('health probes', () => {
  it('/livez and /healthz answer JSON, not the web app', async () => {
    for (const url of ['/livez', '/healthz']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.json()).toEqual({ status: 'ok' });
    }
    // The fallback still answers an app route with the page.
    const page = await t.app.inject({ method: 'GET', url: '/some/app/route' });
    expect(page.body).toContain('<title>Samaj</title>');
  });

  it('/readyz is 200 while the database answers, 503 when it does not answer within a second', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).json()).toEqual({ status: 'ok' });
    const real = t.app.deps.database;
    t.app.deps.database = { ...real, db: { execute: () => new Promise(() => {}) } as never };
    try {
      const started = Date.now();
      const res = await t.app.inject({ method: 'GET', url: '/readyz' });
      expect(res.statusCode).toBe(503);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(Date.now() - started).toBeGreaterThanOrEqual(950);
      expect(Date.now() - started).toBeLessThan(3000);
      t.app.deps.database = { ...real, db: { execute: () => Promise.reject(new Error('down')) } as never };
      expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    } finally {
      t.app.deps.database = real;
    }
  });
});

describe('/metrics', () => {
  it('is a 404 (JSON, not the web app) when METRICS_TOKEN is not set', async () => {
    const bare = await buildTestApp({ WEB_DIST: dist });
    try {
      const res = await bare.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Not found.' });
    } finally {
      await bare.close();
    }
  });

  it('answers only the bearer of METRICS_TOKEN', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}x` },
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('counts requests by route template and status with latency histograms, and the bookings', async () => {
    t.clock.set(new Date(NOW));
    const user = await createUser(t);
    const hall = await createHall(t);
    expect(
      (await book(t, user.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: ['2030-02-01'] }]))
        .statusCode,
    ).toBe(201);
    await t.app.inject({ method: 'GET', url: `/api/booking/${crypto.randomUUID()}`, headers: user.headers });
    await t.app.inject({ method: 'GET', url: '/api/hall' });
    await t.app.inject({ method: 'GET', url: '/api/hall' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; version=0.0.4; charset=utf-8');
    const text = res.body;
    expect(text).toContain('# TYPE samaj_http_requests_total counter');
    expect(text).toMatch(/^samaj_http_requests_total\{method="GET",route="\/api\/hall",status="200"\} 2$/m);
    expect(text).toMatch(
      /^samaj_http_requests_total\{method="POST",route="\/api\/booking\/new-booking",status="201"\} 1$/m,
    );
    // The template, never the id: one series however many bookings are asked for.
    expect(text).not.toMatch(/route="\/api\/booking\/[0-9a-f]{8}-/);
    expect(text).toMatch(
      /samaj_http_request_duration_seconds_bucket\{method="GET",route="\/api\/hall",status="200",le="\+Inf"\} 2/,
    );
    expect(text).toMatch(
      /samaj_http_request_duration_seconds_count\{method="GET",route="\/api\/hall",status="200"\} 2/,
    );
    expect(text).toMatch(/^samaj_bookings\{status="pending_payment"\} 1$/m);
    expect(text).toMatch(/^samaj_booking_holds 1$/m);
    expect(text).toMatch(/^samaj_payments\{status="created"\} 1$/m);
    expect(text).toMatch(/^samaj_db_up 1$/m);
    expect(text).toMatch(/^process_resident_memory_bytes \d+$/m);
    if (t.database.kind === 'postgres')
      expect(text).toMatch(/^samaj_db_pool_connections\{state="total"\} \d+$/m);
    // Every sample line is `name{labels} number` (what a Prometheus scrape parses).
    for (const line of text.trim().split('\n')) {
      if (!line.startsWith('#')) expect(line).toMatch(/^[a-z_]+(\{[^}]*\})? -?[\d.e+-]+$/);
    }
  });
});

/** What the test reads of an envelope's lines (header, item header, event). */
interface EnvelopeLine {
  dsn?: string;
  type?: string;
  exception: { values: { type: string; value: string; stacktrace: { frames: unknown[] } }[] };
}

/** An app with a route that fails, logging into `lines`, reporting to `dsn` when given. */
async function failingApp(lines: string[], env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/samaj-test-unused', ...env });
  const app = await buildApp({
    config,
    database,
    clock: new ManualClock(new Date()),
    push: new LogPushSender(),
    logger: { level: 'info', stream },
  });
  app.get('/api/test-boom', async () => {
    throw new Error('the disk is on fire');
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

describe('X-Request-Id', () => {
  it('takes a sane id from the request, else makes one, and echoes it on every answer', async () => {
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/hall',
      headers: { 'x-request-id': 'edge-42.a_B' },
    });
    expect(given.headers['x-request-id']).toBe('edge-42.a_B');
    for (const bad of ['two words', 'x'.repeat(65), 'a"b', 'é']) {
      const res = await t.app.inject({ method: 'GET', url: '/livez', headers: { 'x-request-id': bad } });
      expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
    const made = await t.app.inject({ method: 'GET', url: '/nowhere/api' });
    const again = await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.statusCode).toBe(404);
    expect(again.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(again.headers['x-request-id']).not.toBe(made.headers['x-request-id']);
  });

  it('is in every log line of the request and in a 500 body, which carries no internals', async () => {
    const lines: string[] = [];
    const f = await failingApp(lines);
    try {
      const res = await f.app.inject({
        method: 'GET',
        url: '/api/test-boom',
        headers: { 'x-request-id': 'req-500' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.headers['x-request-id']).toBe('req-500');
      expect(res.json()).toEqual({ message: 'Server Error', request_id: 'req-500' });
      const mine = lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((r) => r.reqId === 'req-500');
      expect(mine.map((r) => r.msg)).toEqual(['incoming request', 'unhandled error', 'request completed']);
      // Every line that names a request names this id (none without).
      const requestLines = lines.filter((l) => l.includes('"req"') || l.includes('"res"'));
      expect(requestLines.every((l) => l.includes('"reqId":"req-500"'))).toBe(true);
    } finally {
      await f.close();
    }
  });
});

describe('SENTRY_DSN', () => {
  it('reports a 500 as a Sentry envelope with the route, the request id and the stack', async () => {
    const received: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
    const sentry = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
    const { port } = sentry.address() as AddressInfo;
    const lines: string[] = [];
    const f = await failingApp(lines, {
      SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42`,
      RELEASE: 'v1.2.3',
    });
    try {
      await f.app.inject({ method: 'GET', url: '/api/test-boom', headers: { 'x-request-id': 'req-sentry' } });
      // A 4xx is the caller's mistake, not reported.
      await f.app.inject({ method: 'GET', url: '/api/hall/not-a-uuid' });
      await f.app.ops.reporter!.flush();
      expect(received).toHaveLength(1);
      const [report] = received;
      expect(report!.url).toBe('/api/42/envelope/');
      expect(report!.headers['x-sentry-auth']).toContain('sentry_key=publickey');
      const [header, item, event] = report!.body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as EnvelopeLine);
      expect(header!.dsn).toBe(`http://publickey@127.0.0.1:${port}/42`);
      expect(item).toMatchObject({ type: 'event' });
      expect(event).toMatchObject({
        level: 'error',
        environment: 'test',
        release: 'v1.2.3',
        transaction: 'GET /api/test-boom',
        tags: { request_id: 'req-sentry' },
      });
      expect(event!.exception.values[0]).toMatchObject({ type: 'Error', value: 'the disk is on fire' });
      expect(event!.exception.values[0]!.stacktrace.frames.length).toBeGreaterThan(0);
    } finally {
      await f.close();
      sentry.close();
    }
  });
});
