// Whether `npm start` must build something before it runs the server (scripts/start.mjs): a build is
// stale when its output is missing or older than the newest of the files it is made from. The lockfile
// is one of them, so `git pull && npm ci` with new dependency versions rebuilds both.
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders never walked: installed packages, build outputs, caches. */
const SKIPPED_DIRS = new Set([
  'node_modules',
  'dist',
  'dev-dist',
  '.vite',
  'test-results',
  'playwright-report',
]);
/** Test files change no build. */
const TEST_FILE = /\.test\.[cm]?[jt]sx?$/;

/**
 * The newest file under these paths (files or folders; a missing path counts for nothing), as
 * `{ file, mtimeMs }`, or null when there is none.
 */
export function newestFile(paths) {
  let newest = null;
  const consider = (file) => {
    const mtimeMs = statSync(file).mtimeMs;
    if (!newest || mtimeMs > newest.mtimeMs) newest = { file, mtimeMs };
  };
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRS.has(entry.name)) walk(file);
      } else if (entry.isFile() && !TEST_FILE.test(entry.name)) consider(file);
    }
  };
  for (const p of paths) {
    if (!existsSync(p)) continue;
    if (statSync(p).isDirectory()) walk(p);
    else consider(p);
  }
  return newest;
}

/**
 * Whether `output` must be built again from `inputs`: `{ build: false }`, or `{ build: true, reason }`
 * with a reason to print (the output is missing, or which input is newer).
 */
export function staleBuild(output, inputs, root = process.cwd()) {
  if (!existsSync(output)) return { build: true, reason: `${path.relative(root, output)} is missing` };
  const built = statSync(output).mtimeMs;
  const newest = newestFile(inputs);
  if (newest && newest.mtimeMs > built) {
    return { build: true, reason: `${path.relative(root, newest.file)} changed since the last build` };
  }
  return { build: false };
}

/** What the web app (apps/web/dist) is made from: its sources and configuration, shared code, the lockfile. */
export function webInputs(root) {
  return [
    'apps/web/src',
    'apps/web/public',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'apps/web/tsconfig.json',
    'packages/shared/src',
    'packages/shared/package.json',
    'package-lock.json',
  ].map((p) => path.join(root, p));
}

/** What the server bundle (apps/server/dist/server.js) is made from. */
export function serverInputs(root) {
  return [
    'apps/server/src',
    'apps/server/scripts/build.mjs',
    'apps/server/package.json',
    'packages/shared/src',
    'packages/shared/package.json',
    'package-lock.json',
  ].map((p) => path.join(root, p));
}
