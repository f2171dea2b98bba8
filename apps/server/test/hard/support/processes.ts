// Real server processes and PostgreSQL clusters for the hard tests (not a test file itself).
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const repoRoot = path.resolve(serverDir, '../..');

/** Every child started here, so a failing test still leaves nothing running. */
const children = new Set<ChildProcess>();
/** Every server this worker started, for the count of answers over 500 (test/hard/support/setup.ts). */
const started: ServerProcess[] = [];

/** Answers of 500 and above in the request logs of every server started, by status. */
export function spawnedAnswersOver500(): Map<number, number> {
  const counts = new Map<number, number>();
  for (const server of started) {
    for (const record of logRecords(server, 'request completed')) {
      const status = (record.res as { statusCode?: number } | undefined)?.statusCode ?? 0;
      if (status >= 500) counts.set(status, (counts.get(status) ?? 0) + 1);
    }
  }
  return counts;
}
function killChildren() {
  for (const child of children) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }
}
process.once('exit', killChildren);

/** SIGKILLs every server this file started and waits for them: for afterAll, whatever failed. */
export async function killAllServers(): Promise<void> {
  const waiting = [...children].map((child) => new Promise((resolve) => child.once('exit', resolve)));
  killChildren();
  await Promise.all(waiting);
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `samaj-hard-${prefix}-`));
}

export function removeDir(dir: string): void {
  rmSync(dir, { recursive: true, force: true });
}

/** A port free right now (the kernel picks it; closed again before the server binds it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Polls `check` until it answers something truthy, or fails after `timeoutMs` with `what`. */
export async function waitFor<T>(what: string, check: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await check();
      if (value) return value;
    } catch (error) {
      last = error;
    }
    if (Date.now() > deadline) {
      throw new Error(`timed out waiting for ${what}${last ? `: ${String(last)}` : ''}`);
    }
    await sleep(200);
  }
}

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** stdout and stderr lines so far (the JSON log lines and the start-up banner). */
  lines: string[];
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  /** SIGKILL: no graceful close, like a machine losing power. */
  kill(): Promise<void>;
  /** SIGTERM and wait for the graceful close. */
  stop(): Promise<void>;
}

/** `node --import tsx src/server.ts` with these settings; resolves once it answers HTTP. */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      TZ: 'UTC',
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      SEED_DEMO: 'false',
      // These servers run on PostgreSQL, where /api/dev/* is closed unless asked for (the tests read
      // one-time codes from the outbox and pay through the simulator).
      DEV_ROUTES: 'true',
      LOG_LEVEL: 'info',
      WEB_DIST: path.join(os.tmpdir(), 'samaj-hard-no-web'),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const lines: string[] = [];
  for (const stream of [child.stdout!, child.stderr!]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts);
    });
  }
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => {
      children.delete(child);
      resolve({ code, signal });
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  let dead = false;
  const died = exited.then(({ code, signal }) => {
    dead = true;
    throw new Error(
      `the server exited (${code ?? signal}) before answering:\n${lines.slice(-40).join('\n')}`,
    );
  });
  died.catch(() => {});
  const answering = waitFor(
    `the server on port ${port} to answer`,
    async () => {
      if (dead) return true;
      const res = await fetch(`${url}/api/app/config`, { signal: AbortSignal.timeout(2000) });
      return res.status === 200;
    },
    120_000,
  );
  await Promise.race([answering, died]).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  if (dead) await died;
  const server: ServerProcess = {
    url,
    port,
    child,
    lines,
    exited,
    async kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  started.push(server);
  return server;
}

/** The JSON log records a server printed whose msg is `msg`. */
export function logRecords(server: ServerProcess, msg: string): Record<string, unknown>[] {
  const out: Record<string, unknown>[] = [];
  for (const line of server.lines) {
    if (!line.startsWith('{')) continue;
    try {
      const record = JSON.parse(line) as Record<string, unknown>;
      if (record.msg === msg) out.push(record);
    } catch {
      // not a log line
    }
  }
  return out;
}

function cluster(args: string[]): string {
  const r = spawnSync('bash', ['scripts/pg-cluster.sh', ...args], { cwd: repoRoot, encoding: 'utf8' });
  if (r.status !== 0) throw new Error(`pg-cluster.sh ${args.join(' ')} failed: ${r.stderr}`);
  return r.stdout.trim();
}

/** A throwaway PostgreSQL cluster (scripts/pg-cluster.sh) on this port; answers its admin URL. */
export const startCluster = (port: number) => cluster(['start', String(port)]);
export const stopCluster = (port: number) => void cluster(['stop', String(port)]);

/** Restarts the cluster without blocking this process (requests keep running meanwhile). */
export function restartCluster(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', ['scripts/pg-cluster.sh', 'restart', String(port)], {
      cwd: repoRoot,
      stdio: 'ignore',
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`pg-cluster.sh restart exited ${code}`)),
    );
  });
}

