import './scripts/node20-polyfills.ts';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one worker on a 2-core machine.
    maxWorkers: 2,
    projects: ['packages/shared', 'apps/server', 'apps/web'],
  },
});
