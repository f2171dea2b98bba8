/**
 * Where the compiled server's memory goes (decision 030): `node --import tsx scripts/bench/memory.ts
 * [--database-url URL] [--shared-buffers MiB] [--seconds N] [--bundle FILE]`, after `npm run build -w
 * apps/server` (or with --bundle, another build of it inside apps/server).
 * Seeds the bench's data (PGlite in a temporary folder, or the PostgreSQL given), starts
 * apps/server/dist/server.js as `npm start` does with scripts/bench/memory-report.mjs preloaded, and
 * prints its resident memory at rest, at the end of N seconds of match searches on 10 connections
 * (with the peak sampled during them) and 5 s later, each split into V8's heap, PGlite's WebAssembly
 * memory, malloc and the node binary.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { FILTER, seedBenchData } from './seed.ts';
import { benchServerEnv } from './server-env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const argv = process.argv.slice(2);
const option = (name: string) => (argv.includes(name) ? argv[argv.indexOf(name) + 1] : undefined);
const databaseUrl = option('--database-url');
const sharedBuffers = option('--shared-buffers');
const seconds = Number(option('--seconds') ?? 10);
const bundle = path.resolve(option('--bundle') ?? path.join(root, 'apps/server/dist/server.js'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

interface Report {
  rssMiB: number;
  v8HeapMiB: number;
  wasm: { reservedMiB: number; residentMiB: number | null }[];
  mallocMiB: number;
  nodeBinaryMiB: number;
  otherFilesMiB: number;
}

async function main() {
  if (!existsSync(bundle))
    throw new Error('no apps/server/dist/server.js: run `npm run build -w apps/server`');
  const work = mkdtempSync(path.join(tmpdir(), 'samaj-memory-'));
  try {
    const seeded = await seedBenchData(
      databaseUrl ? { databaseUrl } : { dataDir: path.join(work, 'pglite') },
    );
    const port = 39_000 + (process.pid % 1000);
    const child = spawn(
      process.execPath,
      ['--import', path.join(root, 'scripts/bench/memory-report.mjs'), bundle],
      {
        cwd: path.join(root, 'apps/server'),
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...benchServerEnv({ port, dataDir: work, databaseUrl }),
          ...(sharedBuffers ? { PGLITE_SHARED_BUFFERS_MB: sharedBuffers } : {}),
        },
      },
    );
    let stderr = '';
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      let stdout = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        stdout += chunk.toString();
        if (stdout.includes('running at')) resolve();
      });
      child.once('exit', (code) => reject(new Error(`the server exited (${code}):\n${stderr}`)));
    });
    const rss = () =>
      Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${child.pid}/status`, 'utf8'))![1]) / 1024;
    const report = async (): Promise<Report> => {
      const from = stderr.length;
      child.kill('SIGUSR2');
      for (let i = 0; i < 50 && !stderr.slice(from).includes('\n'); i += 1) await sleep(100);
      const line = stderr
        .slice(from)
        .split('\n')
        .find((l) => l.startsWith('[memory] '));
      if (!line) throw new Error(`no memory report:\n${stderr.slice(from)}`);
      return JSON.parse(line.slice('[memory] '.length)) as Report;
    };
    try {
      await sleep(3000);
      const rest = await report();
      const query = new URLSearchParams(Object.entries(FILTER).map(([k, v]) => [k, String(v)])).toString();
      let peak = 0;
      const sampler = setInterval(() => (peak = Math.max(peak, rss())), 200);
      const load = await autocannon({
        url: `http://127.0.0.1:${port}/api/matrimonial/mm/filter-profile/${seeded.searcherProfileId}?${query}`,
        headers: { authorization: `Bearer ${seeded.token}` },
        connections: 10,
        duration: seconds,
      });
      clearInterval(sampler);
      const loaded = await report();
      await sleep(5000);
      const after = await report();
      const f = (x: number | null) => (x === null ? '?' : x.toFixed(0));
      // What the columns do not name: V8's code and WebAssembly's compiled code, thread stacks, libraries' data.
      const unnamed = (r: Report) =>
        r.rssMiB -
        r.v8HeapMiB -
        r.wasm.reduce((n, w) => n + (w.residentMiB ?? 0), 0) -
        r.mallocMiB -
        r.nodeBinaryMiB -
        r.otherFilesMiB;
      const row = (name: string, r: Report) =>
        `| ${name} | ${f(r.rssMiB)} | ${f(r.v8HeapMiB)} | ${
          r.wasm
            .filter((w) => w.reservedMiB >= 1)
            .map((w) => `${f(w.residentMiB)} of ${f(w.reservedMiB)}`)
            .join(', ') || '-'
        } | ${f(r.mallocMiB)} | ${f(r.nodeBinaryMiB)} | ${f(r.otherFilesMiB)} | ${f(unnamed(r))} |`;
      console.log(
        [
          `${databaseUrl ? 'PostgreSQL' : `PGlite (shared_buffers ${sharedBuffers ?? 16} MiB)`}, compiled server, ${seconds} s of searches (${Math.round(load.requests.average)} req/s, ${load.non2xx} not 2xx); MiB:`,
          '| when | RSS | V8 heap | WebAssembly resident of reserved | malloc | node binary | other files | the rest |',
          '| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
          row('at rest', rest),
          row(`end of load (peak RSS ${peak.toFixed(0)})`, loaded),
          row('5 s later', after),
        ].join('\n'),
      );
    } finally {
      child.kill('SIGTERM');
      await new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve)));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
