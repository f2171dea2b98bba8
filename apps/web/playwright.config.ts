import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// E2E_PORT lets two runs on one machine (two engineers, say) use their own server.
const PORT = Number(process.env.E2E_PORT ?? 3111);
const baseURL = `http://127.0.0.1:${PORT}`;

export default defineConfig({
  testDir: './e2e',
  outputDir: process.env.E2E_OUTPUT_DIR ?? 'test-results',
  workers: 1,
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  // `npm test` (scripts/test.mjs) reads the JSON report to print the closing "N passed, N failed" line.
  reporter: [
    ['list'],
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as ['json']] : []),
    ...(process.env.CI ? [['html', { open: 'never' }] as ['html', { open: 'never' }]] : []),
  ],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    // Without this every test's first visit downloads the whole precache; pwa.spec.ts turns it back on.
    serviceWorkers: 'block',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: 'node scripts/start.mjs',
    cwd: '../..',
    url: `${baseURL}/api/hall`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    env: {
      PORT: String(PORT),
      // A fresh database each run: the demo seed fills it.
      DATA_DIR: path.join(os.tmpdir(), `samaj-e2e-${Date.now()}`),
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
    },
  },
});
