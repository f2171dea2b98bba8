/**
 * The environment a benchmark gives the app server it starts: development mode with warn logs, on
 * 127.0.0.1 and the given port, its data folder or PostgreSQL, no demo content, nothing else of the
 * caller's environment (so a developer's settings never change a figure).
 */
export function benchServerEnv(target: {
  port: number;
  dataDir: string;
  databaseUrl?: string;
}): NodeJS.ProcessEnv {
  return {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: String(target.port),
    DATA_DIR: target.dataDir,
    DATABASE_URL: target.databaseUrl ?? '',
    SEED_DEMO: 'false',
  };
}
