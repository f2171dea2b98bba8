/**
 * A fake S3 endpoint on 127.0.0.1 for S3Storage (not a test file itself): PutObject, GetObject and
 * DeleteObject on path-style URLs (/bucket/key), the objects kept in memory.
 */
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeS3 {
  /** S3_* settings that point S3Storage at this endpoint. */
  env: Record<string, string>;
  /** The keys stored now (without the bucket). */
  keys(): string[];
  close(): Promise<void>;
}

const BUCKET = 'samaj-pictures';

const readBody = (req: IncomingMessage) =>
  new Promise<Buffer>((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });

export async function startFakeS3(): Promise<FakeS3> {
  const objects = new Map<string, Buffer>();
  const server = createServer((req, res) => {
    void readBody(req).then((body) => {
      const key = decodeURIComponent(new URL(req.url!, 'http://x').pathname).replace(`/${BUCKET}/`, '');
      if (req.method === 'PUT') {
        objects.set(key, body);
        res.writeHead(200, { etag: '"fake"' }).end();
      } else if (req.method === 'GET' && objects.has(key)) {
        res.writeHead(200, { 'content-type': 'application/octet-stream' }).end(objects.get(key));
      } else if (req.method === 'GET') {
        res
          .writeHead(404, { 'content-type': 'application/xml' })
          .end('<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>No</Message></Error>');
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else {
        res.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_REGION: 'ap-south-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY_ID: 'test-key-id',
      S3_SECRET_ACCESS_KEY: 'test-secret',
      S3_FORCE_PATH_STYLE: 'true',
    },
    keys: () => [...objects.keys()].sort(),
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
