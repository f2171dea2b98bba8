import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      'packages/shared',
      'apps/server',
      'apps/web',
      // The repository's own scripts (scripts/*.test.mjs): what `npm start` decides, say.
      { test: { name: 'scripts', root: 'scripts', include: ['*.test.mjs'], environment: 'node' } },
    ],
  },
});
