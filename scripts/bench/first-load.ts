/**
 * The JavaScript and CSS the first load of `/` sends: the files apps/web/dist/index.html names (script
 * src, modulepreload, stylesheet), raw and gzip. `npm run bench` reports it; on its own,
 * `node --import tsx scripts/bench/first-load.ts [dist…]` prints it for one or more builds (e.g. a
 * build of the code before a change, for a before/after in the same measure).
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function firstLoadAssets(dist = path.join(root, 'apps/web/dist')) {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const refs = new Set<string>();
  for (const m of html.matchAll(/<script[^>]*\ssrc="([^"]+)"/g)) refs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*rel="(?:modulepreload|stylesheet)"[^>]*href="([^"]+)"/g))
    refs.add(m[1]!);
  for (const m of html.matchAll(/<link[^>]*href="([^"]+)"[^>]*rel="(?:modulepreload|stylesheet)"/g))
    refs.add(m[1]!);
  const files = [...refs]
    .filter((r) => r.startsWith('/') && !r.startsWith('//'))
    .map((ref) => {
      const body = readFileSync(path.join(dist, ref));
      return { file: ref, bytes: body.length, gzipBytes: gzipSync(body).length };
    });
  const sum = (ext: string, key: 'bytes' | 'gzipBytes') =>
    files.filter((f) => f.file.endsWith(ext)).reduce((n, f) => n + f[key], 0);
  return {
    files,
    jsBytes: sum('.js', 'bytes'),
    jsGzipBytes: sum('.js', 'gzipBytes'),
    cssBytes: sum('.css', 'bytes'),
    cssGzipBytes: sum('.css', 'gzipBytes'),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dists = process.argv.slice(2);
  for (const dist of dists.length ? dists : [path.join(root, 'apps/web/dist')]) {
    const a = firstLoadAssets(path.resolve(dist));
    const js = a.files.filter((f) => f.file.endsWith('.js'));
    console.log(`${dist}: first load of / sends ${js.length} JS file(s)`);
    for (const f of js) console.log(`  ${f.file}  ${f.bytes} B raw, ${f.gzipBytes} B gzip`);
    console.log(`  JS  ${a.jsBytes} B raw, ${a.jsGzipBytes} B gzip`);
    console.log(`  CSS ${a.cssBytes} B raw, ${a.cssGzipBytes} B gzip`);
  }
}
