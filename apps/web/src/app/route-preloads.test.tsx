import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PRELOADED_ROUTES } from '../build/route-preloads.ts';
import { patchRoutesOnNavigation, routes } from './router.tsx';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The app's routes with the area of `pathname` patched in, as route discovery does on a first visit. */
async function routesFor(pathname: string): Promise<RouteObject[]> {
  let added: RouteObject[] = [];
  await patchRoutesOnNavigation({
    path: pathname,
    patch: (_id: string | null, children: RouteObject[]) => {
      added = children;
    },
  } as unknown as Parameters<typeof patchRoutesOnNavigation>[0]);
  const withArea = (list: RouteObject[]): RouteObject[] =>
    list.map((r) =>
      r.id === 'members'
        ? ({ ...r, children: [...(r.children ?? []), ...added] } as RouteObject)
        : r.children
          ? ({ ...r, children: withArea(r.children) } as RouteObject)
          : r,
    );
  return withArea(routes);
}

/**
 * The build's list of pages whose chunks the server names (decision 037) against the app's router: a
 * renamed route, or a new lazy layout or guard on the way to a page, fails here rather than leaving the
 * server preloading the wrong files.
 */
describe('the member pages preloaded by the server', () => {
  it.each(PRELOADED_ROUTES)(
    '$path is a route of the app, every lazy module on its way listed',
    async (entry) => {
      const sample = entry.path.replace(/:\w+/g, 'x1');
      const matches = matchRoutes(await routesFor(sample), sample);
      expect(matches, sample).not.toBeNull();
      const leaf = matches!.at(-1)!.route;
      expect(leaf.path).not.toBe('*');
      const declared = `/${matches!
        .map((m) => m.route.path)
        .filter(Boolean)
        .join('/')}`;
      expect(declared.toLowerCase()).toBe(entry.path.toLowerCase());

      const listed = await Promise.all(
        entry.modules.map((m) => import(/* @vite-ignore */ path.join(webRoot, m)) as Promise<object>),
      );
      const exported = new Set(listed.flatMap((m) => Object.values(m)));
      const lazy = matches!.filter((m) => typeof m.route.lazy === 'function');
      expect(lazy.length).toBeGreaterThan(0);
      for (const m of lazy) {
        const loaded = await (m.route.lazy as () => Promise<{ Component?: unknown }>)();
        expect(exported.has(loaded.Component), `${m.route.path ?? '(layout)'} of ${entry.path}`).toBe(true);
      }
      // The area's route table: the module the router loads for the path.
      const area = entry.path.split('/')[1];
      expect(entry.modules).toContain(`src/features/${area}/routes.tsx`);
    },
  );
});
