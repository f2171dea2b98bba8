// When `npm start` rebuilds (scripts/start.mjs): a missing output, or any input newer than the output,
// including the lockfile after `git pull && npm ci`; test files and installed packages never.
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { newestFile, serverInputs, staleBuild, webInputs } from './build-freshness.mjs';

let root;
const at = (p) => path.join(root, p);
/** Writes a file with its modification time `seconds` after an arbitrary start. */
function file(p, seconds) {
  mkdirSync(path.dirname(at(p)), { recursive: true });
  writeFileSync(at(p), p);
  const t = new Date(Date.UTC(2026, 10, 1) + seconds * 1000);
  utimesSync(at(p), t, t);
}

beforeEach(() => {
  root = mkdtempSync(path.join(os.tmpdir(), 'samaj-freshness-'));
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('the web app', () => {
  const output = () => at('apps/web/dist/index.html');
  const decide = () => staleBuild(output(), webInputs(root), root);

  beforeEach(() => {
    file('package-lock.json', 0);
    file('apps/web/index.html', 0);
    file('apps/web/vite.config.ts', 0);
    file('apps/web/src/main.tsx', 0);
    file('apps/web/src/features/news/routes/news-page.tsx', 0);
    file('packages/shared/src/enums.ts', 0);
  });

  it('is built when it is missing', () => {
    expect(decide()).toEqual({ build: true, reason: 'apps/web/dist/index.html is missing' });
  });

  it('is not built again when nothing changed since', () => {
    file('apps/web/dist/index.html', 10);
    expect(decide()).toEqual({ build: false });
  });

  it.each([
    'apps/web/src/features/news/routes/news-page.tsx',
    'apps/web/src/locales/gu/news.json',
    'apps/web/public/robots.txt',
    'apps/web/index.html',
    'apps/web/vite.config.ts',
    'apps/web/package.json',
    'packages/shared/src/enums.ts',
    'package-lock.json',
  ])('is built again when %s changed after it', (changed) => {
    file('apps/web/dist/index.html', 10);
    file(changed, 20);
    expect(decide()).toEqual({ build: true, reason: `${changed} changed since the last build` });
  });

  it('is not built again for a test file, an installed package or a build output', () => {
    file('apps/web/dist/index.html', 10);
    file('apps/web/src/features/news/news-page.test.tsx', 20);
    file('apps/web/src/lib/format.test.ts', 20);
    file('apps/web/node_modules/some-package/index.js', 20);
    file('apps/web/dist/assets/index-abc.js', 20);
    file('apps/server/src/app.ts', 20);
    expect(decide()).toEqual({ build: false });
  });
});

describe('the server bundle', () => {
  const decide = () => staleBuild(at('apps/server/dist/server.js'), serverInputs(root), root);

  beforeEach(() => {
    file('package-lock.json', 0);
    file('apps/server/src/app.ts', 0);
    file('packages/shared/src/enums.ts', 0);
  });

  it('is built when it is missing, and again when its sources, shared code or the lockfile changed', () => {
    expect(decide().build).toBe(true);
    file('apps/server/dist/server.js', 10);
    expect(decide()).toEqual({ build: false });
    for (const [changed, seconds] of [
      ['apps/server/src/domains/news/routes.ts', 20],
      ['packages/shared/src/enums.ts', 30],
      ['package-lock.json', 40],
    ]) {
      file(changed, seconds);
      expect(decide()).toEqual({ build: true, reason: `${changed} changed since the last build` });
      file('apps/server/dist/server.js', seconds + 5);
      expect(decide()).toEqual({ build: false });
    }
  });

  it('is not built again for a web change', () => {
    file('apps/server/dist/server.js', 10);
    file('apps/web/src/main.tsx', 20);
    expect(decide()).toEqual({ build: false });
  });
});

describe('newestFile', () => {
  it('finds the newest file across files and folders, ignoring paths that do not exist', () => {
    file('a/one.ts', 5);
    file('a/deep/two.ts', 7);
    file('b.json', 6);
    expect(newestFile([at('a'), at('b.json'), at('missing')])).toMatchObject({ file: at('a/deep/two.ts') });
    expect(newestFile([at('missing')])).toBeNull();
  });
});
