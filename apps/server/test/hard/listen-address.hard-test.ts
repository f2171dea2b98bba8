// Where a real server listens and what it says at start (decision 045): with the
// development routes on it listens on the loopback address unless HOST says otherwise, and then it
// warns naming what is exposed; production without PUBLIC_URL does not start at all.
import { spawnSync } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { killAllServers, removeDir, startServer, tempDir } from './support/processes.ts';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dirs: string[] = [];

afterAll(async () => {
  await killAllServers();
  for (const dir of dirs) removeDir(dir);
});

/** This machine's first non-loopback IPv4 address (a container's, a laptop's Wi-Fi), if it has one. */
const networkAddress = Object.values(os.networkInterfaces())
  .flat()
  .find((a) => a && a.family === 'IPv4' && !a.internal)?.address;

/** Whether a TCP connection to host:port is accepted. */
function accepts(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(2000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

describe('the listen address', () => {
  it('is the loopback address while the development routes are on and HOST is not set', async () => {
    const dataDir = tempDir('listen-local');
    dirs.push(dataDir);
    // startServer sets HOST=127.0.0.1; an empty value is "not set" (config.ts drops empty settings).
    const server = await startServer({ DATA_DIR: dataDir, HOST: '' });
    expect(server.lines.join('\n')).toMatch(/listening on 127\.0\.0\.1:\d+, this machine only/);
    expect(server.lines.join('\n')).not.toContain('WARNING');
    if (networkAddress) expect(await accepts(networkAddress, server.port)).toBe(false);
    await server.stop();
  });

  it('opens to the network only when HOST says so, and then warns naming what is exposed', async () => {
    const dataDir = tempDir('listen-open');
    dirs.push(dataDir);
    const server = await startServer({ DATA_DIR: dataDir, HOST: '0.0.0.0' });
    const said = server.lines.join('\n');
    expect(said).toContain(`WARNING: HOST=0.0.0.0 opens port ${server.port} to the network with:`);
    expect(said).toContain('DEV_ROUTES: /api/dev/outbox shows every one-time code sent');
    expect(said).not.toContain('SEED_DEMO:'); // startServer turns the demo seed off
    if (networkAddress) expect(await accepts(networkAddress, server.port)).toBe(true);
    await server.stop();
  });
});

describe('production', () => {
  it('refuses to start without PUBLIC_URL, saying which setting and why', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
      cwd: serverDir,
      encoding: 'utf8',
      timeout: 60_000,
      env: {
        PATH: process.env.PATH,
        HOME: process.env.HOME,
        NODE_ENV: 'production',
        DATA_DIR: path.join(os.tmpdir(), 'samaj-hard-never-opened'),
        SMS_PROVIDER: 'msg91',
        MSG91_AUTH_KEY: 'k',
        MSG91_TEMPLATE_ID: 't',
        MSG91_CONSENT_TEMPLATE_ID: 'c',
        PAYMENT_PROVIDER: 'razorpay',
        RAZORPAY_KEY_ID: 'k',
        RAZORPAY_KEY_SECRET: 's',
        RAZORPAY_WEBHOOK_SECRET: 'w',
      },
    });
    expect(run.status).toBe(1);
    // One JSON log line, as every line the server writes (docs/api.md, Operations).
    const lines = run.stdout.split('\n').filter(Boolean);
    expect(lines).toHaveLength(1);
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: 60 });
    expect(JSON.parse(lines[0]!).msg).toContain('PUBLIC_URL: required in production');
    expect(run.stdout).not.toContain('Samaj is running');
  });
});
