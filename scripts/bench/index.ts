/**
 * `npm run bench`: API throughput and latency (autocannon) against a bare Fastify route measured in the
 * same run, on PGlite and on PostgreSQL; the server's memory at rest and under that load; the JavaScript
 * and CSS the first load of `/` sends; Lighthouse (mobile) on the public pages in English and Urdu and
 * on a member's search, a profile and the booking draft (scripts/bench/lighthouse.ts). Prints one table
 * and saves the raw figures as JSON in bench-results/. Only 127.0.0.1 is ever contacted; every load is
 * bounded in time.
 *
 * Options: --skip-web (no build, no Lighthouse), --no-build (use the existing apps/web/dist),
 * --skip-pg, --seconds N (per endpoint, default 5), --lighthouse-runs N (default 3),
 * --only-lighthouse (no API load, no PostgreSQL), --lighthouse-pages a,b (pages whose name contains a or b),
 * --web-dist DIR (serve another build of apps/web than apps/web/dist), --lighthouse-reports DIR (each
 * Lighthouse run's full JSON report), --lighthouse-compare DIR (another build of apps/web, e.g. of the
 * code before a change, measured alternately with this one in the same run: a "before" figure per page),
 * --baseline bench-results/<file>.json (adds that run's req/s and ratios as "before" columns),
 * --server-dir DIR (run the app server from another copy of apps/server, e.g. the code before a change),
 * --lighthouse-http1 (Lighthouse straight from the app server over plain HTTP/1.1, rather than through the
 * TLS and HTTP/2 proxy a phone meets in production: tls-proxy.ts), --lighthouse-traces (with
 * --lighthouse-reports: each run's trace too, with CPU profiler samples, to open in DevTools),
 * --only-conversations (just the conversations section on PostgreSQL: scripts/bench/conversations.ts),
 * --skip-conversations.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os, { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import {
  FIRST_LOAD_GOAL_GZIP_BYTES as FIRST_LOAD_GOAL,
  firstLoadAssets,
  LAZY_CHUNK_HEADER,
  lazyChunkRows,
} from './first-load.ts';
import { type ConversationFigures, conversationRows, measureConversations } from './conversations.ts';
import { lighthouseReport, measureLighthouse } from './lighthouse.ts';
import { type Child, freePort, startChild } from './processes.ts';
import { FILTER, PROFILES, seedBenchData, type Seeded } from './seed.ts';
import { benchServerEnv } from './server-env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PG_PORT = 54340;

// ---------------------------------------------------------------- options

const argv = process.argv.slice(2);
const flag = (name: string) => argv.includes(name);
const option = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const SECONDS = Number(option('--seconds') ?? 5);
const WARMUP_SECONDS = 1;
const BARE_SECONDS = 2;
const CONNECTIONS = 10;
const LIGHTHOUSE_RUNS = Number(option('--lighthouse-runs') ?? 3);
const ONLY_CONVERSATIONS = flag('--only-conversations');
const ONLY_LIGHTHOUSE = flag('--only-lighthouse') || ONLY_CONVERSATIONS;
const LIGHTHOUSE_PAGES = option('--lighthouse-pages')?.split(',');
const baselineFile = option('--baseline');
/** Another copy of apps/server to run (e.g. the code before a change, for a before/after table). */
const serverDir = path.resolve(option('--server-dir') ?? path.join(root, 'apps/server'));
const webDist = path.resolve(option('--web-dist') ?? path.join(root, 'apps/web/dist'));

const log = (line: string) => process.stderr.write(`[bench] ${line}\n`);

// ---------------------------------------------------------------- processes

/** The app server in its own process, as `npm start` runs it, in development mode with warn logs. */
async function startAppServer(target: {
  dataDir: string;
  databaseUrl?: string;
  webDist?: string;
}): Promise<Child> {
  const port = await freePort();
  return startChild(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { ...benchServerEnv({ port, ...target }), WEB_DIST: target.webDist ?? webDist },
    ready: new RegExp(`running at http://localhost:(${port})`),
  });
}

function startBareServer(): Promise<Child> {
  return startChild(process.execPath, [path.join(root, 'scripts/bench/bare-server.mjs')], {
    cwd: root,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NODE_ENV: 'production' },
    ready: /listening (\d+)/,
  });
}

const CLOCK_TICKS = (() => {
  try {
    return Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
  } catch {
    return 100;
  }
})();

