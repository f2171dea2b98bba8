// /metrics passes `promtool check metrics` (docs/api.md, Operations): promtool cannot be installed here, so
// test/support/exposition.ts applies its rules (HELP and TYPE for every family, names, no duplicate
// series, histogram buckets, the linter's suffixes and units) to real scrapes, with the database up
// and down. The checker is checked first on expositions promtool refuses.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from './support/app.ts';
import { book, createHall, NOW } from './support/bookings.ts';
import { expositionProblems } from './support/exposition.ts';

const TOKEN = 'metrics-token-for-the-format-test-0123';
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => {
  await t.close();
});

async function scrape(): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  return res.body;
}

describe('the exposition checker', () => {
  const good = [
    '# HELP a_total Things.',
    '# TYPE a_total counter',
    'a_total{kind="x"} 1',
    '# HELP req_seconds Time.',
    '# TYPE req_seconds histogram',
    'req_seconds_bucket{le="0.1"} 1',
    'req_seconds_bucket{le="+Inf"} 2',
    'req_seconds_sum 0.3',
    'req_seconds_count 2',
    '',
  ].join('\n');

  it('passes a good exposition', () => {
    expect(expositionProblems(good)).toEqual([]);
  });

  it.each([
    ['no help text', good.replace('# HELP a_total Things.\n', ''), 'a_total: no help text'],
    ['no TYPE', '# HELP up Up.\nup 1\n', 'up: no TYPE'],
    [
      'a TYPE after the samples',
      '# HELP up Up.\nup 1\n# TYPE up gauge\n',
      'the TYPE of up after its samples',
    ],
    [
      'a duplicate series',
      good.replace('a_total{kind="x"} 1', 'a_total{kind="x"} 1\na_total{kind="x"} 2'),
      'duplicate',
    ],
    ['a counter without _total', '# HELP hits Hits.\n# TYPE hits counter\nhits 1\n', 'should have "_total"'],
    [
      'a gauge with _total',
      '# HELP up_total Up.\n# TYPE up_total gauge\nup_total 1\n',
      'should not have "_total"',
    ],
    ['an invalid name', '# HELP 1up Up.\n# TYPE 1up gauge\n1up 1\n', 'invalid metric name'],
    ['a bad escape', '# HELP up Up.\n# TYPE up gauge\nup{a="\\x"} 1\n', 'invalid escape'],
    ['a bad value', '# HELP up Up.\n# TYPE up gauge\nup one\n', 'invalid value'],
    ['camelCase', '# HELP upNow Up.\n# TYPE upNow gauge\nupNow 1\n', 'snake_case'],
    [
      'milliseconds',
      '# HELP wait_milliseconds W.\n# TYPE wait_milliseconds gauge\nwait_milliseconds 1\n',
      'base units',
    ],
    ['an abbreviated unit', '# HELP wait_ms W.\n# TYPE wait_ms gauge\nwait_ms 1\n', 'spell units out'],
    ['no +Inf bucket', good.replace('req_seconds_bucket{le="+Inf"} 2\n', ''), 'no le="+Inf"'],
    [
      'a family split in two',
      '# HELP a A.\n# TYPE a gauge\na{x="1"} 1\n# HELP b B.\n# TYPE b gauge\nb 1\na{x="2"} 1\n',
      'continues after another family',
    ],
  ])('finds %s', (_what, text, problem) => {
    expect(expositionProblems(text).join('\n')).toContain(problem);
  });
});

describe('/metrics', () => {
  it("passes promtool's checks with requests, bookings and payments in it", async () => {
    t.clock.set(new Date(NOW));
    const user = await createUser(t);
    const hall = await createHall(t);
    await book(t, user.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: ['2030-02-01'] }]);
    await t.app.inject({ method: 'GET', url: '/api/hall' });
    await t.app.inject({ method: 'GET', url: '/api/nowhere' });
    await t.app.inject({ method: 'GET', url: `/api/booking/${crypto.randomUUID()}`, headers: user.headers });
    await scrape();
    const text = await scrape();
    expect(expositionProblems(text)).toEqual([]);
    // Each family this server has, HELP and TYPE included (promtool's "no help text" was samaj_db_up's).
    for (const family of [
      'samaj_http_requests_total',
      'samaj_http_request_duration_seconds',
      'samaj_unhandled_errors_total',
      'samaj_error_reports_failed_total',
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'nodejs_heap_used_bytes',
      'process_uptime_seconds',
      'samaj_bookings',
      'samaj_booking_holds',
      'samaj_payments',
      'samaj_notifications',
      'samaj_db_up',
      ...(t.database.kind === 'postgres' ? ['samaj_db_pool_connections'] : []),
    ]) {
      expect(text).toMatch(new RegExp(`^# HELP ${family} \\S`, 'm'));
      expect(text).toMatch(new RegExp(`^# TYPE ${family} (counter|gauge|histogram)$`, 'm'));
    }
    expect(text).toMatch(/^samaj_db_up 1$/m);
  });

  it('passes them too while the database does not answer', async () => {
    const real = t.app.deps.database;
    t.app.deps.database = { ...real, db: { execute: () => Promise.reject(new Error('down')) } as never };
    try {
      const text = await scrape();
      expect(text).toMatch(/^samaj_db_up 0$/m);
      expect(expositionProblems(text)).toEqual([]);
    } finally {
      t.app.deps.database = real;
    }
  });
});
