/**
 * The JavaScript and CSS the first load of `/` sends: the files apps/web/dist/index.html names (script
 * src, modulepreload, stylesheet), raw and gzip. And every lazily loaded route's own chunks (from the
 * build's manifest, dist/.vite/manifest.json): what a first visit to that page fetches beyond the first
 * load. `npm run bench` reports both; on its own, `node --import tsx scripts/bench/first-load.ts [dist…]`
 * prints them for one or more builds (e.g. a build of the code before a change, for a before/after in
 * the same measure).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const defaultDist = path.join(root, 'apps/web/dist');

/** The first load's budget of gzipped JavaScript (docs/deploy.md section 8). */
export const FIRST_LOAD_GOAL_GZIP_BYTES = 150_000;

interface Asset {
  file: string;
  bytes: number;
  gzipBytes: number;
}

function measure(dist: string, ref: string): Asset {
  const file = ref.startsWith('/') ? ref : `/${ref}`;
  const body = readFileSync(path.join(dist, file));
  return { file, bytes: body.length, gzipBytes: gzipSync(body).length };
}

export function firstLoadAssets(dist = defaultDist) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) refs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g))
    refs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="(?:modulepreload|stylesheet)"/g))
    refs.add(m[1]!);
  const files = [...refs]
    .filter((r) => r.startsWith('/') && !r.startsWith('//'))
    .map((r) => measure(dist, r));
  const sum = (ext: string, key: 'bytes' | 'gzipBytes') =>
    files.filter((f) => f.file.endsWith(ext)).reduce((n, f) => n + f[key], 0);
  return {
    files,
    jsBytes: sum('.js', 'bytes'),
    jsGzipBytes: sum('.js', 'gzipBytes'),
    cssBytes: sum('.css', 'bytes'),
    cssGzipBytes: sum('.css', 'gzipBytes'),
    /** The chunks loaded on demand (null for a build without a manifest). */
    lazy: lazyChunks(dist),
  };
}

interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

export interface LazyChunk {
  /** The module the app imports lazily (`src/features/…/routes/x-page.tsx`), or the group's name. */
  module: string;
  kind: 'route' | 'other';
  /** The chunk of that module itself. */
  own: Asset;
  /** Everything a first visit fetches beyond the first load: its chunk, the chunks it imports, their CSS. */
  files: Asset[];
  jsBytes: number;
  jsGzipBytes: number;
  cssGzipBytes: number;
}

/**
 * A lazily loaded page, layout or guard of the router, or an area's route table (the rest: languages,
 * fonts, menus, the PWA prompt).
 */
const ROUTE_MODULE = /[\\/]routes[\\/]|[\\/]routes\.tsx$|-layout\.tsx$|[\\/]require-[\w-]+\.tsx$|^_?auth\b/;

/**
 * Each chunk the app loads lazily, with what it needs beyond the first load, biggest first. Needs the
 * manifest (apps/web/vite.config.ts sets `build.manifest`); answers null for a build without one.
 */
export function lazyChunks(dist = defaultDist): LazyChunk[] | null {
  const manifestFile = path.join(dist, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const statics = (key: string, seen = new Set<string>()): Set<string> => {
    if (seen.has(key) || !manifest[key]) return seen;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) statics(next, seen);
    return seen;
  };
  const entries = Object.keys(manifest).filter((k) => manifest[k]!.isEntry);
  const firstLoad = new Set(entries.flatMap((k) => [...statics(k)]));
  const firstLoadFiles = new Set(
    [...firstLoad].flatMap((k) => [manifest[k]!.file, ...(manifest[k]!.css ?? [])]),
  );
  const lazy = new Set(
    Object.values(manifest)
      .flatMap((c) => c.dynamicImports ?? [])
      .filter((k) => !firstLoad.has(k)),
  );
  const out: LazyChunk[] = [];
  for (const key of lazy) {
    const chunk = manifest[key];
    if (!chunk) continue;
    const fileSet = new Set<string>();
    for (const k of statics(key)) {
      for (const f of [manifest[k]!.file, ...(manifest[k]!.css ?? [])])
        if (!firstLoadFiles.has(f)) fileSet.add(f);
    }
    const files = [...fileSet].map((f) => measure(dist, f));
    const js = files.filter((f) => f.file.endsWith('.js'));
    const module = chunk.src ?? chunk.name ?? key;
    out.push({
      module,
      kind: ROUTE_MODULE.test(module) ? 'route' : 'other',
      own: measure(dist, chunk.file),
      files,
      jsBytes: js.reduce((n, f) => n + f.bytes, 0),
      jsGzipBytes: js.reduce((n, f) => n + f.gzipBytes, 0),
      cssGzipBytes: files.filter((f) => f.file.endsWith('.css')).reduce((n, f) => n + f.gzipBytes, 0),
    });
  }
  return out.sort((a, b) => b.jsGzipBytes - a.jsGzipBytes || a.module.localeCompare(b.module));
}

const kB = (b: number) => `${(b / 1000).toFixed(1)} kB`;

/** The lazy chunks as table rows: module, own chunk raw / gzip, beyond the first load (files, JS raw / gzip, CSS gzip). */
export function lazyChunkRows(chunks: LazyChunk[], kind: LazyChunk['kind']): string[][] {
  return chunks
    .filter((c) => c.kind === kind)
    .map((c) => [
      c.module.replace(/^src\//, '').replace(/^_/, ''),
      kB(c.own.bytes),
      kB(c.own.gzipBytes),
      String(c.files.length),
      kB(c.jsBytes),
      kB(c.jsGzipBytes),
      c.cssGzipBytes ? kB(c.cssGzipBytes) : '',
    ]);
}

export const LAZY_CHUNK_HEADER = [
  'chunk, raw / gzip',
  'own raw',
  'own gzip',
  'files',
  'JS raw',
  'JS gzip',
  'CSS gzip',
];

function printTable(rows: string[][], header: string[]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (r: string[]) =>
    r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  ');
  console.log([line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...rows.map(line)].join('\n'));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dists = process.argv.slice(2);
  for (const dist of dists.length ? dists : [defaultDist]) {
    const a = firstLoadAssets(path.resolve(dist));
    const js = a.files.filter((f) => f.file.endsWith('.js'));
    console.log(`${dist}: first load of / sends ${js.length} JS file(s)`);
    for (const f of js) console.log(`  ${f.file}  ${f.bytes} B raw, ${f.gzipBytes} B gzip`);
    console.log(`  JS  ${a.jsBytes} B raw, ${a.jsGzipBytes} B gzip (goal <= ${FIRST_LOAD_GOAL_GZIP_BYTES})`);
    console.log(`  CSS ${a.cssBytes} B raw, ${a.cssGzipBytes} B gzip`);
    const chunks = a.lazy;
    if (!chunks) {
      console.log('  (no .vite/manifest.json: no per-route table)');
      continue;
    }
    console.log('\nRoutes loaded on demand (JS and CSS: what a first visit fetches beyond the first load)');
    printTable(lazyChunkRows(chunks, 'route'), LAZY_CHUNK_HEADER);
    console.log('\nOther chunks loaded on demand');
    printTable(lazyChunkRows(chunks, 'other'), LAZY_CHUNK_HEADER);
  }
}
