import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';

let t: TestApp;
let dist: string;
const bigScript = `console.log(${JSON.stringify('samaj '.repeat(3000))});`;

beforeAll(async () => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'samaj-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head><title>Samaj</title></head><body>Samaj v1</body></html>',
  );
  writeFileSync(path.join(dist, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dist, 'manifest.webmanifest'), '{"name":"Samaj"}');
  // What the build's precompress step writes beside a large script. Each copy ends with its own
  // comment, so the test can tell the build's copy from one the server compressed on the fly.
  writeFileSync(path.join(dist, 'assets', 'big-def456.js'), bigScript);
  writeFileSync(path.join(dist, 'assets', 'big-def456.js.br'), brotliCompressSync(`${bigScript}//br`));
  writeFileSync(path.join(dist, 'assets', 'big-def456.js.gz'), gzipSync(`${bigScript}//gz`));
  // The build's own files for the server (prerendered pages, the member pages' preload table, Vite's
  // manifest): dot-names, never sent as files.
  mkdirSync(path.join(dist, '.prerender'));
  writeFileSync(path.join(dist, '.prerender', 'login.en.json'), '{"body":"drawn"}');
  writeFileSync(path.join(dist, '.route-preloads.json'), '{"routes":[]}');
  mkdirSync(path.join(dist, '.vite'));
  writeFileSync(path.join(dist, '.vite', 'manifest.json'), '{"index.html":{}}');
  t = await buildTestApp({ WEB_DIST: dist });
});
afterAll(() => t.close());

describe('serving the built web app', () => {
  it('answers / and any app route with index.html, never cached', async () => {
    for (const url of ['/', '/banquet-halls', '/matrimonial/search-profile', '/no/such/page']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('Samaj v1');
    }
  });

  it('never sends the build dot-files, which are for the server (an app route answers instead)', async () => {
    for (const url of ['/.prerender/login.en.json', '/.route-preloads.json', '/.vite/manifest.json']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-type'], url).toContain('text/html');
      expect(res.body, url).toContain('Samaj v1');
    }
  });

  it('serves hashed assets with a year-long immutable cache, other files revalidated', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const manifest = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(manifest.statusCode).toBe(200);
    expect(manifest.headers['cache-control']).toBe('no-cache');
  });

  it('sends an asset without the headers only a document obeys (CSP...), the page with them', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'cross-origin-opener-policy',
      'referrer-policy',
    ])
      expect(asset.headers[name], name).toBeUndefined();
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/assets/big-def456.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-security-policy']).toBeUndefined();
    const page = await t.app.inject({ method: 'GET', url: '/matrimonial/search-profile' });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    const other = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' });
    expect(other.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('sends the compressed copies the build wrote to a client that accepts them, the file itself otherwise', async () => {
    const url = '/assets/big-def456.js';
    const br = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br, gzip' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(`${bigScript}//br`);
    const gz = await t.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'gzip' } });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(`${bigScript}//gz`);
    const plain = await t.app.inject({ method: 'GET', url });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(bigScript);
  });

  it('keeps JSON 404s for unknown API paths and non-GET methods', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
    const post = await t.app.inject({ method: 'POST', url: '/somewhere' });
    expect(post.statusCode).toBe(404);
  });

  it('serves a new build without a restart', async () => {
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>Samaj</title></head><body>Samaj v2</body></html>',
    );
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.body).toContain('Samaj v2');
  });
});
