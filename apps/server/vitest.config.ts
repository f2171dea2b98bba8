import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    environment: 'node',
    globalSetup: ['test/global-setup.ts'],
    // Concurrency tests need real PostgreSQL (PGlite runs one transaction at a time): only with TEST_DATABASE_URL.
    include: [
      'src/**/*.test.ts',
      'test/**/*.test.ts',
      ...(process.env.TEST_DATABASE_URL ? ['src/**/*.pg-test.ts'] : []),
    ],
    // Files share their worker's modules, so test/support/app.ts can hand a PGlite cluster from one file to
    // the next instead of opening one per file (seconds each).
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
