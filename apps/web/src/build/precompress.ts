import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build.ts';

const COMPRESSIBLE = /\.(js|css|html|svg|json|webmanifest)$/;
/** Below this a compressed copy saves less than its own request headers. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (Brotli at its best, quality 11) and `<file>.gz` beside every text file of `dir`
 * over 1 kB, for the server to send as they are (`preCompressed` in apps/server/src/plugins/web.ts).
 * Compressing on the fly, the server can only afford a fast setting: the first-load script is 168 kB
 * that way and 143 kB at quality 11. Answers the files written.
 */
export function precompressDir(dir: string): string[] {
  const written: string[] = [];
  for (const name of readdirSync(dir)) {
    const file = path.join(dir, name);
    if (statSync(file).isDirectory()) {
      written.push(...precompressDir(file));
      continue;
    }
    if (!COMPRESSIBLE.test(name)) continue;
    const body = readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    written.push(`${file}.br`, `${file}.gz`);
  }
  return written;
}

/**
 * The Vite plugin: compresses the content-hashed files of `assets/` once the build is written. Only
 * those: a file whose name does not change with its content (index.html, sw.js, the manifest) can be
 * replaced on disk without its copies (a deployment, or the PWA update test), and a stale copy would
 * then be served. The server compresses those few on the fly.
 */
export function precompress(): Plugin {
  return afterBuild('samaj-precompress', (outDir) => {
    precompressDir(path.join(outDir, 'assets'));
  });
}
