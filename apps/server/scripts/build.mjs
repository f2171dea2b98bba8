// `npm run build -w apps/server`: the server as one ES module, dist/server.js (with a source map), so
// production runs plain `node` rather than TypeScript through tsx. Packages stay in node_modules
// (external) except our own workspace package, @samaj/shared, which is TypeScript and is bundled in.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outdir = path.join(serverDir, 'dist');

/** Bare imports (`fastify`, `node:fs`) are left to node; `@samaj/*` and relative paths are bundled. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@samaj/') ? undefined : { path: args.path, external: true },
    );
  },
};

const started = Date.now();
rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: [path.join(serverDir, 'src/server.ts')],
  outfile: path.join(outdir, 'server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node24',
  sourcemap: true,
  // Names stay readable in logs and error reports.
  minify: false,
  plugins: [externalPackages],
  logLevel: 'warning',
  metafile: true,
});
// The receipts' fonts (src/lib/pdf/fonts.ts finds them beside the module: dist/fonts once bundled).
cpSync(path.join(serverDir, 'src/lib/pdf/fonts'), path.join(outdir, 'fonts'), { recursive: true });
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + (o.bytes ?? 0), 0);
console.log(
  `server built: dist/server.js (${Math.round(bytes / 1024)} kB with its map) in ${Date.now() - started} ms`,
);
