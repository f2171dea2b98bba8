// Uploads and the graceful close (docs/decisions/050: a 1.7 MB upload at 300 kB/s was cut 12 s after
// SIGTERM and left an orphaned object in the bucket). The app listens on a real port and a node:http
// client sends the picture slowly, since app.inject cannot be slow nor be cut; app.close() is what
// SIGTERM calls (server.ts). On disk and on S3 (a fake endpoint): an upload in flight finishes while
// new requests get 503, one still arriving at SHUTDOWN_DRAIN_SECONDS is cut, and a cut or abandoned
// upload leaves no object and no row. test/hard/shutdown.hard-test.ts does it to the server process.
import { readdirSync, rmSync, mkdtempSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { profilePictures } from '../src/db/schema/index.ts';
import type { Storage } from '../src/lib/storage.ts';
import { buildTestApp, createUser, multipartBody, type TestApp } from './support/app.ts';
import { startFakeS3, type FakeS3 } from './support/fake-s3.ts';
import { newProfile } from './support/matrimonial.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(what: string, check: () => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

let photo: Buffer;
let s3: FakeS3;
beforeAll(async () => {
  // Noise does not compress: about 400 kB of JPEG, sent in 20 pieces.
  photo = await sharp({
    create: {
      width: 640,
      height: 480,
      channels: 3,
      background: '#888',
      noise: { type: 'gaussian', mean: 128, sigma: 60 },
    },
  })
    .jpeg({ quality: 95 })
    .toBuffer();
  s3 = await startFakeS3();
  // The worker's first app opens the migrated PGlite the others reuse: here, not in a test's time.
  const first = await buildTestApp();
  await first.close();
}, 180_000);
afterAll(() => s3.close());

type Store = 'disk' | 's3';

interface Served {
  t: TestApp;
  port: number;
  profileId: string;
  headers: Record<string, string>;
  /** The stored keys of this profile's pictures (on disk: every file, a temporary one included). */
  keys(): string[];
  rows(): Promise<{ largeKey: string; thumbKey: string }[]>;
  close(): Promise<void>;
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

function filesUnder(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));
  } catch {
    return [];
  }
}

/** A listening app (pictures on `store`), one member with a draft profile. */
async function serve(store: Store, env: Record<string, string> = {}): Promise<Served> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'samaj-shutdown-'));
  const t = await buildTestApp({ DATA_DIR: dataDir, ...(store === 's3' ? s3.env : {}), ...env });
  const user = await createUser(t);
  const profile = await newProfile(t, user);
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  let closing: Promise<void> | undefined;
  const close = () => (closing ??= t.app.close());
  cleanups.push(async () => {
    await close();
    await t.close(); // the app's second close does nothing; this drops the database
    rmSync(dataDir, { recursive: true, force: true });
  });
  return {
    t,
    port: (t.app.server.address() as AddressInfo).port,
    profileId: profile.id,
    headers: user.headers,
    keys: () =>
      store === 'disk'
        ? filesUnder(path.join(dataDir, 'pictures')).filter((file) => file.includes(profile.id))
        : s3.keys().filter((key) => key.includes(profile.id)),
    rows: () =>
      t.database.db
        .select({ largeKey: profilePictures.largeKey, thumbKey: profilePictures.thumbKey })
        .from(profilePictures)
        .where(eq(profilePictures.profileId, profile.id)),
    close,
  };
}

type Answer = { status: number; headers: IncomingHttpHeaders; body: string };

