import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { WEB_PAGES } from '@samaj/shared';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build.ts';
import { urduFallbackCss } from '../app/urdu-font-fallback.ts';
import { ARABIC_RANGE } from '../app/urdu-font-range.ts';

/**
 * The public pages painted before the script runs (decision 033), by the name the server looks up. Not
 * the home page: its largest paint is the news the API sends, which no build can draw, so drawing its
 * skeleton early only moved the script's evaluation into Lighthouse's blocking time.
 */
export const PRERENDERED_PAGES = { halls: WEB_PAGES.halls, login: WEB_PAGES.login } as const;
export const PRERENDER_LANGUAGES = ['en', 'gu', 'hi', 'ur'] as const;
/** Where the captures go: a dot-folder, which the server never serves and the service worker never precaches. */
export const PRERENDER_DIR = '.prerender';

/** One page in one language as the built app first draws it, before any API answer. */
export interface Prerendered {
  /** `<html>`'s attributes the app sets (Mantine's colour scheme), without lang and dir. */
  htmlAttributes: Record<string, string>;
  /** What the app added to `<head>`: its styles, and the page's lazy stylesheets. */
  head: string;
  /** `#root`'s content. */
  root: string;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.woff2': 'font/woff2',
};

/**
 * Resolves once nothing on the page has changed for 400 ms (lazy chunks and their styles are in). A
 * string, so that no build tool's helper (esbuild's `__name`) ends up in the page.
 */
const SETTLE = `new Promise((resolve) => {
  const done = () => { observer.disconnect(); resolve(); };
  let timer = setTimeout(done, 400);
  const observer = new MutationObserver(() => { clearTimeout(timer); timer = setTimeout(done, 400); });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})`;

/** The file of `dist` a request asks for, or index.html for an app route; null for the API. */
export function fileFor(dist: string, pathname: string): string | null {
  if (pathname.startsWith('/api/') || pathname === '/api' || pathname.startsWith('/sanctum/')) return null;
  const file = path.join(dist, path.normalize(decodeURIComponent(pathname)).replace(/^([/\\])+/, ''));
  if (file.startsWith(dist + path.sep) && existsSync(file) && path.extname(file)) return file;
  return path.join(dist, 'index.html');
}

/**
 * For an Urdu page: its font (Noto Naskh Arabic, apps/web/src/app/urdu-font.ts) declared in `<head>`,
 * so that its download starts at the first paint rather than once the app has run. `swap`: with
 * `optional` (tried, decision 033) a browser whose own fonts lack Urdu's letters (ہ, ے) kept showing
 * empty boxes for the whole visit when the file came late. Not preloaded: its 105 kB competed with the
 * app's script on a slow line. urdu-font.ts declares nothing more when this is there (`data-urdu-font`).
 */
export function urduFontHead(dist: string): string {
  const assets = readdirSync(path.join(dist, 'assets'));
  const faces = (['400', '700'] as const).flatMap((weight) => {
    const file = assets.find(
      (f) => f.startsWith(`noto-naskh-arabic-arabic-${weight}-normal-`) && f.endsWith('.woff2'),
    );
    return file ? [{ weight, url: `/assets/${file}` }] : [];
  });
  if (faces.length === 0) return '';
  return [
    `<style data-urdu-font>${faces
      .map(
        (f) =>
          `@font-face{font-family:'Noto Naskh Arabic';font-style:normal;font-weight:${f.weight};font-display:swap;src:url(${f.url}) format('woff2');unicode-range:${ARABIC_RANGE}}`,
      )
      .join('')}</style>`,
  ].join('\n');
}

/**
 * The installed fonts sized to Noto Naskh (decision 036), so that its swap moves no line: the server puts
 * them after the font's declaration in the Urdu pages the app draws, not in prerendered ones.
 */
export function urduFallbackHead(): string {
  return `<style data-urdu-fallback>${urduFallbackCss()}</style>`;
}

/**
 * Opens each public page of the build in Chromium (files served from `dist`, API requests left
 * unanswered, so the page shows its loading state), and keeps what the app drew. Without Chromium it
 * writes nothing: the server then sends the plain shell, as before.
 */
