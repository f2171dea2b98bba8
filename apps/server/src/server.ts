import { contextOf } from './context.ts';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { ensureAdmin } from './domains/auth/service.ts';
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
  const url = `http://localhost:${config.PORT}`;
  const lines = [
    '',
    `  Samaj is running at ${url}  (database: ${database.kind === 'pglite' ? `PGlite in ${config.DATA_DIR}` : 'PostgreSQL'})`,
    `  API docs: ${url}/api/docs`,
  ];
  if (config.SEED_DEMO) {
    lines.push('  Demo logins (mobile / password):');
    for (const l of DEMO_LOGINS) lines.push(`    ${l.role.padEnd(6)} ${l.mobile.slice(3)}  /  ${l.password}`);
  }
  console.log(lines.join('\n') + '\n');
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
