// The real server process at start (docs/api.md, Operations): every line it writes is JSON, the banner names
// the address actually bound, and a database that is down or refuses the password is one fatal line
// naming the problem (no stack trace, no password), with exit code 1. src/start-up.test.ts checks the
// same sentences in-process, in the ordinary suite.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { startCluster, stopCluster } from './support/processes.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const children = new Set<ChildProcess>();
const servers: net.Server[] = [];
const dirs: string[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
  for (const server of servers) server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

interface Run {
  lines: string[];
  code: number | null;
}

/**
 * `node --import tsx src/server.ts` with only these settings; resolves when it exits, or, with
 * `until`, once a line matches it (then stops it with SIGTERM and waits for the exit).
 */
function runServer(env: Record<string, string>, until?: (line: string) => boolean): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: serverDir,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, TZ: 'UTC', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  const lines: string[] = [];
  return new Promise((resolve) => {
    for (const stream of [child.stdout!, child.stderr!]) {
      let rest = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        const parts = (rest + chunk).split('\n');
        rest = parts.pop() ?? '';
        for (const line of parts) {
          lines.push(line);
          if (until?.(line)) child.kill('SIGTERM');
        }
      });
    }
    child.once('exit', (code) => {
      children.delete(child);
      resolve({ lines: lines.filter((l) => l.trim() !== ''), code });
    });
  });
}

/** A port nothing listens on (taken, then let go). */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A PostgreSQL stand-in that answers any login with 28P01, as a server does to a wrong password. */
async function refusingPostgres(): Promise<number> {
  const field = (type: string, value: string) => Buffer.from(`${type}${value}\0`);
  const body = Buffer.concat([
    field('S', 'FATAL'),
    field('V', 'FATAL'),
    field('C', '28P01'),
    field('M', 'password authentication failed for user "samaj"'),
    Buffer.from([0]),
  ]);
  const length = Buffer.alloc(4);
  length.writeInt32BE(body.length + 4);
  const answer = Buffer.concat([Buffer.from('E'), length, body]);
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.once('data', () => socket.end(answer));
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as net.AddressInfo).port;
}

function parsed(run: Run): Record<string, unknown>[] {
  return run.lines.map((line) => {
    try {
      return JSON.parse(line) as Record<string, unknown>;
    } catch {
      throw new Error(`not a JSON line: ${line}`);
    }
  });
}

/** The process said exactly one thing, fatal, and no stack trace nor the password. */
function oneFatalLine(run: Run): Record<string, unknown> {
  expect(run.code).toBe(1);
  const lines = parsed(run);
  expect(lines).toHaveLength(1);
  const [line] = lines;
  expect(line).toMatchObject({ level: 60, pid: expect.any(Number), hostname: expect.any(String) });
  expect(run.lines[0]).not.toMatch(/\n|\s+at .+:\d+:\d+|"stack"/);
  expect(run.lines[0]).not.toContain('wrong-pass');
  return line!;
}

/** The throwaway cluster of the test against a real PostgreSQL that checks passwords. */
const PG_PORT = 54378;
afterAll(() => stopCluster(PG_PORT));

/**
 * A real PostgreSQL (scripts/pg-cluster.sh, which trusts every login) made to check passwords: user
 * samaj with password right-pass owns database samaj, and TCP logins need scram-sha-256.
 */
async function clusterWithPasswords(): Promise<number> {
  const admin = new pg.Client({ connectionString: startCluster(PG_PORT) });
  await admin.connect();
  try {
    await admin.query("create role samaj login password 'right-pass'");
    await admin.query('create database samaj owner samaj');
    const { rows } = await admin.query<{ hba_file: string }>('show hba_file');
    writeFileSync(
      rows[0]!.hba_file,
      'local all all trust\nhost all all 127.0.0.1/32 scram-sha-256\nhost all all ::1/128 scram-sha-256\n',
    );
    await admin.query('select pg_reload_conf()');
  } finally {
    await admin.end();
  }
  return PG_PORT;
}

