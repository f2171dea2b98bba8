// Operations (docs/api.md): X-Request-Id in the log lines and the 500 body, and errors reported to SENTRY_DSN
// (the server's own and the web app's through POST /api/client-errors).
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { parseConfig } from '../src/config.ts';
import { ManualClock } from '../src/lib/clock.ts';
import { LogPushSender } from '../src/domains/push/sender.ts';
import { openTestDatabase } from './support/app.ts';

/** What the test reads of an envelope's lines (header, item header, event). */
interface EnvelopeLine {
  dsn?: string;
  type?: string;
  exception: { values: { type: string; value: string; stacktrace: { frames: unknown[] } }[] };
}

/** An app with a route that fails, logging into `lines`, reporting to `dsn` when given. */
async function failingApp(lines: string[], env: Record<string, string> = {}) {
  const database = await openTestDatabase();
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().trim().split('\n'));
      done();
    },
  });
  const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/samaj-test-unused', ...env });
  const app = await buildApp({
    config,
    database,
    clock: new ManualClock(new Date()),
    push: new LogPushSender(),
    logger: { level: 'info', stream },
  });
  app.get('/api/test-boom', async () => {
    throw new Error('the disk is on fire');
  });
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.drop();
    },
  };
}

describe('X-Request-Id', () => {
  it('is in every log line of the request and in a 500 body, which carries no internals', async () => {
    const lines: string[] = [];
    const f = await failingApp(lines);
    try {
      const res = await f.app.inject({
        method: 'GET',
        url: '/api/test-boom',
        headers: { 'x-request-id': 'req-500' },
      });
      expect(res.statusCode).toBe(500);
      expect(res.headers['x-request-id']).toBe('req-500');
      expect(res.json()).toEqual({ message: 'Server Error', request_id: 'req-500' });
      const mine = lines
        .map((l) => JSON.parse(l) as Record<string, unknown>)
        .filter((r) => r.reqId === 'req-500');
      expect(mine.map((r) => r.msg)).toEqual(['incoming request', 'unhandled error', 'request completed']);
      // Every line that names a request names this id (none without).
      const requestLines = lines.filter((l) => l.includes('"req"') || l.includes('"res"'));
      expect(requestLines.every((l) => l.includes('"reqId":"req-500"'))).toBe(true);
    } finally {
      await f.close();
    }
  });
});

describe('SENTRY_DSN', () => {
  it('reports a 500 as a Sentry envelope with the route, the request id and the stack', async () => {
    const received: { url: string; headers: IncomingMessage['headers']; body: string }[] = [];
    const sentry = createServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => (body += c.toString()));
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body });
        res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => sentry.listen(0, '127.0.0.1', resolve));
    const { port } = sentry.address() as AddressInfo;
    const lines: string[] = [];
    const f = await failingApp(lines, {
      SENTRY_DSN: `http://publickey@127.0.0.1:${port}/42`,
      RELEASE: 'v1.2.3',
    });
    try {
      await f.app.inject({ method: 'GET', url: '/api/test-boom', headers: { 'x-request-id': 'req-sentry' } });
      // A 4xx is the caller's mistake, not reported.
      await f.app.inject({ method: 'GET', url: '/api/hall/not-a-uuid' });
      await f.app.ops.reporter!.flush();
      expect(received).toHaveLength(1);
      const [report] = received;
      expect(report!.url).toBe('/api/42/envelope/');
      expect(report!.headers['x-sentry-auth']).toContain('sentry_key=publickey');
      const [header, item, event] = report!.body
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l) as EnvelopeLine);
      expect(header!.dsn).toBe(`http://publickey@127.0.0.1:${port}/42`);
      expect(item).toMatchObject({ type: 'event' });
      expect(event).toMatchObject({
        level: 'error',
        environment: 'test',
        release: 'v1.2.3',
        transaction: 'GET /api/test-boom',
        tags: { request_id: 'req-sentry' },
      });
      expect(event!.exception.values[0]).toMatchObject({ type: 'Error', value: 'the disk is on fire' });
      expect(event!.exception.values[0]!.stacktrace.frames.length).toBeGreaterThan(0);

      // The web app's error, through the server: its stack, its route, the web platform.
      const web = await f.app.inject({
        method: 'POST',
        url: '/api/client-errors',
        payload: {
          name: 'TypeError',
          message: 'x is undefined',
          stack:
            'TypeError: x is undefined\n    at render (https://samaj.example.org/assets/index-abc.js:1:2345)',
          route: '/matrimonial/:id',
        },
      });
      expect(web.statusCode).toBe(204);
      const bad = await f.app.inject({ method: 'POST', url: '/api/client-errors', payload: { message: '' } });
      expect(bad.statusCode).toBe(422);
      await f.app.ops.reporter!.flush();
      expect(received).toHaveLength(2);
      const webEvent = JSON.parse(received[1]!.body.trim().split('\n')[2]!) as Record<string, unknown>;
      expect(webEvent).toMatchObject({
        platform: 'javascript',
        logger: 'samaj-web',
        transaction: '/matrimonial/:id',
        exception: {
          values: [
            {
              type: 'TypeError',
              value: 'x is undefined',
              stacktrace: {
                frames: [
                  {
                    function: 'render',
                    filename: 'https://samaj.example.org/assets/index-abc.js',
                    lineno: 1,
                    colno: 2345,
                  },
                ],
              },
            },
          ],
        },
      });
    } finally {
      await f.close();
      sentry.close();
    }
  });
});
