import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import Fastify from 'fastify';
import type helmet from 'helmet';
import { describe, expect, it } from 'vitest';
import { helmetEffects, helmetMiddleware, securityHeadersPlugin } from './security-headers.ts';

/** The headers helmet's own middleware leaves on a real response that already had X-Powered-By. */
function helmetOnARealResponse(middleware: ReturnType<typeof helmet>): Record<string, unknown> {
  const request = new IncomingMessage(new Socket());
  const response = new ServerResponse(request);
  response.setHeader('X-Powered-By', 'something');
  let finished = false;
  middleware(request, response, () => {
    finished = true;
  });
  expect(finished).toBe(true);
  return response.getHeaders();
}

describe('security headers', () => {
  it('are what helmet writes, set on every answer', async () => {
    const { set, removed } = helmetEffects();
    expect(removed.map((h) => h.toLowerCase())).toEqual(['x-powered-by']);
    expect(set.map(([h]) => h.toLowerCase())).toContain('content-security-policy');

    const app = Fastify();
    await app.register(securityHeadersPlugin);
    app.get('/x', async () => ({ ok: true }));
    const res = await app.inject({ method: 'GET', url: '/x' });
    for (const [name, value] of set) expect(res.headers[name.toLowerCase()]).toBe(value);
    expect(res.headers['x-powered-by']).toBeUndefined();
    await app.close();
  });

  it("match what helmet's middleware leaves on a real response", () => {
    const { set } = helmetEffects();
    const recorded = Object.fromEntries(set.map(([h, v]) => [h.toLowerCase(), v]));
    expect(helmetOnARealResponse(helmetMiddleware)).toEqual(recorded);
  });
});