/** Creates database `name` on the cluster and answers its URL. */
export async function createDatabase(adminUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  return databaseUrl(adminUrl, name);
}

/**
 * The calling test file's own PostgreSQL cluster on `port`: started in a beforeAll, and in an afterAll
 * every server the file started is killed, then the cluster stopped. Called at the file's top, before
 * its own hooks, so the cluster is up before them (and stopped after them). `database(name)` creates a
 * database on it (from a beforeAll or a test) and answers its URL.
 */
export function clusterForFile(port: number) {
  let adminUrl = '';
  beforeAll(() => {
    adminUrl = startCluster(port);
  });
  afterAll(async () => {
    await killAllServers();
    stopCluster(port);
  });
  return { database: (name: string) => createDatabase(adminUrl, name) };
}

/** A URL for a new database `name` on the cluster at `adminUrl`. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export interface HttpAnswer {
  status: number;
  headers: Headers;
  body: unknown;
  text: string;
}

/** One JSON call with a deadline; a network failure or timeout answers status 0. */
export async function call(
  base: string,
  method: string,
  urlPath: string,
  opts: { token?: string; body?: unknown; timeoutMs?: number; headers?: Record<string, string> } = {},
): Promise<HttpAnswer> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  if (opts.body !== undefined) headers['content-type'] = 'application/json';
  try {
    const res = await fetch(base + urlPath, {
      method,
      headers,
      body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
      signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
    });
    const text = await res.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: res.status, headers: res.headers, body, text };
  } catch (error) {
    return { status: 0, headers: new Headers(), body: null, text: String(error) };
  }
}

export type RegisteredUser = Awaited<ReturnType<typeof registerUser>>;

let mobileCounter = 0;

/**
 * A new account through the API: register answers its token. It proves its number as the web's
 * last step of registering, unless `prove` is false (a login by code proves it, and the proof's
 * code just before would make the login's code wait out the resend interval).
 */
export async function registerUser(base: string, label: string, { prove = true } = {}) {
  mobileCounter += 1;
  const digits = `${process.pid % 10_000}`.padStart(4, '0') + `${mobileCounter}`.padStart(4, '0');
  const mobile = `+9171${digits}`;
  const res = await call(base, 'POST', '/api/auth/register', {
    body: {
      name: `Hard ${label} ${mobileCounter}`,
      mobile,
      email: `hard-${label}-${digits}@test.example`,
      password: 'a-long-unusual-Pass-42',
      password_confirmation: 'a-long-unusual-Pass-42',
    },
  });
  if (res.status !== 201) throw new Error(`register answered ${res.status}: ${res.text}`);
  const { token, user } = res.body as { token: string; user: { id: string } };
  if (prove) await proveMobile(base, token, mobile);
  return { token, id: user.id, mobile, password: 'a-long-unusual-Pass-42' };
}

/** The account proves its number with the code from the outbox, as the web's last step of registering. */
export async function proveMobile(base: string, token: string, mobile: string) {
  const headers = { authorization: `Bearer ${token}` };
  const sent = await call(base, 'POST', '/api/auth/verify-mobile/send', { headers, body: {} });
  if (sent.status !== 202) throw new Error(`verify-mobile/send answered ${sent.status}: ${sent.text}`);
  const outbox = await call(base, 'GET', `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`);
  const body = (outbox.body as { messages: { body: string }[] }).messages[0]!.body;
  const code = /\b(\d{6})\b/.exec(body)![1]!;
  const proved = await call(base, 'POST', '/api/auth/verify-mobile', { headers, body: { code } });
  if (proved.status !== 200) throw new Error(`verify-mobile answered ${proved.status}: ${proved.text}`);
}

/** YYYY-MM-DD, `days` after today (UTC; far enough from the edges of India's today). */
export function dayFromNow(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}
