// Start-up time and memory at rest of the server, TypeScript through tsx against the compiled bundle:
// `node apps/server/scripts/measure-start.mjs [runs] [DATABASE_URL]` (build first: npm run build -w
// apps/server). Each run starts a server on a fresh PGlite folder (or the given PostgreSQL), times
// the spawn until /livez answers, waits 5 s and reads its resident memory (VmRSS) from /proc.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 3);
const databaseUrl = process.argv[3];
const modes = {
  'tsx (src/server.ts)': ['--import', 'tsx', 'src/server.ts'],
  'compiled (dist/server.js)': ['--enable-source-maps', 'dist/server.js'],
};
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function once(args, port) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'samaj-measure-'));
  const started = performance.now();
  const child = spawn(process.execPath, args, {
    cwd: serverDir,
    stdio: 'ignore',
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  });
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode})`);
      try {
        const res = await fetch(`http://127.0.0.1:${port}/livez`);
        if (res.status === 200) break;
      } catch {
        // not listening yet
      }
      await sleep(20);
    }
    const startMs = performance.now() - started;
    await sleep(5000);
    const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
    const rssMiB = Number(/VmRSS:\s+(\d+) kB/.exec(status)[1]) / 1024;
    return { startMs, rssMiB };
  } finally {
    child.kill('SIGKILL');
    await new Promise((r) => (child.exitCode !== null ? r() : child.once('exit', r)));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const port = 39000 + (process.pid % 1000);
console.log(`${runs} runs each, ${databaseUrl ? 'PostgreSQL' : 'PGlite (fresh folder)'}, medians:`);
console.log('| server | start-up to /livez | RSS at rest (5 s after) |');
console.log('| --- | ---: | ---: |');
// Interleaved (tsx, compiled, tsx, ...), so a machine busy with other work weighs on both alike.
const results = Object.fromEntries(Object.keys(modes).map((name) => [name, []]));
for (let i = 0; i < runs; i += 1) {
  for (const [name, args] of Object.entries(modes)) results[name].push(await once(args, port));
}
for (const name of Object.keys(modes)) {
  const start = median(results[name].map((r) => r.startMs));
  const rss = median(results[name].map((r) => r.rssMiB));
  console.log(`| ${name} | ${Math.round(start)} ms | ${Math.round(rss)} MiB |`);
}
