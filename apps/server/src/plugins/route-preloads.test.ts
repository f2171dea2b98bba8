import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/support/app.ts';
import {
  matchesRoute,
  parsePreloads,
  ROUTE_PRELOADS_FILE,
  withLanguagePreloads,
  withRoutePreloads,
} from './route-preloads.ts';

const table = {
  routes: [
    {
      path: '/matrimonial/search-profile',
      scripts: ['/assets/routes-a1.js', '/assets/search-profile-page-b2.js'],
      styles: ['/assets/inputs-c3.css'],
    },
    { path: '/matrimonial/view-profile/:id', scripts: ['/assets/view-profile-page-d4.js'], styles: [] },
  ],
  languages: {
    ur: { scripts: ['/assets/ur-e5.js', '/assets/language-resources-f6.js'], styles: [] },
    hi: { scripts: ['/assets/hi-g7.js', '/assets/language-resources-f6.js'], styles: [] },
  },
};
const urduLinks =
  '<link rel="modulepreload" crossorigin href="/assets/ur-e5.js">' +
  '<link rel="modulepreload" crossorigin href="/assets/language-resources-f6.js"></head>';
const html = '<!doctype html><html><head><title>Samaj</title></head><body>Samaj</body></html>';

describe('matchesRoute', () => {
  it('matches segment by segment, case-insensitively, :id any one segment, a trailing slash allowed', () => {
    expect(matchesRoute('/matrimonial/search-profile', '/matrimonial/search-profile')).toBe(true);
    expect(matchesRoute('/matrimonial/search-profile', '/Matrimonial/Search-Profile/')).toBe(true);
    expect(matchesRoute('/matrimonial/view-profile/:id', '/matrimonial/view-profile/42')).toBe(true);
    expect(matchesRoute('/matrimonial/view-profile/:id', '/matrimonial/view-profile/')).toBe(false);
    expect(matchesRoute('/matrimonial/view-profile/:id', '/matrimonial/view-profile/42/x')).toBe(false);
    expect(matchesRoute('/matrimonial', '/matrimonial/search-profile')).toBe(false);
    expect(matchesRoute('/matrimonial/search-profile', '/matrimonial/search-profiles')).toBe(false);
  });
});

describe('withRoutePreloads', () => {
  it("names the page's scripts and stylesheets before </head>, ignoring the query", () => {
    const out = withRoutePreloads(html, table.routes, '/matrimonial/search-profile?page=2');
    expect(out).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/routes-a1.js">' +
        '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/search-profile-page-b2.js">' +
        '<link rel="preload" as="style" crossorigin fetchpriority="low" href="/assets/inputs-c3.css"></head>',
    );
  });

  it('leaves any other page as it is', () => {
    for (const url of [
      '/',
      '/matrimonial',
      '/matrimonial/profile-edit',
      '/login?redirect=/matrimonial/search-profile',
    ])
      expect(withRoutePreloads(html, table.routes, url), url).toBe(html);
  });
});

describe('parsePreloads: the pages', () => {
  it('takes nothing from a missing, damaged or foreign table', () => {
    expect(parsePreloads(null).routes).toEqual([]);
    expect(parsePreloads('{"routes": [').routes).toEqual([]);
    // Only the build's own assets are ever written into a page.
    const bad = [
      { path: '/a', scripts: ['https://elsewhere.example/x.js'], styles: [] },
      { path: '/b', scripts: ['/assets/x.js"><script>alert(1)</script>'], styles: [] },
      { path: '/c', scripts: ['/assets/x.css'], styles: [] },
    ];
    expect(parsePreloads(JSON.stringify({ routes: [...bad, table.routes[1]] })).routes).toEqual([
      table.routes[1],
    ]);
  });
});

describe('withLanguagePreloads', () => {
  it("names the language's translations before </head>, for a language other than English", () => {
    expect(withLanguagePreloads(html, table.languages, 'ur')).toContain(urduLinks);
    expect(withLanguagePreloads(html, table.languages, 'en')).toBe(html);
    expect(withLanguagePreloads(html, table.languages, 'gu')).toBe(html);
    expect(withLanguagePreloads(html, table.languages, 'constructor')).toBe(html);
  });
});

describe('parsePreloads: the languages', () => {
  it("takes only well-formed entries of the build's own assets", () => {
    expect(parsePreloads(null).languages).toEqual({});
    expect(parsePreloads(JSON.stringify({ routes: [] })).languages).toEqual({});
    const languages = {
      ur: table.languages.ur,
      hi: { scripts: ['https://elsewhere.example/hi.js'], styles: [] },
      gu: { scripts: '/assets/gu.js', styles: [] },
    };
    expect(parsePreloads(JSON.stringify({ languages })).languages).toEqual({ ur: table.languages.ur });
  });
});

describe('the SPA fallback of a build with a route table', () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = mkdtempSync(path.join(os.tmpdir(), 'samaj-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'index.html'), html);
    writeFileSync(path.join(dist, ROUTE_PRELOADS_FILE), JSON.stringify(table));
    t = await buildTestApp({ WEB_DIST: dist });
  });
  afterAll(() => t.close());

  it("sends a member page's HTML with its chunks named, allowed by the CSP", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/matrimonial/view-profile/7' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain(
      '<link rel="modulepreload" crossorigin fetchpriority="low" href="/assets/view-profile-page-d4.js"></head>',
    );
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).toMatch(/style-src 'self'/);
  });

  it('sends other pages as plain index.html', async () => {
    for (const url of ['/matrimonial/profile-edit', '/jobs', '/booking/view-booking/3']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(html);
    }
  });

  it("names the translations of the page's language: ?lang=, else the device's choice, else the browser's", async () => {
    const withLang = await t.app.inject({ method: 'GET', url: '/matrimonial/profile-edit?lang=ur' });
    expect(withLang.body).toContain(urduLinks);
    const chosen = await t.app.inject({
      method: 'GET',
      url: '/booking',
      headers: { cookie: 'samaj_lang=hi', 'accept-language': 'ur' },
    });
    expect(chosen.body).toContain('href="/assets/hi-g7.js"');
    expect(chosen.body).not.toContain('ur-e5.js');
    expect(String(chosen.headers.vary)).toMatch(/Cookie/);
    const browser = await t.app.inject({
      method: 'GET',
      url: '/matrimonial/search-profile',
      headers: { 'accept-language': 'ur-PK,en;q=0.5' },
    });
    expect(browser.body).toContain(urduLinks);
    expect(browser.body).toContain('fetchpriority="low" href="/assets/routes-a1.js"');
    const english = await t.app.inject({ method: 'GET', url: '/jobs', headers: { 'accept-language': 'en' } });
    expect(english.body).toBe(html);
  });

  it('names nothing once the build has no table (a build before decision 037)', async () => {
    rmSync(path.join(dist, ROUTE_PRELOADS_FILE));
    const res = await t.app.inject({ method: 'GET', url: '/matrimonial/search-profile' });
    expect(res.body).toBe(html);
  });
});
