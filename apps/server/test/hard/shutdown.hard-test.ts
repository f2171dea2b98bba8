// SIGTERM to the server process during a slow upload (decision 050; the case behind it: a 1.7 MB
// picture at 300 kB/s cut 12 s after SIGTERM, its object left in the bucket). With the default
// SHUTDOWN_DRAIN_SECONDS the upload finishes with 201 and the process exits 0 right after, refusing
// new connections meanwhile; with a short one the upload is cut at the deadline and, like an upload
// the client gives up, leaves no file and no row. test/shutdown-uploads.test.ts does the same
// in-process, on disk and on S3.
import { existsSync, readdirSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import path from 'node:path';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ServerProcess } from './support/processes.ts';
import {
  call,
  clusterForFile,
  logRecords,
  registerUser,
  removeDir,
  sleep,
  startServer,
  tempDir,
} from './support/processes.ts';

let photo: Buffer;
const dirs: string[] = [];
// Registered before the cluster's afterAll, so it runs after it: the servers are gone first.
afterAll(() => {
  for (const dir of dirs) removeDir(dir);
});
const cluster = clusterForFile(54377);

beforeAll(async () => {
  // Noise does not compress: about 1.7 MB of JPEG, the size of the picture that was cut.
  photo = await sharp({
    create: {
      width: 1500,
      height: 1150,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
});

interface Member {
  server: ServerProcess;
  dataDir: string;
  databaseUrl: string;
  token: string;
  profileId: string;
}

async function serverWithMember(name: string, env: Record<string, string> = {}): Promise<Member> {
  const dataDir = tempDir('shutdown');
  dirs.push(dataDir);
  const databaseUrl = await cluster.database(name);
  const server = await startServer({ DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...env });
  const user = await registerUser(server.url, name);
  const created = await call(server.url, 'POST', '/api/matrimonial/create-profile', {
    token: user.token,
    body: {
      first_name: 'Slow',
      last_name: 'Upload',
      gender: 'female',
      date_of_birth: '1998-04-01',
      marital_status: 'never_married',
      relation: 'self',
    },
  });
  expect(created.status, created.text).toBe(201);
  return { server, dataDir, databaseUrl, token: user.token, profileId: (created.body as { id: string }).id };
}

/** The picture as multipart/form-data, written at `bytesPerSecond` (in tenths of a second). */
function slowUpload(m: Member, bytesPerSecond: number) {
  const boundary = '----samajslow';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="slow.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
    ),
    photo,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const req = httpRequest(`${m.server.url}/api/matrimonial/${m.profileId}/pictures`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${m.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(payload.length),
    },
    agent: false,
  });
  const answer = new Promise<{ status: number; body: string; at: number }>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, body, at: Date.now() }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  answer.catch(() => {});
  const piece = Math.ceil(bytesPerSecond / 10);
  let sent = 0;
  let stopped = false;
  const writing = (async () => {
    while (sent < payload.length && !stopped && !req.destroyed) {
      req.write(payload.subarray(sent, sent + piece));
      sent += piece;
      await sleep(100);
    }
    if (!stopped && !req.destroyed) req.end();
  })();
  return {
    answer,
    writing,
    sent: () => sent,
    total: payload.length,
    /** The client gives up: the connection is closed mid-body. */
    abort() {
      stopped = true;
      req.destroy();
    },
  };
}

/** Every file in the picture folder (a temporary one included); none when it was never made. */
function files(m: Member): string[] {
  const dir = path.join(m.dataDir, 'pictures');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);
}

async function pictureRows(m: Member): Promise<number> {
  const client = new pg.Client({ connectionString: m.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(
      'select count(*) as n from profile_pictures where profile_id = $1',
      [m.profileId],
    );
    return Number(rows[0]!.n);
  } finally {
    await client.end();
  }
}

describe('SIGTERM during a slow upload', () => {
  it('the upload finishes with 201, new connections are refused meanwhile, then the process exits 0', async () => {
    const m = await serverWithMember('samaj_drain_default');
    const upload = slowUpload(m, 300_000);
    expect(upload.total).toBeGreaterThan(1_600_000);
    await sleep(1500);
    m.server.child.kill('SIGTERM');
    const exited = m.server.exited.then((exit) => ({ ...exit, at: Date.now() }));
    await sleep(500);
    const ready = await call(m.server.url, 'GET', '/readyz', { timeoutMs: 3000 });
    expect(ready.status, ready.text).toBe(0);
    expect(ready.text).toMatch(/ECONNREFUSED|fetch failed/);
    expect(upload.sent()).toBeLessThan(upload.total);

    const answer = await upload.answer;
    expect(answer.status, answer.body).toBe(201);
    const exit = await exited;
    expect(exit.code).toBe(0);
    expect(exit.at - answer.at).toBeLessThan(5000);
    expect(logRecords(m.server, 'shutting down')).toEqual([
      expect.objectContaining({ signal: 'SIGTERM', drainSeconds: 60, handlersInFlight: 1 }),
    ]);
    expect(files(m)).toHaveLength(2);
    expect(await pictureRows(m)).toBe(1);
  });

  it('an upload given up by the client, or cut at SHUTDOWN_DRAIN_SECONDS, leaves no file and no row', async () => {
    const m = await serverWithMember('samaj_drain_short', { SHUTDOWN_DRAIN_SECONDS: '2' });
    const given = slowUpload(m, 300_000);
    await sleep(1000);
    given.abort();
    await expect(given.answer).rejects.toThrow();

    const cut = slowUpload(m, 300_000);
    await sleep(1000);
    m.server.child.kill('SIGTERM');
    const signalled = Date.now();
    await expect(cut.answer).rejects.toThrow();
    const cutAfter = Date.now() - signalled;
    const exit = await m.server.exited;
    expect(exit.code).toBe(0);
    expect(cutAfter).toBeGreaterThanOrEqual(1900);
    expect(cutAfter).toBeLessThan(4000);
    expect(cut.sent()).toBeLessThan(cut.total);
    expect(
      logRecords(
        m.server,
        'shutdown: requests still open after SHUTDOWN_DRAIN_SECONDS; their connections are closed',
      ),
    ).toEqual([expect.objectContaining({ drainSeconds: 2, level: 40 })]);
    expect(files(m)).toEqual([]);
    expect(await pictureRows(m)).toBe(0);
  });
});
