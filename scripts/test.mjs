// `npm test`: unit and server tests (vitest, in-memory PGlite), the server suite again on PostgreSQL
// when SAMAJ_TEST_PG=1 (CI sets it; needs Debian's postgresql), then the browser tests (Playwright on
// Debian's Chromium against the built app). Ends with one line: "N passed, N failed".
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const out = mkdtempSync(path.join(os.tmpdir(), 'samaj-test-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
let ok = true;
/** Seconds each step took, for the closing line: where the time goes. */
const took = [];

function run(label, cmd, args, env = {}) {
  console.log(`\n=== ${label}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, TZ: 'UTC', ...env } });
  took.push(`${label} ${Math.round((Date.now() - started) / 1000)} s`);
  if (r.status !== 0) {
    ok = false;
    console.log(`=== ${label}: FAILED (exit ${r.status})`);
  }
}

function countVitest(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
}

function countPlaywright(file) {
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, 'utf8'));
  totals.passed += r.stats.expected + r.stats.flaky;
  totals.failed += r.stats.unexpected;
  totals.skipped += r.stats.skipped;
}

const vitest = (label, file, extraArgs, env) =>
  run(
    label,
    'npx',
    ['vitest', 'run', ...extraArgs, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    env,
  );

const only = process.argv[2];
if (!only || only === 'unit') {
  vitest('unit and server tests (PGlite)', path.join(out, 'vitest.json'), []);
  countVitest(path.join(out, 'vitest.json'));
}

if ((!only || only === 'pg') && process.env.SAMAJ_TEST_PG === '1') {
  const start = spawnSync('bash', ['scripts/pg-cluster.sh', 'start', '54329'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (start.status !== 0) {
    console.error(start.stderr);
    ok = false;
  } else {
    const url = start.stdout.trim();
    vitest('server tests on PostgreSQL', path.join(out, 'vitest-pg.json'), ['--project', 'server'], {
      TEST_DATABASE_URL: url,
    });
    countVitest(path.join(out, 'vitest-pg.json'));
    spawnSync('bash', ['scripts/pg-cluster.sh', 'stop', '54329'], { cwd: root });
  }
}

if (!only || only === 'e2e') {
  run('build the web app', 'npm', ['run', 'build', '-w', 'apps/web']);
  run(
    'browser tests (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'apps/web/playwright.config.ts'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: path.join(out, 'playwright.json'),
    },
  );
  countPlaywright(path.join(out, 'playwright.json'));
}

console.log(`\ntook: ${took.join('; ')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(ok && totals.failed === 0 && totals.passed > 0 ? 0 : 1);
