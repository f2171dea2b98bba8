// `npm start`: builds the web app and the server bundle when either is missing or older than what it is
// made from (its sources, shared code, the lockfile: scripts/build-freshness.mjs), then runs the
// compiled server (plain node, API + web on one port). The web app is always a production build,
// whatever NODE_ENV says: NODE_ENV is the server's setting, and React's development build is larger
// and slower.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serverInputs, staleBuild, webInputs } from './build-freshness.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'apps/web');
const webIndex = path.join(webDir, 'dist/index.html');
const serverDir = path.join(root, 'apps/server');
const bundle = path.join(serverDir, 'dist/server.js');

function build(workspace, what, why) {
  console.log(`Building ${what} (${why})...`);
  const r = spawnSync('npm', ['run', 'build', '-w', workspace], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (r.status !== 0) process.exit(r.status ?? 1);
}

/** Whether a workspace's build tool is installed: an install with production dependencies only (a
 * container) has neither bundler, and runs what it was given. */
function installed(workspaceDir, tool) {
  try {
    createRequire(path.join(workspaceDir, 'package.json')).resolve(tool);
    return true;
  } catch {
    return false;
  }
}

if (installed(webDir, 'vite')) {
  const web = staleBuild(webIndex, webInputs(root), root);
  if (web.build) build('apps/web', 'the web app', web.reason);
}
if (installed(serverDir, 'esbuild')) {
  const server = staleBuild(bundle, serverInputs(root), root);
  if (server.build) build('apps/server', 'the server', server.reason);
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
