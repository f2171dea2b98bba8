/**
 * The child processes a benchmark starts (app servers, the bare server): a free port to give one, and
 * a start that waits for the line saying it listens. Used by scripts/bench/index.ts and
 * scripts/bench/conversations.ts.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface Child {
  process: ChildProcess;
  port: number;
  /** What it printed so far (its last 100-200 kB), stdout and stderr together. */
  output(): string;
  /** SIGTERM, then SIGKILL if it has not exited 10 s later; resolves once it has exited. */
  stop(): Promise<void>;
}

/** A port nothing listens on now, on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.listen(0, '127.0.0.1', () => {
      const port = (server.address() as { port: number }).port;
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });
}

/**
 * Starts a child and waits until it prints a line matching `ready` (its port in group 1); fails with
 * what it printed when it exits first or is not ready in 180 s (a busy machine).
 */
export function startChild(
  command: string,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv; ready: RegExp },
) {
  return new Promise<Child>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: options.env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let started = false;
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${args.join(' ')} did not start in 180 s (a busy machine):\n${output}`));
    }, 180_000);
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.length > 200_000) output = output.slice(-100_000);
      const match = started ? null : options.ready.exec(output);
      if (!match) return;
      started = true;
      clearTimeout(timer);
      resolve({
        process: child,
        port: Number(match[1]),
        output: () => output,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
            child.once('exit', () => {
              clearTimeout(kill);
              done();
            });
            child.kill('SIGTERM');
          }),
      });
    };
    child.stdout!.on('data', collect);
    child.stderr!.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${args.join(' ')} exited with ${code}:\n${output}`));
    });
  });
}
