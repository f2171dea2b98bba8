/** Written by the web build (apps/web/src/build/route-preloads.ts): member pages and the files each fetches. */
export const ROUTE_PRELOADS_FILE = '.route-preloads.json';

export interface RoutePreload {
  /** The router's pattern: `/matrimonial/view-profile/:id`. */
  path: string;
  scripts: string[];
  styles: string[];
}

/** Only the build's own asset paths are ever written into the page. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

function isRoute(value: unknown): value is RoutePreload {
  if (!value || typeof value !== 'object') return false;
  const r = value as Record<string, unknown>;
  const assets = (list: unknown, ext: string) =>
    Array.isArray(list) && list.every((f) => typeof f === 'string' && ASSET.test(f) && f.endsWith(ext));
  return (
    typeof r.path === 'string' &&
    r.path.startsWith('/') &&
    assets(r.scripts, '.js') &&
    assets(r.styles, '.css')
  );
}

/**
 * The build's table from its text (the web shell's `file(ROUTE_PRELOADS_FILE)`), or an empty one when the
 * build has none (older build, no web app) or it is damaged.
 */
export function parseRoutePreloads(text: string | null): RoutePreload[] {
  if (text === null) return [];
  try {
    const parsed = JSON.parse(text) as { routes?: unknown };
    return Array.isArray(parsed.routes) ? parsed.routes.filter(isRoute) : [];
  } catch {
    return [];
  }
}

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
  const tags = [
    ...route.scripts.map((f) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${f}">`),
    ...route.styles.map((f) => `<link rel="preload" as="style" crossorigin fetchpriority="low" href="${f}">`),
  ].join('');
  return html.replace('</head>', `${tags}</head>`);
}
