import { createHash } from 'node:crypto';
import { copyFileSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/support/app.ts';
import { PRERENDER_GATE_HASH, PRERENDER_GATE_SCRIPT } from '../../plugins/prerender-gate.ts';
import { fontHeadOf, withPrerendered } from './prerender.ts';

const webDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../web');

/** A capture as the build writes it (apps/web/src/build/prerender.ts), marked with its page and language. */
function capture(page: string, lang: string) {
  return {
    htmlAttributes: { 'data-mantine-color-scheme': 'light' },
    head: `<link rel="stylesheet" href="/assets/${page}.css">`,
    root: `<div class="shell"><main id="main"><h1>${page} in ${lang}</h1></main></div>`,
  };
}

let t: TestApp;

beforeAll(async () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'samaj-prerender-'));
  copyFileSync(path.join(webDir, 'index.html'), path.join(dist, 'index.html'));
  mkdirSync(path.join(dist, '.prerender'));
  for (const [page, langs] of [
    ['home', ['en', 'ur']],
    ['halls', ['en', 'ur']],
    ['login', ['en', 'ur']],
  ] as const) {
    for (const lang of langs) {
      writeFileSync(
        path.join(dist, '.prerender', `${page}.${lang}.json`),
        JSON.stringify(capture(page, lang)),
      );
    }
  }
  writeFileSync(
    path.join(dist, '.prerender', 'font.ur.json'),
    JSON.stringify({
      head: '<style data-urdu-font>@font-face{font-display:swap}</style>',
      fallbacks: "<style data-urdu-fallback>@font-face{src:local('DejaVu Sans')}</style>",
    }),
  );
  // Not a capture: the page is then sent plain.
  writeFileSync(path.join(dist, '.prerender', 'halls.hi.json'), JSON.stringify({ root: 42 }));
  t = await buildTestApp({ WEB_DIST: dist });
});

afterAll(async () => {
  await t?.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });
const htmlTag = (body: string) => /<html[^>]*>/.exec(body)?.[0];

