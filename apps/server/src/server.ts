import type { AddressInfo } from 'node:net';
import { contextOf } from './context.ts';
import { buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { ensureAdmin } from './domains/auth/service.ts';
import { exposedOnNetwork } from './listen-address.ts';
import { SETTLE_MS } from './plugins/ops-drain.ts';
import { DEMO_LOGINS, seedDemo } from './seed.ts';
import {
  bannerOf,
  configProblem,
  databaseProblem,
  logLine,
  logWarningsAsJson,
  writeLogLine,
} from './start-up.ts';

/** A start that cannot go on: one JSON line, exit code 1. */
function refuse(msg: string, fields: Record<string, unknown> = {}): never {
  writeLogLine(logLine('fatal', msg, fields));
  process.exit(1);
}

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      const { msg, problems } = configProblem(error.message);
      refuse(msg, { problems });
    }
    throw error;
  }

  let app;
  try {
    app = await buildApp({
      config,
      logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    });
  } catch (error) {
    // A database that is down, unknown or refuses the login: said in one line naming what to check.
    const problem = databaseProblem(error, config.DATABASE_URL);
    if (problem) refuse(problem.msg, { database: problem.database, code: problem.code });
    throw error;
  }
  const { database, clock } = app.deps;

  if (config.SEED_DEMO && (await seedDemo(database.db, clock))) {
    app.log.info('seeded the demo content into an empty database');
  }
  const admin = await ensureAdmin(contextOf(app.deps));
  if (admin !== 'skipped') app.log.info(`the admin from ADMIN_MOBILE was ${admin}`);

  // SIGTERM: new connections are refused and every new request (/readyz too) answers 503 at once; the
  // requests in flight finish, up to SHUTDOWN_DRAIN_SECONDS, then the handlers still running (plugins/
  // ops-drain.ts). The timer is only a backstop for a close that hangs past both.
  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    const drainSeconds = config.SHUTDOWN_DRAIN_SECONDS;
    app.log.info({ signal, drainSeconds, handlersInFlight: app.handlersInFlight() }, 'shutting down');
    const timer = setTimeout(
      () => refuse('The shutdown did not finish in time; stopping now'),
      drainSeconds * 1000 + SETTLE_MS + 10_000,
    );
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  // The banner is a JSON line like the others, with the address actually bound (PORT=0 included). It is
  // written whatever LOG_LEVEL says, as it always was: scripts (the bench) wait for it.
  const address = app.server.address() as AddressInfo;
  const banner = bannerOf(config, address, database.kind, DEMO_LOGINS);
  writeLogLine(logLine('info', banner.msg, banner.fields));
  // Demo logins or development routes on a network address: said last, where it is read (decision 045).
  const exposed = exposedOnNetwork({ ...config, PORT: address.port });
  if (exposed) {
    app.log.warn({ host: config.HOST, seedDemo: config.SEED_DEMO, devRoutes: config.DEV_ROUTES }, exposed);
  }
}

/** An error as pino's serializer writes it. */
function errFields(error: unknown) {
  const e = error instanceof Error ? error : new Error(String(error));
  return { message: e.message, err: { type: e.name, message: e.message, stack: e.stack } };
}

// Node's warnings are JSON lines at level warn (start-up.ts), not its plain text on stderr.
logWarningsAsJson();

// What would otherwise reach stderr as Node's plain-text trace is a JSON line too, then the same exit.
process.on('uncaughtException', (error) => {
  const { message, err } = errFields(error);
  refuse(`The server stopped on an uncaught error: ${message}`, { err });
});
process.on('unhandledRejection', (reason) => {
  const { message, err } = errFields(reason);
  refuse(`The server stopped on an unhandled rejection: ${message}`, { err });
});

main().catch((error: unknown) => {
  const { message, err } = errFields(error);
  refuse(`The server could not start: ${message}`, { err });
});