export async function prerenderDist(dist: string, executablePath = '/usr/bin/chromium'): Promise<string[]> {
  if (!existsSync(executablePath)) {
    console.warn(`[prerender] no Chromium at ${executablePath}: the public pages are not prerendered`);
    return [];
  }
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch({ executablePath, args: ['--no-sandbox', '--disable-gpu'] });
  const written: string[] = [];
  const out = path.join(dist, PRERENDER_DIR);
  mkdirSync(out, { recursive: true });
  const origin = 'http://prerender.invalid';
  try {
    const context = await browser.newContext({
      serviceWorkers: 'block',
      viewport: { width: 390, height: 844 },
    });
    await context.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== origin) return route.abort();
      const file = fileFor(dist, url.pathname);
      // The API never answers: the page stays in its loading state, which is what is captured.
      if (!file) return;
      const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
      return route.fulfill({ status: 200, contentType: type, body: readFileSync(file) });
    });
    for (const [name, pathname] of Object.entries(PRERENDERED_PAGES)) {
      for (const lang of PRERENDER_LANGUAGES) {
        const page = await context.newPage();
        await page.goto(`${origin}${pathname}?lang=${lang}`, { waitUntil: 'domcontentloaded' });
        await page.locator('main h1').first().waitFor({ state: 'visible', timeout: 30_000 });
        // Settled: no change to the page for 400 ms (lazy chunks and their styles are in).
        await page.evaluate(SETTLE);
        const captured = await page.evaluate(
          (builtHead: string) => {
            // A select's choice is a property, not in the markup: written as the attribute.
            for (const option of Array.from(document.querySelectorAll('option'))) {
              option.toggleAttribute('selected', option.selected);
            }
            // Until the app runs the drawn page takes no input: text typed there would be lost when the
            // app replaces it, and a form would submit natively (the password in the address). Fields
            // read-only, buttons and menus disabled (a form whose default button is disabled never submits).
            const root = document.getElementById('root')!;
            for (const field of Array.from(root.querySelectorAll('input, textarea'))) {
              const type = field.getAttribute('type');
              field.setAttribute(type === 'checkbox' || type === 'radio' ? 'disabled' : 'readonly', '');
            }
            for (const control of Array.from(root.querySelectorAll('button, select'))) {
              control.setAttribute('disabled', '');
            }
            const html = document.documentElement;
            const htmlAttributes: Record<string, string> = {};
            for (const a of Array.from(html.attributes)) {
              if (!['lang', 'dir', 'data-text-size'].includes(a.name)) htmlAttributes[a.name] = a.value;
            }
            const head = Array.from(document.head.querySelectorAll('style, link[rel="stylesheet"]'))
              .filter(
                (el) => !(el instanceof HTMLLinkElement) || !builtHead.includes(el.getAttribute('href')!),
              )
              .map((el) => el.outerHTML)
              .join('\n');
            return { htmlAttributes, head, root: document.getElementById('root')!.innerHTML };
          },
          readFileSync(path.join(dist, 'index.html'), 'utf8'),
        );
        if (captured.root.length < 200) throw new Error(`prerender of ${pathname} (${lang}) drew nothing`);
        const local = (text: string) => text.replaceAll(`${origin}/`, '/');
        const result: Prerendered = {
          htmlAttributes: captured.htmlAttributes,
          head: local(captured.head),
          root: local(captured.root),
        };
        const file = path.join(out, `${name}.${lang}.json`);
        writeFileSync(file, JSON.stringify(result));
        written.push(file);
        await page.close();
      }
    }
  } finally {
    await browser.close();
  }
  // The Urdu font's declaration, which the server puts in every Urdu page (prerendered or not).
  const font = urduFontHead(dist);
  if (font) {
    const file = path.join(out, 'font.ur.json');
    writeFileSync(file, JSON.stringify({ head: font, fallbacks: urduFallbackHead() }));
    written.push(file);
  }
  return written;
}

/** The Vite plugin: prerenders the public pages once the build (with its service worker) is written. */
export function prerender(): Plugin {
  return afterBuild('samaj-prerender', async (outDir) => {
    try {
      const written = await prerenderDist(outDir);
      if (written.length) console.log(`[prerender] ${written.length} pages in ${PRERENDER_DIR}/`);
    } catch (error) {
      // The build stays usable: without captures the server sends the plain shell (e2e/prerender.spec.ts
      // fails then, so CI still sees it).
      rmSync(path.join(outDir, PRERENDER_DIR), { recursive: true, force: true });
      console.warn(`[prerender] failed, the public pages are not prerendered: ${String(error)}`);
    }
  });
}
