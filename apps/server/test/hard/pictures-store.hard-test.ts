// scripts/backup.sh and restore.sh with pictures in a bucket: apps/server/scripts/pictures-store.mjs
// copies every object of the bucket into a folder and back, against a fake S3 endpoint on 127.0.0.1
// (path-style ListObjectsV2 with paging, GetObject, PutObject; objects in memory).
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir } from './support/processes.ts';

const script = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../scripts/pictures-store.mjs');
const objects = new Map<string, Buffer>();
let server: Server;
let endpoint = '';
const dirs: string[] = [];

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
  });

beforeAll(async () => {
  server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const url = new URL(req.url!, 'http://x');
      const [, bucket, ...rest] = decodeURIComponent(url.pathname).split('/');
      if (bucket !== 'pics') return res.writeHead(404).end();
      const key = rest.join('/');
      if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
        // Two keys a page, so the script must follow the continuation token.
        const keys = [...objects.keys()].sort();
        const start = Number(url.searchParams.get('continuation-token') ?? 0);
        const page = keys.slice(start, start + 2);
        const more = start + 2 < keys.length;
        const xml =
          `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>pics</Name><KeyCount>${page.length}</KeyCount>` +
          `<IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${start + 2}</NextContinuationToken>` : ''}` +
          page
            .map((k) => `<Contents><Key>${k}</Key><Size>${objects.get(k)!.length}</Size></Contents>`)
            .join('') +
          `</ListBucketResult>`;
        return res.writeHead(200, { 'content-type': 'application/xml' }).end(xml);
      }
      if (req.method === 'GET' && objects.has(key)) {
        return res.writeHead(200, { 'content-type': 'image/webp' }).end(objects.get(key));
      }
      if (req.method === 'PUT' && key) {
        objects.set(key, body);
        return res.writeHead(200, { etag: '"x"' }).end();
      }
      res.writeHead(404, { 'content-type': 'application/xml' }).end('<Error><Code>NoSuchKey</Code></Error>');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  dirs.forEach(removeDir);
});

/** Runs the script without blocking this process: the fake endpoint answers from this event loop. */
async function run(command: 'download' | 'upload', folder: string): Promise<string> {
  const secretFile = path.join(folder, '..', 'secret');
  writeFileSync(secretFile, 'fake-secret\n');
  const child = spawn(process.execPath, [script, command, folder], {
    env: {
      PATH: process.env.PATH,
      S3_BUCKET: 'pics',
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'fake',
      S3_SECRET_ACCESS_KEY_FILE: secretFile,
    },
  });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
  child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  if (code !== 0) throw new Error(`pictures-store ${command} failed (${code}): ${stderr}`);
  return stdout.trim();
}

describe('the picture store to a folder and back', () => {
  it('downloads every object at its key and uploads them again', async () => {
    objects.set('pictures/p1/a-large.webp', Buffer.from('large one'));
    objects.set('pictures/p1/a-thumb.webp', Buffer.from('thumb one'));
    objects.set('pictures/p2/b-large.webp', Buffer.from('large two'));
    objects.set('news/n1/image.webp', Buffer.from('news image'));
    objects.set('pictures/p3/c-large.webp', Buffer.from([0, 255, 1, 254]));
    const work = tempDir('pictures-store');
    dirs.push(work);
    const folder = path.join(work, 'pictures');
    mkdirSync(folder);
    expect(await run('download', folder)).toBe('pictures: downloaded 5 objects');
    expect(readFileSync(path.join(folder, 'pictures/p2/b-large.webp'), 'utf8')).toBe('large two');
    expect(readFileSync(path.join(folder, 'pictures/p3/c-large.webp'))).toEqual(
      Buffer.from([0, 255, 1, 254]),
    );
    const before = new Map(objects);
    objects.clear();
    expect(await run('upload', folder)).toBe('pictures: uploaded 5 objects');
    expect(objects).toEqual(before);
  });
});
