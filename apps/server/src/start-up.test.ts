// What the server says when it starts or cannot (docs/api.md, Operations): JSON lines in pino's shape, the
// banner with the address actually bound, and a database problem as one sentence naming what to check.
// test/hard/start-up.hard-test.ts runs the real server process.
import net from 'node:net';
import os from 'node:os';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { parseConfig } from './config.ts';
import {
  bannerOf,
  configProblem,
  databaseProblem,
  databaseTarget,
  logLine,
  logWarningsAsJson,
} from './start-up.ts';

const URL = 'postgres://samaj:s3cret-pass@db.internal:6543/samaj_prod';
const err = (fields: Record<string, unknown>) =>
  Object.assign(new Error(String(fields.message ?? 'x')), fields);

describe('logLine', () => {
  it("is one line of JSON in pino's shape", () => {
    const line = logLine('fatal', 'it broke', { code: 'X' }, 1234);
    expect(line).not.toContain('\n');
    expect(JSON.parse(line)).toEqual({
      level: 60,
      time: 1234,
      pid: process.pid,
      hostname: os.hostname(),
      code: 'X',
      msg: 'it broke',
    });
  });
});

describe('logWarningsAsJson', () => {
  it("writes Node's warnings as JSON lines at level warn, and Node's own printer no more", async () => {
    const before = process.listeners('warning');
    const lines: string[] = [];
    try {
      logWarningsAsJson((line) => lines.push(line));
      expect(process.listeners('warning')).toHaveLength(1);
      process.emitWarning('this call is going away', { type: 'DeprecationWarning', code: 'DEP_SAMAJ' });
      await new Promise((resolve) => setImmediate(resolve));
      expect(lines.map((line) => JSON.parse(line) as unknown)).toEqual([
        expect.objectContaining({
          level: 40,
          msg: 'this call is going away',
          warning: { name: 'DeprecationWarning', code: 'DEP_SAMAJ' },
        }),
      ]);
    } finally {
      process.removeAllListeners('warning');
      for (const listener of before) process.on('warning', listener);
    }
  });
});

describe('configProblem', () => {
  it("turns parseConfig's message into one sentence and its list", () => {
    expect(configProblem('Invalid settings:\n  PORT: too big\n  PUBLIC_URL: required in production')).toEqual(
      {
        msg: 'Invalid settings: PORT: too big; PUBLIC_URL: required in production',
        problems: ['PORT: too big', 'PUBLIC_URL: required in production'],
      },
    );
  });
});

describe('databaseProblem', () => {
  it.each([
    [err({ code: 'ECONNREFUSED' }), 'ECONNREFUSED', 'refused the connection'],
    [
      // localhost tried on ::1 and 127.0.0.1: Node gives an AggregateError of both.
      Object.assign(new AggregateError([err({ code: 'ECONNREFUSED' }), err({ code: 'ECONNREFUSED' })])),
      'ECONNREFUSED',
      'refused the connection',
    ],
    [err({ code: 'ENOTFOUND' }), 'ENOTFOUND', 'was not found'],
    [err({ message: 'timeout exceeded when trying to connect' }), 'unknown', 'did not answer in time'],
    [err({ code: 'ECONNRESET' }), 'ECONNRESET', 'closed the connection'],
    [
      err({ code: '28P01', message: 'password authentication failed for user "samaj"' }),
      '28P01',
      'refused the password of user "samaj"',
    ],
    [
      err({ message: 'SASL: SCRAM-SERVER-FIRST-MESSAGE: client password must be a string' }),
      'unknown',
      'DATABASE_URL gives none',
    ],
    [err({ code: '3D000', message: 'database "samaj_prod" does not exist' }), '3D000', 'createdb samaj_prod'],
    [err({ code: '57P03' }), '57P03', 'starting up'],
    [err({ code: '53300' }), '53300', 'DATABASE_POOL_SIZE'],
  ])('%s: one sentence with the setting to check', (error, code, says) => {
    const problem = databaseProblem(error, URL);
    expect(problem).toMatchObject({ code, database: 'postgres://samaj@db.internal:6543/samaj_prod' });
    expect(problem!.msg).toContain(says);
    expect(problem!.msg).toMatch(/^The database cannot be used: /);
    expect(JSON.stringify(problem)).not.toContain('s3cret-pass');
  });

  it('is null for what is not about reaching the database, and on the embedded one', () => {
    expect(databaseProblem(err({ code: '42P01', message: 'relation "x" does not exist' }), URL)).toBeNull();
    expect(databaseProblem(new Error('a bug'), URL)).toBeNull();
    expect(databaseProblem(err({ code: 'ECONNREFUSED' }), undefined)).toBeNull();
  });

  it('names the target without the password', () => {
    expect(databaseTarget(URL)).toEqual({
      shown: 'postgres://samaj@db.internal:6543/samaj_prod',
      where: 'db.internal:6543',
      user: 'samaj',
      name: 'samaj_prod',
    });
    expect(databaseTarget('postgres://db.internal/samaj').shown).toBe('postgres://db.internal:5432/samaj');
  });
});