/** POST a picture through node:http, the body written by the caller (`send`, then `end`). */
function startUpload(s: Served) {
  const { payload, headers } = multipartBody('picture', photo);
  const req = httpRequest({
    host: '127.0.0.1',
    port: s.port,
    method: 'POST',
    path: `/api/matrimonial/${s.profileId}/pictures`,
    headers: { ...s.headers, ...headers, 'content-length': String(payload.length) },
    agent: false,
  });
  const answer = new Promise<Answer>((resolve, reject) => {
    req.on('response', (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
  answer.catch(() => {});
  const pieces = 20;
  const size = Math.ceil(payload.length / pieces);
  let sent = 0;
  return {
    req,
    answer,
    /** Writes the next `n` of the 20 pieces, `pauseMs` apart. */
    async send(n: number, pauseMs = 0) {
      for (let i = 0; i < n && sent < payload.length; i += 1) {
        req.write(payload.subarray(sent, sent + size));
        sent += size;
        if (pauseMs) await sleep(pauseMs);
      }
    },
    async end(pauseMs = 0) {
      await this.send(pieces, pauseMs);
      req.end();
    },
  };
}

/** Resolves with the error code of a new connection to `port` (null: it was accepted). */
function connectCode(port: number): Promise<string | null> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(null);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
  });
}

const track = (promise: Promise<void>) => {
  const state = { done: false, at: 0 };
  void promise.then(() => Object.assign(state, { done: true, at: Date.now() }));
  return state;
};

describe.each<Store>(['disk', 's3'])('pictures on %s', (store) => {
  it('an upload in flight when the close begins finishes with 201, while new requests get 503 or no connection', async () => {
    const s = await serve(store);
    const upload = startUpload(s);
    await upload.send(5);
    await until('the upload handler to start', () => s.t.app.handlersInFlight() === 1);
    // A load balancer's health check half-sent when the close begins (its connection is not idle).
    const check = net.connect(s.port, '127.0.0.1');
    let checkAnswer = '';
    check.setEncoding('utf8');
    check.on('data', (chunk: string) => (checkAnswer += chunk));
    const checkEnded = new Promise((resolve) => check.once('close', resolve));
    await new Promise((resolve) => check.once('connect', resolve));
    check.write('GET /readyz HTTP/1.1\r\nHost: samaj\r\n');
    await sleep(50);

    const closing = track(s.close());
    await sleep(100);
    expect(await connectCode(s.port)).toBe('ECONNREFUSED');
    check.write('\r\n');
    await checkEnded;
    expect(checkAnswer).toMatch(/^HTTP\/1\.1 503 /);
    expect(checkAnswer).toMatch(/\r\nconnection: close\r\n/i);

    await upload.end(30);
    const answer = await upload.answer;
    const answeredAt = Date.now();
    expect(answer.status, answer.body).toBe(201);
    // Its connection closes with the answer instead of staying open as keep-alive (72 s).
    expect(answer.headers.connection).toBe('close');
    await until('the close to end', () => closing.done, 5000);
    expect(closing.at - answeredAt).toBeLessThan(1500);

    const rows = await s.rows();
    expect(rows).toHaveLength(1);
    expect(s.keys().sort()).toEqual([rows[0]!.largeKey, rows[0]!.thumbKey].sort());
  });

  it('an upload still arriving at SHUTDOWN_DRAIN_SECONDS is cut, and leaves no object and no row', async () => {
    const s = await serve(store, { SHUTDOWN_DRAIN_SECONDS: '1' });
    const upload = startUpload(s);
    await upload.send(5);
    await until('the upload handler to start', () => s.t.app.handlersInFlight() === 1);
    const started = Date.now();
    const closing = track(s.close());
    // Still sending when the deadline comes.
    void upload.send(20, 150).catch(() => {});
    await expect(upload.answer).rejects.toThrow();
    await until('the close to end', () => closing.done, 10_000);
    expect(closing.at - started).toBeGreaterThanOrEqual(950);
    expect(s.t.app.handlersInFlight()).toBe(0);
    expect(s.keys()).toEqual([]);
    expect(await s.rows()).toEqual([]);
  });

  it('an upload the client gives up halfway leaves no object and no row', async () => {
    const s = await serve(store);
    const upload = startUpload(s);
    await upload.send(10);
    await until('the upload handler to start', () => s.t.app.handlersInFlight() === 1);
    upload.req.destroy();
    await until('the upload handler to end', () => s.t.app.handlersInFlight() === 0);
    expect(s.keys()).toEqual([]);
    expect(await s.rows()).toEqual([]);
    // The same upload sent whole is stored.
    const again = startUpload(s);
    await again.end();
    expect((await again.answer).status).toBe(201);
    expect(s.keys()).toHaveLength(2);
  });
});

describe('a picture received whole when the connections are cut', () => {
  it('is stored with its row before the close ends (the process does not stop between them)', async () => {
    const s = await serve('disk', { SHUTDOWN_DRAIN_SECONDS: '0' });
    const real = s.t.app.deps.storage;
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let puts = 0;
    s.t.app.deps.storage = {
      get: (key) => real.get(key),
      delete: (key) => real.delete(key),
      async put(key, body, type) {
        puts += 1;
        await gate;
        return real.put(key, body, type);
      },
    } satisfies Storage;
    const upload = startUpload(s);
    await upload.end();
    await until('the first object to be written', () => puts === 1);
    const closing = track(s.close());
    // SHUTDOWN_DRAIN_SECONDS=0: the connection is cut at once, the handler goes on.
    await expect(upload.answer).rejects.toThrow();
    await sleep(300);
    expect(closing.done).toBe(false);
    release();
    await until('the close to end', () => closing.done, 5000);
    const rows = await s.rows();
    expect(rows).toHaveLength(1);
    expect(s.keys().sort()).toEqual([rows[0]!.largeKey, rows[0]!.thumbKey].sort());
  });
});

describe('a picture whose thumbnail cannot be stored', () => {
  it('takes its large image out of the store again, and makes no row', async () => {
    const s = await serve('disk');
    const real = s.t.app.deps.storage;
    s.t.app.deps.storage = {
      get: (key) => real.get(key),
      delete: (key) => real.delete(key),
      async put(key, body, type) {
        if (key.endsWith('-thumb.webp')) throw new Error('the store is unavailable');
        return real.put(key, body, type);
      },
    } satisfies Storage;
    const { payload, headers } = multipartBody('picture', photo);
    const res = await s.t.app.inject({
      method: 'POST',
      url: `/api/matrimonial/${s.profileId}/pictures`,
      headers: { ...s.headers, ...headers },
      payload,
    });
    expect(res.statusCode).toBe(500);
    expect(s.keys()).toEqual([]);
    expect(await s.rows()).toEqual([]);
  });
});
