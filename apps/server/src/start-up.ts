/**
 * What the server says when it starts or cannot (server.ts): every line is JSON in the shape of the
 * app's own log lines (pino's: level, time, pid, hostname, msg), so a log collector reads the banner
 * and a refused start like any other line. A database that cannot be reached or refuses the login is
 * one line naming the problem and the setting to check, not a stack trace.
 */
import { writeSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import type { Config } from './config.ts';
import { isLoopback } from './listen-address.ts';

/** pino's level numbers. */
const LEVELS = { info: 30, warn: 40, error: 50, fatal: 60 } as const;

/** One log line as pino writes it (without the newline). */
export function logLine(
  level: keyof typeof LEVELS,
  msg: string,
  fields: Record<string, unknown> = {},
  now = Date.now(),
): string {
  return JSON.stringify({
    level: LEVELS[level],
    time: now,
    pid: process.pid,
    hostname: os.hostname(),
    ...fields,
    msg,
  });
}

/** Writes a line at once (synchronously: the process may exit right after). */
export function writeLogLine(line: string): void {
  writeSync(1, `${line}\n`);
}

/**
 * Node's process warnings (a dependency's deprecation, a listener leak) as JSON lines at level warn,
 * instead of Node's plain-text `(node:123) Warning: …` on stderr: its own printer is replaced.
 */
export function logWarningsAsJson(write: (line: string) => void = writeLogLine): void {
  process.removeAllListeners('warning');
  process.on('warning', (warning) => {
    const code = (warning as NodeJS.ErrnoException).code;
    write(logLine('warn', warning.message, { warning: { name: warning.name, ...(code ? { code } : {}) } }));
  });
}

/** A ConfigError's message ("Invalid settings:\n  A: …\n  B: …") as one sentence and its problems. */
export function configProblem(message: string): { msg: string; problems: string[] } {
  const [head = 'Invalid settings:', ...rest] = message
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean);
  return { msg: rest.length ? `${head} ${rest.join('; ')}` : head, problems: rest };
}

/** DATABASE_URL without its password, to name in a log line. */
export function databaseTarget(databaseUrl: string): {
  shown: string;
  where: string;
  user: string;
  name: string;
} {
  try {
    const url = new URL(databaseUrl);
    const user = decodeURIComponent(url.username);
    const name = decodeURIComponent(url.pathname.replace(/^\//, '')) || user;
    const where = `${url.hostname || 'localhost'}:${url.port || '5432'}`;
    return { shown: `postgres://${user ? `${url.username}@` : ''}${where}/${name}`, where, user, name };
  } catch {
    return { shown: 'DATABASE_URL (unreadable)', where: 'DATABASE_URL', user: '', name: '' };
  }
}

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  errors?: unknown;
}

/** The errno or SQLSTATE of an error from pg (an AggregateError of the addresses tried included). */
function codeOf(error: unknown): string | undefined {
  const e = error as ErrorLike | null;
  if (!e || typeof e !== 'object') return undefined;
  if (typeof e.code === 'string') return e.code;
  if (Array.isArray(e.errors)) return e.errors.map(codeOf).find((c) => c !== undefined);
  return undefined;
}

const messageOf = (error: unknown) =>
  String((error as ErrorLike | null)?.message ?? (error as ErrorLike | null) ?? '');

/**
 * Why PostgreSQL could not be used at start, as one sentence naming what to check, or null when the
 * error is not about reaching or logging in to the database (a failed migration, a bug).
 */
export function databaseProblem(
  error: unknown,
  databaseUrl: string | undefined,
): { msg: string; database: string; code: string } | null {
  if (!databaseUrl) return null;
  const { shown, where, user, name } = databaseTarget(databaseUrl);
  const code = codeOf(error) ?? '';
  const message = messageOf(error);
  const at = `PostgreSQL at ${where}`;
  const known: [boolean, string][] = [
    [
      code === 'ECONNREFUSED',
      `${at} refused the connection: is it running, and are DATABASE_URL's host and port right?`,
    ],
    [
      code === 'ENOTFOUND' || code === 'EAI_AGAIN',
      `the database host in DATABASE_URL (${where}) was not found: check its spelling and this machine's DNS`,
    ],
    [
      ['ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'].includes(code) || /timeout|timed out/i.test(message),
      `${at} did not answer in time: is it running, and does a firewall let this machine reach it?`,
    ],
    [
      code === 'ECONNRESET' || /connection terminated/i.test(message),
      `${at} closed the connection before the login: is it PostgreSQL, and does it accept this machine (pg_hba.conf, sslmode)?`,
    ],
    [
      /password must be a string|client password/i.test(message),
      `${at} asks for a password of user "${user}" and DATABASE_URL gives none (postgres://user:password@host/database)`,
    ],
    [
      code === '28P01' || /password authentication failed/i.test(message),
      `${at} refused the password of user "${user}": check the user and password in DATABASE_URL (or DATABASE_URL_FILE)`,
    ],
    [
      code === '28000',
      `${at} refused user "${user}" (${message}): check DATABASE_URL's user and the server's pg_hba.conf`,
    ],
    [
      code === '3D000',
      `database "${name}" does not exist on ${at}: create it (createdb ${name}) or correct DATABASE_URL`,
    ],
    [code === '57P03', `${at} is starting up or shutting down: start the server again once it is up`],
    [
      code === '53300',
      `${at} has no free connection (too many clients): lower DATABASE_POOL_SIZE or raise max_connections`,
    ],
    [/\bSSL\b/.test(message), `${at}: ${message} (check sslmode in DATABASE_URL)`],
  ];
  const found = known.find(([matches]) => matches);
  if (!found) return null;
  return { msg: `The database cannot be used: ${found[1]}`, database: shown, code: code || 'unknown' };
}

/** The start-up banner's sentence and fields: where it listens (the real address), the database, links. */
export function bannerOf(
  config: Pick<Config, 'PUBLIC_URL' | 'DATA_DIR' | 'API_DOCS' | 'SEED_DEMO'>,
  address: AddressInfo,
  databaseKind: 'pglite' | 'postgres',
  demoLogins: readonly { role: string; mobile: string; password: string }[],
): { msg: string; fields: Record<string, unknown> } {
  const { address: host, port } = address;
  const local = isLoopback(host);
  const wildcard = host === '0.0.0.0' || host === '::';
  const url =
    local || wildcard
      ? `http://localhost:${port}`
      : `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  const network = local ? 'this machine only (HOST opens it to the network)' : 'open to the network';
  const fields: Record<string, unknown> = {
    url,
    host,
    port,
    network,
    database: databaseKind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL',
    publicUrl: config.PUBLIC_URL ?? null,
    links: config.PUBLIC_URL
      ? `made on ${config.PUBLIC_URL}`
      : 'relative, or on localhost (PUBLIC_URL is not set)',
    apiDocs: config.API_DOCS ? `${url}/api/docs` : null,
  };
  if (config.SEED_DEMO) {
    fields.demoLogins = demoLogins.map((l) => ({
      role: l.role,
      mobile: l.mobile.slice(3),
      password: l.password,
    }));
  }
  return { msg: `Samaj is running at ${url}: listening on ${host}:${port}, ${network}`, fields };
}
