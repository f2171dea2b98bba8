// `npm start`: builds the web app when it is missing, then runs the server (API + web on one port).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!existsSync(webIndex)) {
  console.log('Building the web app (first start)...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
  cwd: path.join(root, 'apps/server'),
  stdio: 'inherit',
  env: { ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data') },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