describe.concurrent('a start that cannot go on', () => {
  it('a database that is down: one JSON line naming it, exit code 1', async () => {
    const port = await closedPort();
    const run = await runServer({ DATABASE_URL: `postgres://samaj:wrong-pass@127.0.0.1:${port}/samaj` });
    const line = oneFatalLine(run);
    expect(line.code).toBe('ECONNREFUSED');
    expect(line.database).toBe(`postgres://samaj@127.0.0.1:${port}/samaj`);
    expect(line.msg).toBe(
      `The database cannot be used: PostgreSQL at 127.0.0.1:${port} refused the connection: is it running, and are DATABASE_URL's host and port right?`,
    );
  });

  it('a wrong database password: one JSON line naming it, exit code 1', async () => {
    const port = await refusingPostgres();
    const run = await runServer({ DATABASE_URL: `postgres://samaj:wrong-pass@127.0.0.1:${port}/samaj` });
    const line = oneFatalLine(run);
    expect(line.code).toBe('28P01');
    expect(line.msg).toContain(`PostgreSQL at 127.0.0.1:${port} refused the password of user "samaj"`);
  });

  it('a wrong password on a real PostgreSQL: one JSON line naming it, exit code 1', async () => {
    const port = await clusterWithPasswords();
    const run = await runServer({ DATABASE_URL: `postgres://samaj:wrong-pass@127.0.0.1:${port}/samaj` });
    const line = oneFatalLine(run);
    expect(line.code).toBe('28P01');
    expect(line.database).toBe(`postgres://samaj@127.0.0.1:${port}/samaj`);
    expect(line.msg).toBe(
      `The database cannot be used: PostgreSQL at 127.0.0.1:${port} refused the password of user "samaj": check the user and password in DATABASE_URL (or DATABASE_URL_FILE)`,
    );
    // The same cluster takes the right password (so it was the password that was refused).
    const client = new pg.Client({ connectionString: `postgres://samaj:right-pass@127.0.0.1:${port}/samaj` });
    await client.connect();
    await client.end();
  });

  it('a bad setting: one JSON line naming it, exit code 1', async () => {
    const run = await runServer({ PORT: 'eighty' });
    const line = oneFatalLine(run);
    expect(line.msg).toMatch(/^Invalid settings: PORT: /);
    expect(line.problems).toEqual([expect.stringMatching(/^PORT: /)]);
  });
});

describe.concurrent('a start', () => {
  async function start(logLevel: string) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'samaj-start-up-'));
    dirs.push(dataDir);
    const env = { DATA_DIR: dataDir, PORT: '0', NODE_ENV: 'test', SEED_DEMO: 'false', DEV_ROUTES: 'false' };
    const run = await runServer({ ...env, LOG_LEVEL: logLevel }, (line) =>
      line.includes('Samaj is running at'),
    );
    const lines = parsed(run);
    const banner = lines.find((l) => String(l.msg).startsWith('Samaj is running at'));
    expect(banner).toMatchObject({ level: 30, host: '0.0.0.0', database: `PGlite in ${dataDir}` });
    // PORT=0 asks for any free port: the banner names the one bound.
    expect(banner!.port).toEqual(expect.any(Number));
    expect(banner!.port).not.toBe(0);
    expect(banner!.url).toBe(`http://localhost:${banner!.port}`);
    expect(banner!.msg).toContain(`listening on 0.0.0.0:${banner!.port}, open to the network`);
    expect(run.code).toBe(0);
    return lines;
  }

  it('writes only JSON lines, the banner among them with the address bound', async () => {
    const lines = await start('info');
    expect(lines.at(-1)).toMatchObject({ msg: 'shutting down', signal: 'SIGTERM' });
  });

  it('writes the banner whatever LOG_LEVEL says (scripts wait for it)', async () => {
    const lines = await start('warn');
    expect(lines.map((l) => l.level)).toEqual([30]);
  });
});
