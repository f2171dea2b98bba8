import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';

/** Latency buckets in seconds (Prometheus' `le`), from a cached read to a slow search. */
export const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

interface Series {
  labels: string;
  buckets: number[];
  sum: number;
  count: number;
}

/** `"` `\` and newlines escaped, as the text format wants in a label value. */
function labelValue(value: string): string {
  return value.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('\n', '\\n');
}

function labels(pairs: Record<string, string>): string {
  return Object.entries(pairs)
    .map(([k, v]) => `${k}="${labelValue(v)}"`)
    .join(',');
}

/**
 * The request counts and latencies of this server since it started, written by hand in Prometheus'
 * text format (0.0.4): by method, route template (never the raw URL, so ids do not make new series)
 * and status.
 */
export class RequestMetrics {
  private readonly series = new Map<string, Series>();
  unhandledErrors = 0;
  reportFailures = 0;

  observe(method: string, route: string, status: number, seconds: number): void {
    const key = labels({ method, route, status: String(status) });
    let s = this.series.get(key);
    if (!s) {
      s = { labels: key, buckets: BUCKETS.map(() => 0), sum: 0, count: 0 };
      this.series.set(key, s);
    }
    for (let i = 0; i < BUCKETS.length; i += 1) if (seconds <= BUCKETS[i]!) s.buckets[i]! += 1;
    s.sum += seconds;
    s.count += 1;
  }

  render(): string[] {
    const out = [
      '# HELP samaj_http_requests_total Requests answered, by method, route template and status.',
      '# TYPE samaj_http_requests_total counter',
    ];
    const all = [...this.series.values()].sort((a, b) => a.labels.localeCompare(b.labels));
    for (const s of all) out.push(`samaj_http_requests_total{${s.labels}} ${s.count}`);
    out.push(
      '# HELP samaj_http_request_duration_seconds Time to answer, by method, route template and status.',
      '# TYPE samaj_http_request_duration_seconds histogram',
    );
    for (const s of all) {
      BUCKETS.forEach((le, i) =>
        out.push(`samaj_http_request_duration_seconds_bucket{${s.labels},le="${le}"} ${s.buckets[i]}`),
      );
      out.push(`samaj_http_request_duration_seconds_bucket{${s.labels},le="+Inf"} ${s.count}`);
      out.push(`samaj_http_request_duration_seconds_sum{${s.labels}} ${s.sum}`);
      out.push(`samaj_http_request_duration_seconds_count{${s.labels}} ${s.count}`);
    }
    out.push(
      '# HELP samaj_unhandled_errors_total Errors that answered 500 (each is logged, and reported when SENTRY_DSN is set).',
      '# TYPE samaj_unhandled_errors_total counter',
      `samaj_unhandled_errors_total ${this.unhandledErrors}`,
      '# HELP samaj_error_reports_failed_total Error reports the SENTRY_DSN did not take.',
      '# TYPE samaj_error_reports_failed_total counter',
      `samaj_error_reports_failed_total ${this.reportFailures}`,
    );
    return out;
  }
}

/** A gauge's lines. Help texts end without a full stop: they are for operators, not the catalogue of sentences said to users. */
function gauge(name: string, help: string, rows: [Record<string, string>, number][]): string[] {
  const out = [`# HELP ${name} ${help}`, `# TYPE ${name} gauge`];
  for (const [l, v] of rows) out.push(Object.keys(l).length ? `${name}{${labels(l)}} ${v}` : `${name} ${v}`);
  return out;
}

/** Whether this scrape could read the database (1) or not (0). */
export function databaseUp(up: 0 | 1): string[] {
  return gauge('samaj_db_up', 'Whether the database answered this scrape (1) or not (0)', [[{}, up]]);
}

/** The process: memory, CPU, uptime (the names node exporters use). */
export function processMetrics(): string[] {
  const mem = process.memoryUsage();
  const cpu = process.cpuUsage();
  return [
    '# HELP process_cpu_seconds_total User and system CPU time spent.',
    '# TYPE process_cpu_seconds_total counter',
    `process_cpu_seconds_total ${(cpu.user + cpu.system) / 1e6}`,
    ...gauge('process_resident_memory_bytes', 'Resident memory size', [[{}, mem.rss]]),
    ...gauge('nodejs_heap_used_bytes', 'V8 heap in use', [[{}, mem.heapUsed]]),
    ...gauge('process_uptime_seconds', 'Seconds since the process started', [[{}, process.uptime()]]),
  ];
}

/**
 * The PostgreSQL pools of this server (nothing for PGlite, which has none): `main`, and `kept_plans`,
 * the match search's connections that keep its plans (decision 038).
 */
export function poolMetrics(database: Database): string[] {
  const pools = [
    ['main', database.pool],
    ['kept_plans', database.keptPlansPool],
  ] as const;
  const samples = pools.flatMap(([name, pool]): [Record<string, string>, number][] =>
    pool
      ? [
          [{ pool: name, state: 'total' }, pool.totalCount],
          [{ pool: name, state: 'idle' }, pool.idleCount],
          [{ pool: name, state: 'waiting' }, pool.waitingCount],
        ]
      : [],
  );
  if (samples.length === 0) return [];
  return gauge(
    'samaj_db_pool_connections',
    'Connections of this server to PostgreSQL, by pool and state',
    samples,
  );
}

/**
 * What the business looks like now, read from the database at each scrape (one statement, counts on
 * indexed or small tables): bookings by status (pending_payment = dates held for payment), payments by
 * status, notifications read and unread. The same on every server: scrape one, or take max().
 */
export async function businessMetrics(database: Database): Promise<string[]> {
  const result = (await database.db.execute(sql`
    select 'bookings' as kind, status as label, count(*)::int as n from bookings group by status
    union all
    select 'payments', status, count(*)::int from payments group by status
    union all
    select 'notifications', case when read_at is null then 'unread' else 'read' end, count(*)::int
      from notifications group by 2
  `)) as unknown as { rows: { kind: string; label: string; n: number }[] };
  const of = (kind: string, key: string) =>
    result.rows
      .filter((r) => r.kind === kind)
      .map((r): [Record<string, string>, number] => [{ [key]: r.label }, r.n]);
  const held = result.rows.find((r) => r.kind === 'bookings' && r.label === 'pending_payment')?.n ?? 0;
  return [
    ...gauge('samaj_bookings', 'Bookings by status', of('bookings', 'status')),
    ...gauge('samaj_booking_holds', 'Bookings holding their dates while payment is made', [[{}, held]]),
    ...gauge('samaj_payments', 'Payments by status', of('payments', 'status')),
    ...gauge('samaj_notifications', 'Notifications written, by state', of('notifications', 'state')),
  ];
}
