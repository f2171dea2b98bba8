/**
 * The match search's server CPU, two copies of apps/server measured at the same time (decision 035):
 * `node --import tsx scripts/bench/search-pair.ts <server dir A> <server dir B> [--rounds 6]
 * [--seconds 4] [--accept-encoding 'gzip, deflate, br'] [--profile DIR]`.
 *
 * Both servers run on one throwaway PostgreSQL with the bench's seed, each under its own autocannon
 * (10 connections) for the same seconds, so whatever else the machine does hits both alike; it prints
 * each round's CPU time a search of each (user + system, all threads, from /proc) and their ratio, and
 * the same of PostgreSQL: each server connects under its own application_name, and the CPU of the
 * backends serving it is read from /proc (the bench runs as root or as postgres, which may read them).
 * With --profile, each server runs with `--cpu-prof` into DIR (read them with cpu-profile.mjs).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';
import { FILTER, seedBenchData } from './seed.ts';
import { benchServerEnv } from './server-env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PG_PORT = 54341;
const argv = process.argv.slice(2);
const option = (name: string) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const dirs = argv.filter((a, i) => !a.startsWith('--') && !argv[i - 1]?.startsWith('--'));
const ROUNDS = Number(option('--rounds') ?? 6);
const SECONDS = Number(option('--seconds') ?? 4);
const encoding = option('--accept-encoding');
const profileDir = option('--profile');
if (dirs.length !== 2) throw new Error('usage: search-pair.ts <server dir A> <server dir B> [options]');

const TICKS = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
/** CPU time (user + system, all threads) a process has used, ms. */
const cpuMs = (pid: number) => {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS;
};
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

const work = mkdtempSync(path.join(tmpdir(), 'samaj-search-pair-'));
const appName = (port: number) => `search_pair_${port}`;

/** CPU time of the PostgreSQL backends serving each application_name, by backend pid. */
async function backendCpu(admin: pg.Client, names: string[]): Promise<Map<number, number>[]> {
  const { rows } = await admin.query<{ pid: number; name: string }>(
    'select pid, application_name as name from pg_stat_activity where application_name = any($1)',
    [names],
  );
  return names.map(
    (name) =>
      new Map(
        rows.flatMap((r) => {
          if (r.name !== name) return [];
          try {
            return [[r.pid, cpuMs(r.pid)] as [number, number]];
          } catch {
            return []; // the backend exited meanwhile
          }
        }),
      ),
  );
}
/** CPU the backends used between two readings (a backend that opened meanwhile counts from 0). */
const cpuBetween = (before: Map<number, number>, after: Map<number, number>) =>
  [...after].reduce((sum, [pid, ms]) => sum + ms - (before.get(pid) ?? 0), 0);

async function startServer(dir: string, port: number, databaseUrl: string): Promise<ChildProcess> {
  const flags = profileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--cpu-prof-interval', '250']
    : [];
  const child = spawn(process.execPath, [...flags, '--import', 'tsx', 'src/server.ts'], {
    cwd: path.resolve(dir),
    env: {
      ...benchServerEnv({
        port,
        dataDir: path.join(work, String(port)),
        databaseUrl: `${databaseUrl}?application_name=${appName(port)}`,
      }),
      WEB_DIST: path.join(root, 'apps/web/dist'),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    let output = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`${dir} exited with ${code}`)));
  });
  return child;
}

async function main() {
  const cluster = path.join(root, 'scripts/pg-cluster.sh');
  const url = execFileSync('bash', [cluster, 'start', String(PG_PORT)], { encoding: 'utf8' }).trim();
  const servers: ChildProcess[] = [];
  const admin = new pg.Client({ connectionString: url });
  try {
    const seeded = await seedBenchData({ databaseUrl: url });
    await admin.connect();
    const query = new URLSearchParams(Object.entries(FILTER).map(([k, v]) => [k, String(v)])).toString();
    const headers: Record<string, string> = { authorization: `Bearer ${seeded.token}` };
    if (encoding) headers['accept-encoding'] = encoding;
    const ports = [39471, 39472];
    for (const [i, dir] of dirs.entries()) servers.push(await startServer(dir, ports[i]!, url));
    const target = (i: number) =>
      `http://127.0.0.1:${ports[i]}/api/matrimonial/mm/filter-profile/${seeded.searcherProfileId}?${query}`;
    const load = (seconds: number) =>
      Promise.all(
        dirs.map((_, i) => autocannon({ url: target(i), headers, connections: 10, duration: seconds })),
      );
    await load(2);
    const names = ports.map(appName);
    const cpu: number[][] = [[], []];
    const pgCpu: number[][] = [[], []];
    for (let round = 0; round < ROUNDS; round += 1) {
      const before = servers.map((s) => cpuMs(s.pid!));
      const backendsBefore = await backendCpu(admin, names);
      const results = await load(SECONDS);
      const backendsAfter = await backendCpu(admin, names);
      const line = results.map((r, i) => {
        if (r.non2xx + r.errors > 0) throw new Error(`${dirs[i]}: ${r.non2xx + r.errors} failed requests`);
        const requests = Math.max(1, r.requests.total);
        const perRequest = (cpuMs(servers[i]!.pid!) - before[i]!) / requests;
        const pgPerRequest = cpuBetween(backendsBefore[i]!, backendsAfter[i]!) / requests;
        cpu[i]!.push(perRequest);
        pgCpu[i]!.push(pgPerRequest);
        return `${perRequest.toFixed(3)} ms, PostgreSQL ${pgPerRequest.toFixed(3)} ms (${Math.round(r.requests.average)} req/s)`;
      });
      console.log(`round ${round + 1}: A ${line[0]} | B ${line[1]} | load ${loadAverage()}`);
    }
    for (const [label, of] of [
      ['the server', cpu],
      ['PostgreSQL', pgCpu],
    ] as const) {
      const [a, b] = of as [number[], number[]];
      console.log(`${label}: A ${dirs[0]}: median ${median(a).toFixed(3)} ms of CPU a search`);
      console.log(`${label}: B ${dirs[1]}: median ${median(b).toFixed(3)} ms of CPU a search`);
      const ratios = b.map((x, i) => x / a[i]!);
      console.log(
        `${label}: B/A per round: ${ratios.map((r) => r.toFixed(2)).join(' ')}; median ${median(ratios).toFixed(2)}`,
      );
    }
  } finally {
    await admin.end().catch(() => {});
    await Promise.all(
      servers.map(
        (s) =>
          new Promise((resolve) => {
            s.once('exit', resolve);
            s.kill('SIGTERM');
          }),
      ),
    );
    execFileSync('bash', [cluster, 'stop', String(PG_PORT)]);
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
