/**
 * The environment a benchmark gives the app server it starts: development mode with warn logs, on
 * 127.0.0.1 and the given port, its data folder or PostgreSQL, no demo content, nothing else of the
 * caller's environment (so a developer's settings never change a figure), and the most cards a day.
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
    // The bench's one searcher asks for tens of thousands of pages in a minute; the day's allowance of
    // cards (1,000 by default; docs/api.md, Additions: identity and abuse) would answer 429 after 50 of them. Its highest value keeps
    // the allowance's bookkeeping in every search measured, as members get it.
    SEARCH_CARDS_PER_DAY: '1000000',
  };
}
