import { writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { afterBuild } from './after-build.ts';

/** The build's table of member pages and the files each fetches, read by the server (a dot-file: never served). */
export const ROUTE_PRELOADS_FILE = '.route-preloads.json';

/** A page the server names its chunks for: its route pattern, and the source modules its first visit imports. */
export interface PreloadedRoute {
  /** The path as the router declares it (`:id` for a segment), matched case-insensitively. */
  path: string;
  /**
   * What the first visit loads lazily: the area's route table, each lazy route on the way (layout,
   * guard, page) and what their loaders import. Their static imports come with them (from the bundle).
   */
  modules: string[];
}

const MATRIMONIAL = [
  'src/features/matrimonial/routes.tsx',
  'src/features/matrimonial/components/matrimonial-layout.tsx',
];
const APPROVED = 'src/features/matrimonial/components/require-approved-profile.tsx';
const PREFETCH = 'src/features/matrimonial/prefetch.ts';
const BOOKING = 'src/features/booking/routes.tsx';

/**
 * The member pages members land on (decision 037): the matrimonial area's dashboard, search and a
 * profile; the booking area's dashboard, new booking and draft. `src/app/route-preloads.test.tsx` ties
 * each to the app's router (the path is a route, and every lazy route on the way is listed).
 */
export const PRELOADED_ROUTES: PreloadedRoute[] = [
  { path: '/matrimonial', modules: [...MATRIMONIAL, 'src/features/matrimonial/routes/dashboard-page.tsx'] },
  {
    path: '/matrimonial/search-profile',
    modules: [...MATRIMONIAL, APPROVED, 'src/features/matrimonial/routes/search-profile-page.tsx', PREFETCH],
  },
  {
    path: '/matrimonial/view-profile/:id',
    modules: [...MATRIMONIAL, APPROVED, 'src/features/matrimonial/routes/view-profile-page.tsx', PREFETCH],
  },
  { path: '/booking', modules: [BOOKING, 'src/features/booking/routes/booking-dashboard-page.tsx'] },
  { path: '/booking/new-booking', modules: [BOOKING, 'src/features/booking/routes/new-booking-page.tsx'] },
  {
    path: '/booking/confirm-new-booking',
    modules: [BOOKING, 'src/features/booking/routes/confirm-new-booking-page.tsx'],
  },
];

/**
 * Each language's translations (lib/i18n.ts imports lib/languages/<lng>.ts when the language is chosen):
 * the server names its files on a page in that language, so they come with the first-load script rather
 * than a round trip after it (decision 040). English is bundled.
 */
export const LANGUAGE_MODULES: Record<string, string> = {
  gu: 'src/lib/languages/gu.ts',
  hi: 'src/lib/languages/hi.ts',
  ur: 'src/lib/languages/ur.ts',
};

/** Files for the server to name: scripts to `modulepreload`, stylesheets to `preload`. */
export interface PreloadFiles {
  scripts: string[];
  styles: string[];
}

/** What the server adds to index.html for one page. */
export interface RoutePreloads extends PreloadFiles {
  path: string;
}

/** The part of an output chunk this step reads (Rollup's and Rolldown's OutputChunk, Vite's CSS metadata). */
export interface BundleChunk {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  moduleIds: string[];
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * The files of some source modules, in the order they are needed (each module's chunk followed by its
 * static imports), without those index.html already loads (the entry chunk and its imports). Throws when
 * a module is in no chunk: a renamed or removed page must not leave the table silently short.
 */
function preloadsOf(
  chunks: BundleChunk[],
  root: string,
  base: string,
): (label: string, modules: string[]) => PreloadFiles {
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const byModule = new Map<string, BundleChunk>();
  for (const chunk of chunks)
    for (const id of chunk.moduleIds) {
      const file = id.split('?')[0]!;
      if (path.isAbsolute(file)) byModule.set(path.relative(root, file).split(path.sep).join('/'), chunk);
    }
  const closure = (start: BundleChunk[], seen = new Set<string>()) => {
    const order: BundleChunk[] = [];
    const visit = (chunk: BundleChunk) => {
      if (seen.has(chunk.fileName)) return;
      seen.add(chunk.fileName);
      order.push(chunk);
      for (const next of chunk.imports) {
        const imported = byFile.get(next);
        if (imported) visit(imported);
      }
    };
    start.forEach(visit);
    return order;
  };
  const firstLoad = new Set(closure(chunks.filter((c) => c.isEntry)).map((c) => c.fileName));
  const firstLoadCss = new Set(
    chunks.filter((c) => firstLoad.has(c.fileName)).flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]),
  );
  return (label, modules) => {
    const start = modules.map((module) => {
      const chunk = byModule.get(module);
      if (!chunk) throw new Error(`[route-preloads] ${label}: ${module} is in no chunk of the build`);
      return chunk;
    });
    const own = closure(start, new Set(firstLoad));
    const styles = [...new Set(own.flatMap((c) => [...(c.viteMetadata?.importedCss ?? [])]))].filter(
      (f) => !firstLoadCss.has(f),
    );
    return { scripts: own.map((c) => base + c.fileName), styles: styles.map((f) => base + f) };
  };
}

/** Each route's files (preloadsOf). */
export function routePreloads(
  chunks: BundleChunk[],
  root: string,
  routes: PreloadedRoute[] = PRELOADED_ROUTES,
  base = '/',
): RoutePreloads[] {
  const filesOf = preloadsOf(chunks, root, base);
  return routes.map((route) => ({ path: route.path, ...filesOf(route.path, route.modules) }));
}

/** Each language's files (preloadsOf), by language. */
export function languagePreloads(
  chunks: BundleChunk[],
  root: string,
  languages: Record<string, string> = LANGUAGE_MODULES,
  base = '/',
): Record<string, PreloadFiles> {
  const filesOf = preloadsOf(chunks, root, base);
  return Object.fromEntries(Object.entries(languages).map(([lng, module]) => [lng, filesOf(lng, [module])]));
}

/**
 * The Vite plugin: once the bundle is generated, works out each listed page's files and writes
 * `dist/.route-preloads.json`, which the server reads to let the browser fetch a member page's chunks
 * alongside the first-load script rather than one round trip after another (decision 037).
 */
export function routePreloadsPlugin(): Plugin {
  let table: RoutePreloads[] = [];
  let languages: Record<string, PreloadFiles> = {};
  let root = '';
  let base = '/';
  const write = afterBuild('samaj-route-preloads', (outDir) => {
    writeFileSync(path.join(outDir, ROUTE_PRELOADS_FILE), JSON.stringify({ routes: table, languages }));
  });
  return {
    ...write,
    configResolved(config) {
      root = config.root;
      base = config.base;
      if (typeof write.configResolved === 'function') write.configResolved.call(this, config);
    },
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter((c) => c.type === 'chunk') as unknown as BundleChunk[];
      table = routePreloads(chunks, root, PRELOADED_ROUTES, base);
      languages = languagePreloads(chunks, root, LANGUAGE_MODULES, base);
    },
  };
}
