// `npm start`: builds the web app when it is missing and the server bundle when it is missing or older
// than its sources, then runs the compiled server (plain node, API + web on one port).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');
const serverDir = path.join(root, 'apps/server');
const bundle = path.join(serverDir, 'dist/server.js');

function build(workspace, what) {
  console.log(`Building ${what}...`);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** The newest modification time of the files under these folders. */
function newest(dirs) {
  let latest = 0;
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else latest = Math.max(latest, statSync(file).mtimeMs);
    }
  };
  for (const dir of dirs) if (existsSync(dir)) walk(dir);
  return latest;
}

// The bundler is a development dependency: an install with production dependencies only (a container)
// runs the bundle it was given.
const canBuild = (() => {
  try {
    createRequire(path.join(serverDir, 'package.json')).resolve('esbuild');
    return true;
  } catch {
    return false;
  }
})();

if (!existsSync(webIndex)) build('apps/web', 'the web app (first start)');
if (canBuild) {
  const sources = [path.join(serverDir, 'src'), path.join(root, 'packages/shared/src')];
  if (!existsSync(bundle) || statSync(bundle).mtimeMs < newest(sources)) build('apps/server', 'the server');
} else if (!existsSync(bundle)) {
  console.error(
    'apps/server/dist/server.js is missing: run `npm run build` where dev dependencies are installed',
  );
  process.exit(1);
}

const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], {
  cwd: serverDir,
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
