/**
 * Written by the web build (apps/web/src/build/route-preloads.ts): member pages and the files each fetches,
 * and each language's translations (its chunk and what it imports).
 */
export const ROUTE_PRELOADS_FILE = '.route-preloads.json';

export interface RoutePreload {
  /** The router's pattern: `/matrimonial/view-profile/:id`. */
  path: string;
  scripts: string[];
  styles: string[];
}

/** Only the build's own asset paths are ever written into the page. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/** A language's files: the same shape as a page's, without the path. */
export type LanguagePreload = Omit<RoutePreload, 'path'>;

function isFiles(value: unknown): value is LanguagePreload {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  const assets = (list: unknown, ext: string) =>
    Array.isArray(list) && list.every((f) => typeof f === 'string' && ASSET.test(f) && f.endsWith(ext));
  return assets(r.scripts, '.js') && assets(r.styles, '.css');
}

function isRoute(value: unknown): value is RoutePreload {
  const path = (value as { path?: unknown } | null)?.path;
  return isFiles(value) && typeof path === 'string' && path.startsWith('/');
}

/** The build's table: member pages' files and each language's. */
export interface PreloadTable {
  routes: RoutePreload[];
  languages: Record<string, LanguagePreload>;
}

function parseJson(text: string): Record<string, unknown> | null {
  try {
    const parsed = JSON.parse(text) as unknown;
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * The build's table from its text (the web shell's `file(ROUTE_PRELOADS_FILE)`), keeping only well-formed
 * entries of the build's own assets; empty when the build has none (older build, no web app) or it is
 * damaged.
 */
export function parsePreloads(text: string | null): PreloadTable {
  const table = text === null ? null : parseJson(text);
  const routes = table?.routes;
  const languages = table?.languages;
  return {
    routes: Array.isArray(routes) ? routes.filter(isRoute) : [],
    languages:
      languages && typeof languages === 'object'
        ? Object.fromEntries(
            Object.entries(languages).filter((entry): entry is [string, LanguagePreload] =>
              isFiles(entry[1]),
            ),
          )
        : {},
  };
}

const preloadTags = (files: LanguagePreload, priority: string) =>
  [
    ...files.scripts.map((f) => `<link rel="modulepreload" crossorigin${priority} href="${f}">`),
    ...files.styles.map((f) => `<link rel="preload" as="style" crossorigin${priority} href="${f}">`),
  ].join('');

/**
 * Whether a request path is the route's: segment by segment, case-insensitively (as the app's router
 * matches), `:name` any one non-empty segment, a trailing slash allowed.
 */
export function matchesRoute(pattern: string, pathname: string): boolean {
  const split = (p: string) => p.toLowerCase().replace(/\/+$/, '').split('/');
  const want = split(pattern);
  const got = split(pathname);
  return (
    want.length === got.length &&
    want.every((seg, i) => (seg.startsWith(':') ? got[i] !== '' : seg === got[i]))
  );
}

/**
 * index.html with `<link rel="modulepreload">` for the page's scripts and `<link rel="preload" as="style">`
 * for its stylesheets before `</head>`, when the path is one of the table's pages; unchanged otherwise.
 * `crossorigin` as Vite's own preloads have it, so the app's later request reuses the fetched file.
 */
export function withRoutePreloads(html: string, routes: RoutePreload[], url: string): string {
  const pathname = url.split(/[?#]/)[0] ?? url;
  const route = routes.find((r) => matchesRoute(r.path, pathname));
  if (!route || !html.includes('</head>')) return html;
  return html.replace('</head>', `${preloadTags(route, ' fetchpriority="low"')}</head>`);
}

/**
 * index.html with the translations of the page's language named (`modulepreload`, at the browser's usual
 * priority: the first render waits for them), when the language is not English (bundled) and the build
 * has its files. The app would otherwise ask for them only once its first-load script has run, a round
 * trip later (decision 040).
 */
export function withLanguagePreloads(
  html: string,
  languages: Record<string, LanguagePreload>,
  lang: string,
): string {
  const files = Object.hasOwn(languages, lang) ? languages[lang] : undefined;
  if (!files || !html.includes('</head>')) return html;
  return html.replace('</head>', `${preloadTags(files, '')}</head>`);
}
