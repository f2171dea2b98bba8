import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, multipartBody, type TestApp } from '../../test/support/app.ts';
import { ConfigError, parseConfig, s3SettingsOf } from '../config.ts';
import { contextOf } from '../context.ts';
import { approveProfile } from '../domains/matrimonial/service.ts';
import { S3Storage } from './storage.ts';

/**
 * A fake S3 endpoint on 127.0.0.1: PutObject, GetObject and DeleteObject on path-style URLs
 * (/bucket/key), objects kept in memory, every request recorded. No network beyond loopback.
 */
interface Seen {
  method: string;
  path: string;
  contentType: string | undefined;
  authorization: string | undefined;
  body: Buffer;
}

let server: Server;
let endpoint: string;
const objects = new Map<string, { body: Buffer; contentType: string }>();
const seen: Seen[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

const xmlError = (code: string, message: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const path = decodeURIComponent(new URL(req.url!, 'http://x').pathname);
      seen.push({
        method: req.method!,
        path,
        contentType: req.headers['content-type'],
        authorization: req.headers.authorization,
        body,
      });
      if (req.method === 'PUT') {
        objects.set(path, { body, contentType: req.headers['content-type'] ?? 'application/octet-stream' });
        res.writeHead(200, { etag: '"fake"' }).end();
      } else if (req.method === 'GET') {
        const object = objects.get(path);
        if (!object) {
          res.writeHead(404, { 'content-type': 'application/xml' }).end(xmlError('NoSuchKey', 'No such key'));
          return;
        }
        res
          .writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length })
          .end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(path);
        res.writeHead(204).end();
      } else {
        res.writeHead(405, { 'content-type': 'application/xml' }).end(xmlError('MethodNotAllowed', 'No'));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  seen.length = 0;
});

const s3Env = () => ({
  S3_BUCKET: 'samaj-pictures',
  S3_REGION: 'ap-south-1',
  S3_ENDPOINT: endpoint,
  S3_ACCESS_KEY_ID: 'test-key-id',
  S3_SECRET_ACCESS_KEY: 'test-secret',
  S3_FORCE_PATH_STYLE: 'true',
});

function storage() {
  const config = parseConfig({ NODE_ENV: 'test', ...s3Env() });
  return new S3Storage(s3SettingsOf(config)!);
}