describe('public pages painted before the script (decision 033)', () => {
  it.each([
    ['/banquet-halls', 'halls'],
    ['/login', 'login'],
  ])(
    '%s in English: the markup in #root, the app attributes, the gate and the page styles',
    async (url, page) => {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(htmlTag(res.body)).toBe('<html lang="en" dir="ltr" data-mantine-color-scheme="light">');
      expect(res.body).toContain(
        `<div id="root"><div data-prerendered><div class="shell"><main id="main"><h1>${page} in en</h1>`,
      );
      expect(res.body).toContain(`<link rel="stylesheet" href="/assets/${page}.css">`);
      expect(res.body).toContain(`<script data-app="/src/main.tsx">${PRERENDER_GATE_SCRIPT}</script>`);
      // The gate comes after the charset, which must stay in the first 1024 bytes.
      expect(res.body.indexOf('<meta charset="UTF-8" />')).toBeLessThan(res.body.indexOf('<script'));
      expect(res.body.indexOf('<meta charset="UTF-8" />')).toBeLessThan(1024);
      // The app's entry is fetched and run by the gate once the page has painted; never cached.
      expect(res.body).not.toContain('<script type="module"');
      expect(res.body).not.toContain('modulepreload');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it.each([
    ['/login?lang=ur', {}],
    ['/login', { cookie: 'other=1; samaj_lang=ur' }],
    ['/login', { 'accept-language': 'ur-PK,ur;q=0.9,en;q=0.5' }],
  ])('%s %j: drawn in Urdu, right to left, with the Urdu font declared', async (url, headers) => {
    const res = await get(url, headers);
    expect(htmlTag(res.body)).toBe('<html lang="ur" dir="rtl" data-mantine-color-scheme="light">');
    expect(res.body).toContain('<h1>login in ur</h1>');
    expect(res.body).not.toContain('login in en');
    expect(res.body).toContain('<style data-urdu-font>@font-face{font-display:swap}</style>');
    // Drawn: the phone's own font until the app replaces the page, not the fallbacks (decision 036).
    expect(res.body).not.toContain('data-urdu-fallback');
  });

  it('the home page is not prerendered (its largest paint is the news); in Urdu it still gets the font', async () => {
    const en = await get('/');
    expect(en.body).toContain('<div id="root"></div>');
    expect(en.body).not.toContain(PRERENDER_GATE_SCRIPT);
    expect(en.body).not.toContain('data-urdu-font');
    const ur = await get('/', { cookie: 'samaj_lang=ur' });
    expect(htmlTag(ur.body)).toBe('<html lang="ur" dir="rtl">');
    expect(ur.body).toContain('<div id="root"></div>');
    expect(ur.body).toContain('<style data-urdu-font>@font-face{font-display:swap}</style>');
    // The app draws it: the installed fonts sized to Noto Naskh come after it (decision 036).
    expect(ur.body).toMatch(
      /<style data-urdu-font>[^<]*<\/style>\s*<style data-urdu-fallback>@font-face\{src:local\('DejaVu Sans'\)\}<\/style>\s*<\/head>/,
    );
    expect(ur.body).toContain('<script type="module" src="/src/main.tsx"></script>');
  });

  it('the link wins over the cookie, the cookie over Accept-Language; the answer varies on both', async () => {
    const link = await get('/login?lang=en', { cookie: 'samaj_lang=ur' });
    expect(link.body).toContain('<h1>login in en</h1>');
    const cookie = await get('/banquet-halls', { cookie: 'samaj_lang=ur', 'accept-language': 'en' });
    expect(cookie.body).toContain('<h1>halls in ur</h1>');
    expect(cookie.headers.vary).toContain('Accept-Language');
    expect(cookie.headers.vary).toContain('Cookie');
    const bad = await get('/banquet-halls', { cookie: 'samaj_lang=xx' });
    expect(bad.body).toContain('<h1>halls in en</h1>');
  });

  it('a language the build did not draw, or a broken capture: the plain shell in that language, no gate', async () => {
    for (const url of ['/login?lang=gu', '/banquet-halls?lang=hi']) {
      const res = await get(url);
      expect(res.statusCode).toBe(200);
      expect(htmlTag(res.body)).toMatch(/^<html lang="(gu|hi)" dir="ltr">$/);
      expect(res.body).toContain('<div id="root"></div>');
      expect(res.body).not.toContain('data-prerendered');
      expect(res.body).not.toContain(PRERENDER_GATE_SCRIPT);
      expect(res.body).toContain('<script type="module" src="/src/main.tsx"></script>');
    }
  });

  it('other app routes get the plain shell, the API its JSON 404, as before', async () => {
    const member = await get('/matrimonial/search-profile?lang=ur');
    expect(member.statusCode).toBe(200);
    expect(member.body).toContain('<div id="root"></div>');
    expect(member.body).not.toContain('data-prerendered');
    const api = await get('/api/no-such-thing');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toEqual({ message: 'Not found.' });
  });

  it('the Content-Security-Policy allows the gate by its hash, and no other inline script', async () => {
    const res = await get('/');
    const hash = `'sha256-${createHash('sha256').update(PRERENDER_GATE_SCRIPT).digest('base64')}'`;
    expect(PRERENDER_GATE_HASH).toBe(hash);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+' https:\/\/checkout\.razorpay\.com;/);
    expect(csp).toContain(hash);
    expect(csp).not.toContain("unsafe-inline' https://checkout");
  });
});

describe('fontHeadOf', () => {
  const font = { head: '<style data-urdu-font>a</style>', fallbacks: '<style data-urdu-fallback>b</style>' };

  it('the font, with its sized fallbacks only where the app draws the page (decision 036)', () => {
    expect(fontHeadOf(font)).toBe(`${font.head}\n    ${font.fallbacks}`);
    expect(fontHeadOf(font, true)).toBe(font.head);
    // A build from before the fallbacks: the font alone.
    expect(fontHeadOf({ head: font.head })).toBe(font.head);
  });

  it("nothing from what is not the build's declaration", () => {
    expect(fontHeadOf(null)).toBe('');
    expect(fontHeadOf({ fallbacks: font.fallbacks })).toBe('');
    expect(fontHeadOf({ head: font.head, fallbacks: 3 })).toBe('');
  });
});

describe('withPrerendered', () => {
  it('keeps `$` patterns of the markup as they are, and escapes attribute values', () => {
    const html =
      '<html lang="en"><head><meta charset="UTF-8" /></head><body><div id="root"></div></body></html>';
    const out = withPrerendered(html, 'en', {
      htmlAttributes: { 'data-x': '"a" & b' },
      head: '<style>a{}</style>',
      root: "<p>costs $& and $' and $1</p>",
    });
    expect(out).toContain(`<p>costs $& and $' and $1</p>`);
    expect(out).toContain('data-x="&quot;a&quot; &amp; b"');
  });
});

/** Runs the gate as a browser would before the first paint; answers what it set on `<html>`. */
function runGate(options: {
  pageLang: string;
  search?: string;
  storage?: Record<string, string>;
  languages?: string[];
  app?: string;
  hidden?: boolean;
}) {
  const attributes = new Map<string, string>([['lang', options.pageLang]]);
  const documentElement = {
    getAttribute: (name: string) => attributes.get(name) ?? null,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
  };
  const appended: { type: string; src: string }[] = [];
  const frames: (() => void)[] = [];
  const tasks: { run: () => void; ms: number }[] = [];
  runInNewContext(PRERENDER_GATE_SCRIPT, {
    document: {
      documentElement,
      currentScript: { getAttribute: (name: string) => (name === 'data-app' ? (options.app ?? null) : null) },
      readyState: 'interactive',
      visibilityState: options.hidden ? 'hidden' : 'visible',
      createElement: () => ({ type: '', src: '', crossOrigin: null }),
      head: { appendChild: (e: { type: string; src: string }) => appended.push(e) },
    },
    requestAnimationFrame: (run: () => void) => frames.push(run),
    setTimeout: (run: () => void, ms: number) => tasks.push({ run, ms }),
    localStorage: { getItem: (key: string) => options.storage?.[key] ?? null },
    location: { search: options.search ?? '' },
    navigator: { languages: options.languages ?? ['en-IN'] },
    URLSearchParams,
    JSON,
    String,
  });
  return {
    off: attributes.get('data-prerender') === 'off',
    large: attributes.get('data-text-size') === 'large',
    appended,
    frames,
    tasks,
  };
}

describe('the gate (the app would show this page in this language, logged out)', () => {
  const prefs = (value: object) => ({ 'samaj.preferences': JSON.stringify(value) });

  it('shows the markup when the app will choose the same language', () => {
    expect(runGate({ pageLang: 'en' }).off).toBe(false);
    expect(runGate({ pageLang: 'ur', search: '?lang=ur' }).off).toBe(false);
    expect(runGate({ pageLang: 'ur', storage: prefs({ language: 'ur' }) }).off).toBe(false);
    expect(runGate({ pageLang: 'gu', languages: ['gu-IN', 'en'] }).off).toBe(false);
  });

  it('hides it when the app will choose another language: no English flash for an Urdu reader', () => {
    // Chosen on the device before the cookie existed: the server drew English.
    expect(runGate({ pageLang: 'en', storage: prefs({ language: 'ur' }) }).off).toBe(true);
    // The link wins over the saved choice, as in the app.
    expect(runGate({ pageLang: 'ur', search: '?lang=en', storage: prefs({ language: 'ur' }) }).off).toBe(
      true,
    );
    expect(runGate({ pageLang: 'en', languages: ['hi-IN'] }).off).toBe(true);
    expect(runGate({ pageLang: 'ur', search: '?lang=xx', languages: ['fr'] }).off).toBe(true);
  });

  it('hides it for a signed-in visitor (their header differs), and applies the larger text', () => {
    const session = { 'samaj.session': JSON.stringify({ state: { token: 'abc' }, version: 0 }) };
    expect(runGate({ pageLang: 'en', storage: session }).off).toBe(true);
    expect(runGate({ pageLang: 'en', storage: { 'samaj.session': '{"state":{"token":null}}' } }).off).toBe(
      false,
    );
    const large = runGate({ pageLang: 'en', storage: prefs({ largeText: true }) });
    expect(large).toMatchObject({ off: false, large: true });
    expect(runGate({ pageLang: 'en', storage: { 'samaj.preferences': 'not json' } }).off).toBe(false);
  });
});

describe('the gate starts the app after the first frame', () => {
  it('a frame, then a task, then the entry as a module script, once', () => {
    const gate = runGate({ pageLang: 'en', app: '/assets/index-abc.js' });
    expect(gate.appended).toEqual([]);
    expect(gate.frames).toHaveLength(1);
    gate.frames[0]!();
    const [fallback, afterFrame] = gate.tasks;
    expect(fallback?.ms).toBe(3000);
    expect(afterFrame?.ms).toBe(0);
    afterFrame!.run();
    expect(gate.appended).toEqual([
      { type: 'module', src: '/assets/index-abc.js', crossOrigin: 'anonymous' },
    ]);
    fallback!.run();
    expect(gate.appended).toHaveLength(1);
  });

  it('at once in a hidden tab (no frame comes), and not at all without an entry', () => {
    expect(runGate({ pageLang: 'en', app: '/assets/index-abc.js', hidden: true }).appended).toHaveLength(1);
    const none = runGate({ pageLang: 'en' });
    expect([none.appended, none.frames, none.tasks]).toEqual([[], [], []]);
  });
});
