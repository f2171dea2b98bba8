// Preloaded into the server by scripts/bench/memory.ts (`node --import`): notes the WebAssembly memories
// made (PGlite's), and on SIGUSR2 prints one line, `[memory] {json}`, to stderr: resident memory and
// what it is made of (V8's heap, WebAssembly memory resident and reserved, malloc, the node binary).
import { readFileSync } from 'node:fs';
import v8 from 'node:v8';

const memories = [];
const note = (exports) => {
  for (const value of Object.values(exports ?? {}))
    if (value instanceof WebAssembly.Memory && !memories.includes(value)) memories.push(value);
};
const OriginalMemory = WebAssembly.Memory;
WebAssembly.Memory = function Memory(...args) {
  const memory = new OriginalMemory(...args);
  memories.push(memory);
  return memory;
};
WebAssembly.Memory.prototype = OriginalMemory.prototype;
const instantiate = WebAssembly.instantiate;
WebAssembly.instantiate = async (...args) => {
  const result = await instantiate.apply(WebAssembly, args);
  note((result.instance ?? result).exports);
  return result;
};

const MiB = 2 ** 20;
/** Resident MiB of each mapping of this process, from /proc/self/smaps. */
function mappings() {
  const out = [];
  let current = null;
  for (const line of readFileSync('/proc/self/smaps', 'utf8').split('\n')) {
    const head = /^([0-9a-f]+)-([0-9a-f]+) \S+ \S+ \S+ \S+\s*(.*)$/.exec(line);
    if (head) {
      const start = parseInt(head[1], 16);
      current = { start, bytes: parseInt(head[2], 16) - start, name: head[3], rss: 0 };
      out.push(current);
    } else if (current && line.startsWith('Rss:')) current.rss = Number(/(\d+)/.exec(line)[1]) * 1024;
  }
  return out;
}

process.on('SIGUSR2', () => {
  const usage = process.memoryUsage();
  const maps = mappings();
  const sum = (list) => list.reduce((n, m) => n + m.rss, 0);
  // A WebAssembly memory is one anonymous mapping its exact size (V8 without guard regions) or a
  // larger reservation holding it: the mapping with the memory's size, else the one that contains it.
  const wasm = memories.map((memory) => {
    const bytes = memory.buffer.byteLength;
    const map =
      maps.find((m) => m.name === '' && m.bytes === bytes) ??
      maps.find((m) => m.name === '' && m.bytes >= bytes && m.bytes > 4 * 2 ** 30);
    return { reservedMiB: bytes / MiB, residentMiB: map ? map.rss / MiB : null };
  });
  const heap = v8.getHeapSpaceStatistics().reduce((n, s) => n + s.physical_space_size, 0);
  const report = {
    rssMiB: usage.rss / MiB,
    v8HeapMiB: heap / MiB,
    wasm,
    mallocMiB: sum(maps.filter((m) => m.name === '[heap]')) / MiB,
    nodeBinaryMiB: sum(maps.filter((m) => m.name === process.execPath)) / MiB,
    otherFilesMiB: sum(maps.filter((m) => m.name.startsWith('/') && m.name !== process.execPath)) / MiB,
  };
  process.stderr.write(`[memory] ${JSON.stringify(report)}\n`);
});
