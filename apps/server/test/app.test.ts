import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../src/seed.ts';
import { buildTestApp, type TestApp } from './support/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('the app', () => {
  it('answers unknown API paths with a JSON 404', async () => {
    for (const url of ['/api/nothing', '/api', '/api/news/x/y']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.headers['content-type']).toContain('application/json');
      expect(res.json()).toEqual({ message: 'Not found.' });
    }
  });

  it('answers a malformed URL escape with a JSON 404 that does not echo the URL', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/news/%zz<script>' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.' });
  });

  it('sends security headers, CSP included', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/hall' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeDefined();
  });

  it('compresses large answers', async () => {
    await seedDemo(t.database.db, t.clock);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/news',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/news', '/api/news/{id}', '/api/hall']),
    );
  });

  it('answers malformed JSON with 422 and an oversized body with 413, never 500', async () => {
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/news',
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    expect([404, 422]).toContain(bad.statusCode);
    const big = await t.app.inject({
      method: 'POST',
      url: '/api/hall',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ x: 'a'.repeat(2 * 1024 * 1024) }),
    });
    expect([404, 413]).toContain(big.statusCode);
  });

  it('seeds only an empty database', async () => {
    expect(await seedDemo(t.database.db, t.clock)).toBe(false);
  });
});
