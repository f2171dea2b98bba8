import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { pageLanguage } from './page-language.ts';
import {
  parsePreloads,
  ROUTE_PRELOADS_FILE,
  withLanguagePreloads,
  withRoutePreloads,
} from './route-preloads.ts';
import { answerWith } from '../i18n/said.ts';
import { msg } from '../i18n/translate.ts';

const API_PREFIXES = ['/api/', '/api', '/sanctum/'];

/**
 * Security headers that only a document (or a worker) obeys: on a script, stylesheet or font of `assets/`
 * they are bytes on every request and nothing more. A member page fetches some forty such files on a slow
 * line, each carrying about 800 bytes of them (the CSP alone is 600), decision 037. Kept on assets:
 * `X-Content-Type-Options` and `Cross-Origin-Resource-Policy`, which a subresource's own answer sets, and
 * `Strict-Transport-Security`.
 */
const DOCUMENT_ONLY_HEADERS = [
  'content-security-policy',
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** A top-level file of the build, or null (no nested paths). */
function readFileIn(distDir: string, name: string): string | null {
  if (name.includes('/') || name.includes('\\')) return null;
  const file = path.join(distDir, name);
  return existsSync(file) ? readFileSync(file, 'utf8') : null;
}

function isApiPath(url: string): boolean {
  const p = url.split('?')[0] ?? url;
  return API_PREFIXES.some((prefix) => p === prefix || p.startsWith(prefix));
}

/** The built web app's shell, for routes that send index.html with their own head (domains/seo). */
export interface WebShell {
  /** index.html as built, or null when there is no build (the server runs without the web app). */
  index(): string | null;
  /** A top-level file of the build (robots.txt), or null. */
  file(name: string): string | null;
  /**
   * A public page as the build drew it in one language before any script ran (`npm run build`'s
   * prerender, decision 033: `.prerender/<page>.<lang>.json`), or null when the build has none.
   */
  prerendered(page: string, lang: string): unknown;
  /** Sends this HTML as the app's page, never cached (it names the current build's assets). */
  send(reply: FastifyReply, html: string, status?: number): FastifyReply;
}

declare module 'fastify' {
  interface FastifyInstance {
    webShell: WebShell;
  }
}

/**
 * Serves the built web app: hashed assets with a year's cache (as the build compressed them, when the
 * client accepts Brotli or gzip), index.html never cached, and the
 * SPA fallback (index.html) for any other GET that is not an API path. API paths get JSON 404s.
 * The public pages with share previews (/, /news/:id, /job/:id, /banquet-halls) are domains/seo's
 * routes, sending index.html through `app.webShell` with their own head.
 */
export const webPlugin = fp(
  async (app: FastifyInstance, opts: { distDir?: string }) => {
    const distDir = opts.distDir;
    const indexFile = distDir ? path.join(distDir, 'index.html') : undefined;
    const hasWeb = Boolean(indexFile && existsSync(indexFile));

    if (hasWeb && distDir) {
      await app.register(fastifyStatic, {
        root: distDir,
        index: false,
        // The build's files for the server alone (.prerender/, .route-preloads.json, .vite/) are not
        // sent: a dot-name is a path the app's router answers (decisions 033, 037).
        dotfiles: 'ignore',
        // The build writes Brotli (best quality) and gzip copies beside its text files
        // (apps/web/src/build/precompress.ts): sent as they are to a client that accepts them.
        preCompressed: true,
        setHeaders(res, filePath) {
          const rel = path.relative(distDir, filePath);
          if (rel.startsWith('assets' + path.sep)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
            for (const name of DOCUMENT_ONLY_HEADERS) res.raw.removeHeader(name);
          } else {
            res.header('Cache-Control', 'no-cache');
          }
        },
      });
    }

    // Read on each request (it is small): a new build deployed under a running server is served at once.
    const preloadTable = () => parsePreloads(distDir ? readFileIn(distDir, ROUTE_PRELOADS_FILE) : null);
    // Every page names its language's translations, when that is not English (decision 040).
    const send = (reply: FastifyReply, html: string, status = 200, table = preloadTable()) =>
      reply
        .status(status)
        .header('Cache-Control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(withLanguagePreloads(html, table.languages, pageLanguage(reply.request, reply)));
    const shell: WebShell = {
      index: () => (hasWeb ? readFileSync(indexFile!, 'utf8') : null),
      file: (name) => (distDir ? readFileIn(distDir, name) : null),
      prerendered(page, lang) {
        if (!distDir || !/^[a-z]+$/.test(page) || !/^[a-z]+$/.test(lang)) return null;
        const file = path.join(distDir, '.prerender', `${page}.${lang}.json`);
        if (!existsSync(file)) return null;
        try {
          return JSON.parse(readFileSync(file, 'utf8')) as unknown;
        } catch {
          return null;
        }
      },
      send: (reply, html, status) => send(reply, html, status),
    };
    app.decorate('webShell', shell);
    // A member page's HTML names the chunks it will import (the build's table, read like index.html on each
    // request), so the browser fetches them alongside the first-load script (decision 037).
    const sendIndex = (request: FastifyRequest, reply: FastifyReply) => {
      const table = preloadTable();
      return send(reply, withRoutePreloads(shell.index()!, table.routes, request.url), 200, table);
    };

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (hasWeb && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) {
        // Not a file in dist: an app route, decided by the client router (it has the not-found page).
        return sendIndex(request, reply);
      }
      return reply.status(404).send(answerWith(msg('notFound')));
    });
  },
  { name: 'web', dependencies: ['errors'] },
);