describe('bannerOf', () => {
  const config = { PUBLIC_URL: undefined, DATA_DIR: './data', API_DOCS: true, SEED_DEMO: true };
  const logins = [{ role: 'admin', mobile: '+919999999999', password: 'demo-admin-pass' }];

  it('names the address actually bound and, in development, the demo logins', () => {
    const b = bannerOf(config, { address: '127.0.0.1', port: 41234, family: 'IPv4' }, 'pglite', logins);
    expect(b.msg).toBe(
      'Samaj is running at http://localhost:41234: listening on 127.0.0.1:41234, this machine only (HOST opens it to the network)',
    );
    expect(b.fields).toMatchObject({
      url: 'http://localhost:41234',
      host: '127.0.0.1',
      port: 41234,
      database: 'PGlite in ./data',
      publicUrl: null,
      apiDocs: 'http://localhost:41234/api/docs',
      demoLogins: [{ role: 'admin', mobile: '9999999999', password: 'demo-admin-pass' }],
    });
  });

  it('says a network address as it is, and leaves out what production does not have', () => {
    const prod = { ...config, PUBLIC_URL: 'https://samaj.example.org', API_DOCS: false, SEED_DEMO: false };
    const b = bannerOf(prod, { address: '10.1.2.3', port: 3000, family: 'IPv4' }, 'postgres', logins);
    expect(b.fields).toMatchObject({
      url: 'http://10.1.2.3:3000',
      host: '10.1.2.3',
      network: 'open to the network',
      database: 'PostgreSQL',
      publicUrl: 'https://samaj.example.org',
      apiDocs: null,
    });
    expect(b.fields).not.toHaveProperty('demoLogins');
    const v6 = bannerOf(prod, { address: 'fd00::5', port: 3000, family: 'IPv6' }, 'postgres', logins);
    expect(v6.fields.url).toBe('http://[fd00::5]:3000');
    const all = bannerOf(prod, { address: '0.0.0.0', port: 3000, family: 'IPv4' }, 'postgres', logins);
    expect(all.fields).toMatchObject({ url: 'http://localhost:3000', host: '0.0.0.0' });
  });
});

describe('the app built on a PostgreSQL it cannot use', () => {
  const servers: net.Server[] = [];
  afterAll(() => servers.forEach((s) => s.close()));

  async function listen(onConnection: (socket: net.Socket) => void): Promise<number> {
    const server = net.createServer(onConnection);
    servers.push(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return (server.address() as net.AddressInfo).port;
  }

  /** What server.ts would say: buildApp's error through databaseProblem. */
  async function startOn(port: number) {
    const url = `postgres://samaj:s3cret-pass@127.0.0.1:${port}/samaj`;
    const error = await buildApp({ config: parseConfig({ NODE_ENV: 'test', DATABASE_URL: url }) }).then(
      () => null,
      (e: unknown) => e,
    );
    return databaseProblem(error, url);
  }

  it('a port nothing listens on: the connection is refused', async () => {
    const port = await listen(() => {});
    await new Promise((resolve) => servers.pop()!.close(resolve));
    expect(await startOn(port)).toEqual({
      msg: `The database cannot be used: PostgreSQL at 127.0.0.1:${port} refused the connection: is it running, and are DATABASE_URL's host and port right?`,
      database: `postgres://samaj@127.0.0.1:${port}/samaj`,
      code: 'ECONNREFUSED',
    });
  });

  it('a server that refuses the password (28P01, as PostgreSQL answers a wrong one)', async () => {
    const field = (type: string, value: string) => Buffer.from(`${type}${value}\0`);
    const body = Buffer.concat([
      field('S', 'FATAL'),
      field('C', '28P01'),
      field('M', 'password authentication failed for user "samaj"'),
      Buffer.from([0]),
    ]);
    const length = Buffer.alloc(4);
    length.writeInt32BE(body.length + 4);
    const port = await listen((socket) => {
      socket.on('error', () => {});
      socket.once('data', () => socket.end(Buffer.concat([Buffer.from('E'), length, body])));
    });
    const problem = await startOn(port);
    expect(problem).toMatchObject({ code: '28P01' });
    expect(problem!.msg).toBe(
      `The database cannot be used: PostgreSQL at 127.0.0.1:${port} refused the password of user "samaj": check the user and password in DATABASE_URL (or DATABASE_URL_FILE)`,
    );
  });
});
