import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

// `npm run test:hard`: fuzzing, object-level access, limits, faults (killed servers, a restarted
// PostgreSQL) and two servers on one database. See docs/decisions/010-hard-tests.md.
export default defineConfig({
  root: path.dirname(fileURLToPath(import.meta.url)),
  test: {
    name: 'server-hard',
    environment: 'node',
    // Named *.hard-test.ts so the ordinary server suite (test/**/*.test.ts) leaves them out.
    include: ['test/hard/**/*.hard-test.ts'],
    setupFiles: ['test/hard/support/setup.ts'],
    // One file at a time: several start real servers and PostgreSQL clusters, and CI has 2 cores.
    fileParallelism: false,
    pool: 'forks',
    testTimeout: 240_000,
    hookTimeout: 180_000,
    teardownTimeout: 60_000,
    env: { TZ: 'UTC' },
  },
});