/** CPU time (user + system) a process has used so far, in ms, from /proc (Linux). */
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** VmRSS of a process in MiB, from /proc (Linux). */
function rssMiB(pid: number): number | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : null;
  } catch {
    return null;
  }
}

// ---------------------------------------------------------------- API load

interface Endpoint {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** The goal as a fraction of the bare route's req/s on PostgreSQL (none for the bare route). */
  goalRatio?: number;
  /** The goal for the app server's CPU time per request on PostgreSQL, ms (the search; docs/deploy.md section 8). */
  goalCpuMs?: number;
}

interface Measured {
  name: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  ratio: number | null;
  /** The app server's (not PostgreSQL's) CPU time per request, ms. */
  cpuMsPerRequest: number;
  non2xx: number;
  errors: number;
  total: number;
  /** For the bare route: req/s of each of its runs, in order. */
  bareRuns?: number[];
}

function endpoints(seeded: Seeded): Endpoint[] {
  const now = new Date(Date.now() + 5.5 * 3600_000); // India
  const next = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const query = new URLSearchParams(Object.entries(FILTER).map(([k, v]) => [k, String(v)])).toString();
  return [
    { name: 'bare Fastify route', method: 'GET', path: '/bare' },
    { name: 'GET /api/hall', method: 'GET', path: '/api/hall', goalRatio: 0.25 },
    { name: 'GET /api/news', method: 'GET', path: '/api/news', goalRatio: 0.25 },
    {
      name: 'POST /api/hall/check-availablility-month',
      method: 'POST',
      path: '/api/hall/check-availablility-month',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        hall_id: seeded.hallId,
        slot: 'B',
        year: next.getUTCFullYear(),
        month: next.getUTCMonth() + 1,
      }),
      goalRatio: 0.25,
    },
    {
      name: 'GET match search (20 of 3000)',
      method: 'GET',
      path: `/api/matrimonial/mm/filter-profile/${seeded.searcherProfileId}?${query}`,
      headers: { authorization: `Bearer ${seeded.token}` },
      goalRatio: 0.04,
      goalCpuMs: 0.3,
    },
  ];
}

async function check(port: number, e: Endpoint) {
  const res = await fetch(`http://127.0.0.1:${port}${e.path}`, {
    method: e.method,
    headers: e.headers,
    body: e.body,
  });
  const text = await res.text();
  if (res.status !== 200) throw new Error(`${e.name}: ${res.status} ${text.slice(0, 300)}`);
  if (e.name.startsWith('GET match') && (JSON.parse(text) as { data: unknown[] }).data.length !== 20) {
    throw new Error(`${e.name}: expected a full page of 20, got ${text.slice(0, 300)}`);
  }
  if (e.name.startsWith('POST') && (JSON.parse(text) as unknown[]).length === 0) {
    throw new Error(`${e.name}: no free dates answered; the benchmark would measure the [] path`);
  }
}

/** One bounded autocannon run, with the server's CPU time per request (steadier than req/s on a shared machine). */
async function load(port: number, e: Endpoint, seconds: number, pid: number) {
  const cpuBefore = cpuMs(pid);
  const result = await autocannon({
    url: `http://127.0.0.1:${port}${e.path}`,
    method: e.method,
    headers: e.headers,
    body: e.body,
    connections: CONNECTIONS,
    duration: seconds,
  });
  return { ...result, cpuMsPerRequest: (cpuMs(pid) - cpuBefore) / Math.max(1, result.requests.total) };
}

