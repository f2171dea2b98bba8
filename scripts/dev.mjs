// `npm run dev`: the API with reload on :3000 and Vite with hot reload on :5173 (proxying /api to it).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const children = [
  spawn('npx', ['tsx', 'watch', 'src/server.ts'], {
    cwd: path.join(root, 'apps/server'),
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: path.resolve(root, process.env.DATA_DIR ?? 'data') },
  }),
  spawn('npx', ['vite'], { cwd: path.join(root, 'apps/web'), stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const c of children)
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
