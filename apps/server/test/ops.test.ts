// Operations (docs/api.md): /livez, /readyz, /metrics and X-Request-Id (ops-errors.test.ts: 500s, SENTRY_DSN).
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from './support/app.ts';
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
    if (t.database.kind === 'postgres') {
      expect(text).toMatch(/^samaj_db_pool_connections\{pool="main",state="total"\} \d+$/m);
      // The match search's pool (decision 038), even before its first connection.
      expect(text).toMatch(/^samaj_db_pool_connections\{pool="kept_plans",state="waiting"\} \d+$/m);
    } else expect(text).not.toContain('samaj_db_pool_connections');
    // Every sample line is `name{labels} number` (what a Prometheus scrape parses).
    for (const line of text.trim().split('\n')) {
      if (!line.startsWith('#')) expect(line).toMatch(/^[a-z_]+(\{[^}]*\})? -?[\d.e+-]+$/);
    }
  });
});

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
});