async function measureApi(kind: string, target: { dataDir: string; databaseUrl?: string }, seeded: Seeded) {
  const bare = await startBareServer();
  const app = await startAppServer(target);
  const pid = app.process.pid!;
  try {
    const list = endpoints(seeded);
    for (const e of list) await check(e.path === '/bare' ? bare.port : app.port, e);
    await new Promise((r) => setTimeout(r, 1000));
    const rssAtRest = rssMiB(pid);
    let rssPeak = rssAtRest ?? 0;
    const sampler = setInterval(() => {
      rssPeak = Math.max(rssPeak, rssMiB(pid) ?? 0);
    }, 200);
    const measured: Measured[] = [];
    // The bare route runs before and after each endpoint (bare, e1, bare, e2, ..., bare), and each
    // endpoint's ratio is against the mean of the two bare runs beside it: on a shared machine the
    // spare CPU drifts during a run, and neighbours in time see the most similar machine.
    const bareEndpoint = list.find((e) => e.path === '/bare')!;
    const bareRuns: Awaited<ReturnType<typeof load>>[] = [];
    const runBare = async () => {
      const r = await load(bare.port, bareEndpoint, BARE_SECONDS, bare.process.pid!);
      bareRuns.push(r);
      return r.requests.average;
    };
    try {
      await load(bare.port, bareEndpoint, WARMUP_SECONDS, bare.process.pid!);
      let before = await runBare();
      for (const e of list.filter((x) => x !== bareEndpoint)) {
        await load(app.port, e, WARMUP_SECONDS, pid);
        const r = await load(app.port, e, SECONDS, pid);
        const after = await runBare();
        const rps = r.requests.average;
        measured.push({
          name: e.name,
          requestsPerSecond: rps,
          p50: r.latency.p50,
          p99: r.latency.p99,
          ratio: rps / ((before + after) / 2),
          cpuMsPerRequest: r.cpuMsPerRequest,
          non2xx: r.non2xx,
          errors: r.errors + r.timeouts,
          total: r.requests.total,
        });
        log(
          `${kind}: ${e.name}: ${Math.round(rps)} req/s, p99 ${r.latency.p99} ms (bare ${Math.round(before)} / ${Math.round(after)})`,
        );
        before = after;
      }
    } finally {
      clearInterval(sampler);
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
    measured.unshift({
      name: bareEndpoint.name,
      requestsPerSecond: mean(bareRuns.map((r) => r.requests.average)),
      p50: Math.max(...bareRuns.map((r) => r.latency.p50)),
      p99: Math.max(...bareRuns.map((r) => r.latency.p99)),
      ratio: null,
      cpuMsPerRequest: mean(bareRuns.map((r) => r.cpuMsPerRequest)),
      non2xx: bareRuns.reduce((n, r) => n + r.non2xx, 0),
      errors: bareRuns.reduce((n, r) => n + r.errors + r.timeouts, 0),
      total: bareRuns.reduce((n, r) => n + r.requests.total, 0),
      bareRuns: bareRuns.map((r) => Math.round(r.requests.average)),
    });
    const rssAfter = rssMiB(pid);
    return {
      measured,
      memory: { rssAtRestMiB: rssAtRest, rssPeakUnderLoadMiB: rssPeak, rssAfterMiB: rssAfter },
    };
  } finally {
    await app.stop();
    await bare.stop();
  }
}

// ---------------------------------------------------------------- web

// Lighthouse: scripts/bench/lighthouse.ts.

// ---------------------------------------------------------------- table

type Row = string[];

function table(rows: Row[], header: Row): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (r: Row) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

const n0 = (x: number) => Math.round(x).toLocaleString('en-US');
const pct = (x: number | null) => (x === null ? '' : `${(x * 100).toFixed(1)}%`);

interface ApiPhase {
  kind: string;
  measured: Measured[];
  memory: { rssAtRestMiB: number | null; rssPeakUnderLoadMiB: number; rssAfterMiB: number | null };
}

function goalOf(e: Measured, goals: Endpoint[]): string {
  const endpoint = goals.find((g) => g.name === e.name);
  const goal = endpoint?.goalRatio;
  if (goal === undefined || e.ratio === null) return '';
  const cpuGoal = endpoint?.goalCpuMs;
  const gaps: string[] = [];
  if (e.ratio < goal) gaps.push(`gap: ${pct(e.ratio)} of ${pct(goal)}`);
  if (cpuGoal !== undefined && e.cpuMsPerRequest > cpuGoal)
    gaps.push(`gap: CPU ${e.cpuMsPerRequest.toFixed(3)} ms of <= ${cpuGoal}`);
  if (e.p99 >= 50) gaps.push(`gap: p99 ${e.p99} ms of < 50`);
  if (e.non2xx + e.errors > 0) gaps.push(`${e.non2xx + e.errors} failed requests`);
  const cpu = cpuGoal === undefined ? '' : `, CPU <= ${cpuGoal} ms`;
  return gaps.length === 0 ? `met (>= ${pct(goal)}${cpu}, p99 < 50 ms)` : gaps.join('; ');
}

// ---------------------------------------------------------------- main

async function main() {
  const started = Date.now();
  const results: Record<string, unknown> = {
    date: new Date().toISOString(),
    machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, memoryGiB: os.totalmem() / 2 ** 30 },
    node: process.version,
    serverDir: path.relative(root, serverDir) || '.',
    settings: {
      seconds: SECONDS,
      connections: CONNECTIONS,
      profiles: PROFILES,
      lighthouseRuns: LIGHTHOUSE_RUNS,
    },
  };
  const work = mkdtempSync(path.join(tmpdir(), 'samaj-bench-'));
  const phases: ApiPhase[] = [];
  let goals: Endpoint[];
  let web: ReturnType<typeof firstLoadAssets> | null = null;
  let lighthouse: Awaited<ReturnType<typeof measureLighthouse>> | null = null;
  let conversations: ConversationFigures | null = null;
  try {
    if (!flag('--skip-web') && !flag('--no-build') && !ONLY_CONVERSATIONS) {
      log('building the web app');
      execFileSync('npm', ['run', 'build', '-w', 'apps/web'], {
        cwd: root,
        stdio: ['ignore', 'ignore', 'inherit'],
      });
    }
    if (!flag('--skip-web') && !ONLY_CONVERSATIONS) web = firstLoadAssets();

    // PGlite: the server's own data folder, filled first (PGlite is one process at a time).
    const pgliteDir = path.join(work, 'pglite-data');
    log(`PGlite: seeding ${PROFILES} profiles`);
    const seededLite = ONLY_CONVERSATIONS
      ? { token: '', searcherProfileId: '', hallId: '' }
      : await seedBenchData({ dataDir: path.join(pgliteDir, 'pglite') });
    goals = endpoints(seededLite);
    if (!ONLY_LIGHTHOUSE)
      phases.push({ kind: 'PGlite', ...(await measureApi('PGlite', { dataDir: pgliteDir }, seededLite)) });

    if (!flag('--skip-web') && !ONLY_CONVERSATIONS) {
      if (!existsSync(path.join(root, 'node_modules/.bin/lighthouse')))
        throw new Error('lighthouse is not installed');
      lighthouse = await measureLighthouse({
        dataDir: pgliteDir,
        seeded: seededLite,
        runs: LIGHTHOUSE_RUNS,
        startServer: (dataDir, dist) => startAppServer({ dataDir, webDist: dist }),
        compareWith: option('--lighthouse-compare'),
        only: LIGHTHOUSE_PAGES,
        reportsDir: option('--lighthouse-reports'),
        http2: !flag('--lighthouse-http1'),
        traces: flag('--lighthouse-traces'),
      });
    }

    if (!flag('--skip-pg') && !flag('--skip-conversations') && (!ONLY_LIGHTHOUSE || ONLY_CONVERSATIONS)) {
      // Its own database on the cluster, two app servers on it (scripts/bench/conversations.ts).
      const cluster = path.join(root, 'scripts/pg-cluster.sh');
      log(`PostgreSQL: conversations on two app servers (cluster on ${PG_PORT})`);
      const url = execFileSync('bash', [cluster, 'start', String(PG_PORT)], { encoding: 'utf8' }).trim();
      try {
        conversations = await measureConversations({
          adminUrl: url,
          serverDir,
          dataDir: path.join(work, 'conversations'),
          seconds: SECONDS,
          log,
        });
      } finally {
        if (ONLY_CONVERSATIONS) execFileSync('bash', [cluster, 'stop', String(PG_PORT)]);
      }
    }
    if (!flag('--skip-pg') && !ONLY_LIGHTHOUSE) {
      const cluster = path.join(root, 'scripts/pg-cluster.sh');
      log(`PostgreSQL: starting a throwaway cluster on ${PG_PORT}`);
      const url = execFileSync('bash', [cluster, 'start', String(PG_PORT)], { encoding: 'utf8' }).trim();
      try {
        log(`PostgreSQL: seeding ${PROFILES} profiles`);
        const seededPg = await seedBenchData({ databaseUrl: url });
        const pgDir = path.join(work, 'pg-data');
        phases.push({
          kind: 'PostgreSQL',
          ...(await measureApi('PostgreSQL', { dataDir: pgDir, databaseUrl: url }, seededPg)),
        });
      } finally {
        execFileSync('bash', [cluster, 'stop', String(PG_PORT)]);
      }
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  // ---- the table
  const baseline = baselineFile
    ? (JSON.parse(readFileSync(baselineFile, 'utf8')) as { api: ApiPhase[] })
    : null;
  const before = (kind: string, name: string) =>
    baseline?.api.find((p) => p.kind === kind)?.measured.find((m) => m.name === name);
  const rows: Row[] = [];
  for (const phase of phases) {
    for (const m of phase.measured) {
      const b = before(phase.kind, m.name);
      rows.push([
        `${phase.kind}: ${m.name}`,
        n0(m.requestsPerSecond),
        String(m.p50),
        String(m.p99),
        pct(m.ratio),
        m.cpuMsPerRequest.toFixed(3),
        ...(baseline
          ? [
              b ? n0(b.requestsPerSecond) : '',
              b ? pct(b.ratio) : '',
              b?.cpuMsPerRequest !== undefined ? b.cpuMsPerRequest.toFixed(3) : '',
            ]
          : []),
        phase.kind === 'PostgreSQL'
          ? goalOf(m, goals)
          : m.non2xx + m.errors > 0
            ? `${m.non2xx + m.errors} failed`
            : '',
      ]);
    }
  }
  const header = [
    `API (${CONNECTIONS} connections, ${SECONDS} s each)`,
    'req/s',
    'p50 ms',
    'p99 ms',
    'of bare',
    'CPU ms/req',
    ...(baseline ? ['before req/s', 'before of bare', 'before CPU ms/req'] : []),
    'goal (PostgreSQL)',
  ];
  const out: string[] = [
    table(rows, header),
    "of bare: req/s against the mean of the bare runs just before and after. CPU ms/req: the server process's",
    "own CPU time per request (PostgreSQL's not counted), steadier than req/s when other work shares the cores.",
    '',
  ];

  const more: Row[] = [];
  for (const phase of phases) {
    const m = phase.memory;
    more.push([
      `${phase.kind}: server RSS at rest / peak under load / after`,
      `${m.rssAtRestMiB?.toFixed(0)} / ${m.rssPeakUnderLoadMiB.toFixed(0)} / ${m.rssAfterMiB?.toFixed(0)} MiB`,
      '',
    ]);
  }
  if (web) {
    const kb = (b: number) => `${(b / 1000).toFixed(1)} kB`;
    more.push([
      `Web: JS for the first load of / (${web.files.filter((f) => f.file.endsWith('.js')).length} files)`,
      `${kb(web.jsGzipBytes)} gzip (${kb(web.jsBytes)} raw)`,
      web.jsGzipBytes <= FIRST_LOAD_GOAL
        ? `met (<= ${kb(FIRST_LOAD_GOAL)})`
        : `gap: ${kb(web.jsGzipBytes - FIRST_LOAD_GOAL)} over ${kb(FIRST_LOAD_GOAL)}`,
    ]);
    more.push([
      'Web: CSS for the first load of /',
      `${kb(web.cssGzipBytes)} gzip (${kb(web.cssBytes)} raw)`,
      '',
    ]);
  }
  if (conversations) more.push(...conversationRows(conversations));
  const lighthouseTable = lighthouse ? lighthouseReport(lighthouse, LIGHTHOUSE_RUNS) : null;
  more.push(...(lighthouseTable?.rows ?? []));
  if (more.length > 0) out.push(table(more, ['Memory and web', 'figure', 'goal']), '');
  if (web?.lazy) {
    // Each lazily loaded page: its own chunk, and all a first visit fetches beyond the first load.
    out.push(
      table(lazyChunkRows(web.lazy, 'route'), ['Web: routes on demand', ...LAZY_CHUNK_HEADER.slice(1)]),
    );
    out.push('JS raw / gzip, CSS gzip: the page with the chunks it shares, beyond the first load.', '');
  }
  out.push(...(lighthouseTable?.failing ?? []));
  out.push(
    `${new Date().toISOString().slice(0, 16)}Z, ${os.cpus().length} cores (${os.cpus()[0]?.model ?? '?'}), Node ${process.version}, ` +
      `${PROFILES} approved profiles; took ${Math.round((Date.now() - started) / 1000)} s`,
  );

  Object.assign(results, { api: phases, web, lighthouse, conversations });
  const dir = path.join(root, 'bench-results');
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, `bench-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, JSON.stringify(results, null, 2));
  out.push(`Raw results: ${path.relative(root, file)}`);
  console.log(out.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