describe('S3Storage against a fake S3 endpoint', () => {
  it('puts an object at /bucket/key with its content type, signed, and gets the same bytes back', async () => {
    const s3 = storage();
    const body = Buffer.from([0, 1, 2, 250, 251, 252, ...Buffer.from('picture bytes')]);
    await s3.put('pictures/p1/a-large.webp', body, 'image/webp');

    const put = seen.find((r) => r.method === 'PUT')!;
    expect(put.path).toBe('/samaj-pictures/pictures/p1/a-large.webp');
    expect(put.contentType).toBe('image/webp');
    expect(put.body.equals(body)).toBe(true);
    expect(put.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=test-key-id\/\d{8}\/ap-south-1\/s3\//);

    const got = await s3.get('pictures/p1/a-large.webp');
    expect(got).toBeInstanceOf(Buffer);
    expect(got!.equals(body)).toBe(true);
    const get = seen.find((r) => r.method === 'GET')!;
    expect(get.path).toBe('/samaj-pictures/pictures/p1/a-large.webp');
  });

  it('answers null for a missing key, and deleting removes the object (a missing key is no error)', async () => {
    const s3 = storage();
    expect(await s3.get('pictures/p2/none.webp')).toBeNull();
    await s3.put('pictures/p2/b-thumb.webp', Buffer.from('thumb'), 'image/webp');
    await s3.delete('pictures/p2/b-thumb.webp');
    const del = seen.find((r) => r.method === 'DELETE')!;
    expect(del.path).toBe('/samaj-pictures/pictures/p2/b-thumb.webp');
    expect(await s3.get('pictures/p2/b-thumb.webp')).toBeNull();
    await expect(s3.delete('pictures/p2/b-thumb.webp')).resolves.toBeUndefined();
  });

  it('refuses keys that are not plain relative names before any request', async () => {
    const s3 = storage();
    await expect(s3.put('../etc/passwd', Buffer.from('x'), 'text/plain')).rejects.toThrow(
      /Invalid storage key/,
    );
    await expect(s3.get('/absolute')).rejects.toThrow(/Invalid storage key/);
    expect(seen).toHaveLength(0);
  });

  it('reports an unreachable endpoint as an error rather than a missing object', async () => {
    const closed = new S3Storage({
      ...s3SettingsOf(parseConfig({ NODE_ENV: 'test', ...s3Env(), S3_ENDPOINT: 'http://127.0.0.1:9' }))!,
      maxAttempts: 1,
    });
    await expect(closed.get('pictures/p3/c.webp')).rejects.toThrow();
  });
});

describe('S3 settings', () => {
  it('are all-or-nothing, naming what is missing', () => {
    expect(s3SettingsOf(parseConfig({ NODE_ENV: 'test' }))).toBeUndefined();
    expect(() => parseConfig({ NODE_ENV: 'test', S3_BUCKET: 'b' })).toThrow(ConfigError);
    expect(() => parseConfig({ NODE_ENV: 'test', S3_BUCKET: 'b', S3_REGION: 'r' })).toThrow(
      /S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() => parseConfig({ NODE_ENV: 'test', S3_ACCESS_KEY_ID: 'k' })).toThrow(/S3_BUCKET, S3_REGION/);
    expect(() => parseConfig({ NODE_ENV: 'test', ...s3Env(), S3_ENDPOINT: 'not a url' })).toThrow(
      /S3_ENDPOINT/,
    );
    const s3 = s3SettingsOf(parseConfig({ NODE_ENV: 'test', ...s3Env(), S3_FORCE_PATH_STYLE: 'false' }))!;
    expect(s3).toMatchObject({ bucket: 'samaj-pictures', region: 'ap-south-1', forcePathStyle: false });
  });
});

describe('the app with S3_BUCKET set', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(s3Env());
  });
  afterAll(() => t.close());

  it('stores uploaded pictures in the bucket and serves them back through the signed URL', async () => {
    expect(t.app.deps.storage).toBeInstanceOf(S3Storage);
    const user = await createUser(t);
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/matrimonial/create-profile',
      headers: user.headers,
      payload: {
        first_name: 'Asha',
        last_name: 'Shah',
        gender: 'female',
        date_of_birth: '1998-01-15',
        marital_status: 'never_married',
        relation: 'self',
        no_picture: true,
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const profileId = created.json().id as string;
    await approveProfile(contextOf(t.app.deps), { id: profileId });

    const jpeg = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer();
    const body = multipartBody('picture', jpeg);
    const up = await t.app.inject({
      method: 'POST',
      url: `/api/matrimonial/${profileId}/pictures`,
      headers: { ...user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode, up.body).toBe(201);
    const puts = seen.filter((r) => r.method === 'PUT');
    expect(puts.map((r) => r.path)).toEqual([
      expect.stringMatching(new RegExp(`^/samaj-pictures/pictures/${profileId}/[0-9a-f-]+-large\\.webp$`)),
      expect.stringMatching(new RegExp(`^/samaj-pictures/pictures/${profileId}/[0-9a-f-]+-thumb\\.webp$`)),
    ]);
    expect(puts.every((r) => r.contentType === 'image/webp')).toBe(true);

    const large = await t.app.inject({ method: 'GET', url: up.json().url as string });
    expect(large.statusCode).toBe(200);
    expect(large.rawPayload.equals(puts[0]!.body)).toBe(true);

    const del = await t.app.inject({
      method: 'DELETE',
      url: `/api/matrimonial/${profileId}/pictures/${up.json().id as string}`,
      headers: user.headers,
    });
    expect(del.statusCode, del.body).toBeLessThan(300);
    expect(
      seen
        .filter((r) => r.method === 'DELETE')
        .map((r) => r.path)
        .sort(),
    ).toEqual(puts.map((r) => r.path).sort());
  });
});
