// Limits: a JSON body over 1 MB is refused with 413, pictures over the pixel limit (and a decompression
// bomb's header) with 422, files over 10 MB with 413, and rate limits answer 429 with Retry-After.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, multipartBody, type TestApp } from '../support/app.ts';
import { member } from '../support/matrimonial.ts';

let t: TestApp;
let dataDir = '';

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'samaj-hard-limits-'));
  t = await buildTestApp({ DATA_DIR: dataDir });
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

function crc32(bytes: Buffer): number {
  let c = ~0;
  for (const b of bytes) {
    c ^= b;
    for (let k = 0; k < 8; k += 1) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A small PNG file whose header claims 30000 x 30000 pixels (900 megapixels): a decompression bomb. */
function bombPng(): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(30_000, 0);
  ihdr.writeUInt32BE(30_000, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 2; // RGB
  const rows = deflateSync(Buffer.alloc(30_001 * 3 * 4)); // the first rows only, all zero
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function upload(url: string, field: string, file: Buffer, headers: { authorization: string }) {
  const body = multipartBody(field, file, 'big.png', 'image/png');
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

describe('body size', () => {
  it('refuses JSON over 1 MB with 413 and a message, anonymous or signed in', async () => {
    const user = await createUser(t);
    const big = JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) });
    for (const [url, headers] of [
      ['/api/auth/register', {}],
      ['/api/booking/new-booking', user.headers],
      ['/api/matrimonial/create-profile', user.headers],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        headers: { ...headers, 'content-type': 'application/json' },
        payload: big,
      });
      expect(res.statusCode, url).toBe(413);
      expect(res.json()).toEqual({ message: expect.any(String) });
    }
    // Just under the limit is read, then refused as invalid input.
    const under = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ mobile: 'x'.repeat(900 * 1024), password: 'y' }),
    });
    expect(under.statusCode).toBe(422);
  });
});

describe('pictures', () => {
  let owner: Awaited<ReturnType<typeof member>>;
  let admin: Awaited<ReturnType<typeof createUser>>;
  let newsId: string;
  let huge: Buffer;

  beforeAll(async () => {
    owner = await member(t);
    admin = await createUser(t, { isAdmin: true });
    const news = await t.app.inject({
      method: 'POST',
      url: '/api/admin/news',
      headers: admin.headers,
      payload: { title: 'Limits', summary: 'Limits', body: 'Limits' },
    });
    expect(news.statusCode, news.body).toBe(201);
    newsId = (news.json() as { id: string }).id;
    // 8000 x 5100 = 40.8 megapixels, one colour: a small file over the pixel limit.
    huge = await sharp({ create: { width: 8000, height: 5100, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
  }, 120_000);

  it('refuses a profile picture over 40 megapixels, and a bomb, with 422 on picture', async () => {
    for (const file of [huge, bombPng()]) {
      const res = await upload(
        `/api/matrimonial/${owner.profile.id}/pictures`,
        'picture',
        file,
        owner.user.headers,
      );
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ message: expect.any(String), errors: { picture: [expect.any(String)] } });
    }
  });

  it('refuses a news image over 40 megapixels, and a bomb, with 422 on image', async () => {
    for (const file of [huge, bombPng()]) {
      const res = await upload(`/api/admin/news/${newsId}/image`, 'image', file, admin.headers);
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json()).toEqual({ message: expect.any(String), errors: { image: [expect.any(String)] } });
    }
  });

  it('refuses a file over 10 MB with 413', async () => {
    const file = randomBytes(10 * 1024 * 1024 + 1024);
    const res = await upload(
      `/api/matrimonial/${owner.profile.id}/pictures`,
      'picture',
      file,
      owner.user.headers,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String) });
  });
});

describe('rate limits', () => {
  it('answers 429 with Retry-After once a number has had its login attempts', async () => {
    const user = await createUser(t, { password: 'the-right-password-9' });
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { mobile: user.mobile, password: 'a-wrong-password-9' },
      });
    const statuses = [];
    for (let i = 0; i < 10; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual(Array(10).fill(422));
    const refused = await attempt();
    expect(refused.statusCode).toBe(429);
    const wait = Number(refused.headers['retry-after']);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(15 * 60);
    expect(refused.json()).toEqual({ message: expect.any(String), code: 'password_login_locked' });
    // Moving past the window opens the door again.
    t.clock.advance(wait * 1000);
    const later = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: user.mobile, password: 'the-right-password-9' },
    });
    expect(later.statusCode).toBe(200);
  });

  it('answers 429 with Retry-After to a second code asked for too soon', async () => {
    const first = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      payload: { mobile: '9812345670' },
    });
    expect(first.statusCode).toBe(202);
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/auth/otp/send',
      payload: { mobile: '9812345670' },
    });
    expect(second.statusCode).toBe(429);
    expect(Number(second.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(second.headers['retry-after'])).toBeLessThanOrEqual(30);
  });
});
