// Preloaded into an app server by scripts/bench/conversations.ts (`node --expose-gc --import`): on
// SIGUSR2 it collects garbage twice (so what is left is what is held) and prints one line,
// `[gc-memory] {json}`, to stderr: V8's heap in use, resident memory, external and array buffers, bytes.
process.on('SIGUSR2', () => {
  globalThis.gc?.();
  globalThis.gc?.();
  const { heapUsed, rss, external, arrayBuffers } = process.memoryUsage();
  process.stderr.write(
    `[gc-memory] ${JSON.stringify({ heapUsed, rss, external, arrayBuffers, gc: !!globalThis.gc })}\n`,
  );
});
