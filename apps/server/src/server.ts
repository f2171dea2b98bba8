import { contextOf } from './context.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ensureAdmin } from './domains/auth/service.ts';
import { exposedOnNetwork, isLoopback } from './listen-address.ts';
import { DEMO_LOGINS, seedDemo } from './seed.ts';

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }

  const app = await buildApp({
    config,
    logger: { level: config.LOG_LEVEL, redact: ['req.headers.authorization', 'req.headers.cookie'] },
  });
  const { database, clock } = app.deps;

  if (config.SEED_DEMO && (await seedDemo(database.db, clock))) {
    app.log.info('seeded the demo content into an empty database');
  }
  const admin = await ensureAdmin(contextOf(app.deps));
  if (admin !== 'skipped') app.log.info(`the admin from ADMIN_MOBILE was ${admin}`);

  let closing = false;
  const close = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    await app.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void close('SIGTERM'));
  process.on('SIGINT', () => void close('SIGINT'));

  await app.listen({ host: config.HOST, port: config.PORT });
  const local = isLoopback(config.HOST);
  const wildcard = config.HOST === '0.0.0.0' || config.HOST === '::';
  const url = local || wildcard ? `http://localhost:${config.PORT}` : `http://${config.HOST}:${config.PORT}`;
  const lines = [
    '',
    `  Samaj is running at ${url}  (database: ${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
    `  Listening on ${config.HOST}:${config.PORT}: ${local ? 'this machine only (HOST opens it to the network)' : 'open to the network'}`,
    `  Links are made on ${config.PUBLIC_URL ?? 'no public address (PUBLIC_URL is not set): relative, or on localhost'}`,
    `  API docs: ${url}/api/docs`,
  ];
  if (config.SEED_DEMO) {
    lines.push('  Demo logins (mobile / password):');
    for (const l of DEMO_LOGINS) lines.push(`    ${l.role.padEnd(6)} ${l.mobile.slice(3)}  /  ${l.password}`);
  }
  console.log(lines.join('\n') + '\n');
  // Demo logins or development routes on a network address: said last, where it is read (decision 045).
  const exposed = exposedOnNetwork(config);
  if (exposed) {
    app.log.warn({ host: config.HOST, seedDemo: config.SEED_DEMO, devRoutes: config.DEV_ROUTES }, exposed);
    console.warn(`\n${exposed}\n`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
