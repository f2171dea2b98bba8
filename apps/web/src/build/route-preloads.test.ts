import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { languagePreloads, routePreloads, type BundleChunk } from './route-preloads.ts';

const root = path.resolve('/app/web');
const chunk = (
  fileName: string,
  modules: string[],
  imports: string[] = [],
  css: string[] = [],
  isEntry = false,
) =>
  ({
    type: 'chunk',
    fileName,
    isEntry,
    moduleIds: modules.map((m) => path.join(root, m)),
    imports,
    viteMetadata: { importedCss: new Set(css) },
  }) satisfies BundleChunk;

const bundle = [
  chunk(
    'assets/index-1.js',
    ['src/main.tsx', 'node_modules/react/index.js'],
    [],
    ['assets/index-1.css'],
    true,
  ),
  chunk('assets/routes-2.js', ['src/features/area/routes.tsx'], ['assets/index-1.js']),
  chunk(
    'assets/area-3.js',
    ['src/features/area/layout.tsx', 'src/features/area/api.ts'],
    ['assets/index-1.js', 'assets/inputs-4.js'],
    ['assets/area-3.css'],
  ),
  chunk(
    'assets/inputs-4.js',
    ['node_modules/@mantine/core/Input.mjs'],
    ['assets/index-1.js'],
    ['assets/inputs-4.css'],
  ),
  chunk(
    'assets/page-5.js',
    ['src/features/area/page.tsx?used'],
    ['assets/area-3.js', 'assets/index-1.js'],
    ['assets/page-5.css', 'assets/index-1.css'],
  ),
  chunk('assets/other-6.js', ['src/features/area/other.tsx'], ['assets/index-1.js']),
  chunk('assets/resources-7.js', ['src/lib/language-resources.ts'], ['assets/index-1.js']),
  chunk('assets/ur-8.js', ['src/lib/languages/ur.ts'], ['assets/resources-7.js', 'assets/index-1.js']),
];

describe('routePreloads', () => {
  it("lists each page's chunks and their static imports in order, without what index.html loads", () => {
    const routes = [
      {
        path: '/area/page',
        modules: [
          'src/features/area/routes.tsx',
          'src/features/area/layout.tsx',
          'src/features/area/page.tsx',
        ],
      },
    ];
    expect(routePreloads(bundle, root, routes)).toEqual([
      {
        path: '/area/page',
        scripts: ['/assets/routes-2.js', '/assets/area-3.js', '/assets/inputs-4.js', '/assets/page-5.js'],
        styles: ['/assets/area-3.css', '/assets/inputs-4.css', '/assets/page-5.css'],
      },
    ]);
  });

  it('fails the build for a listed module that is in no chunk', () => {
    const routes = [{ path: '/area/gone', modules: ['src/features/area/gone-page.tsx'] }];
    expect(() => routePreloads(bundle, root, routes)).toThrow(/gone-page\.tsx is in no chunk/);
  });
});

describe('languagePreloads', () => {
  it("lists each language's chunk and what it imports, without what index.html loads", () => {
    expect(languagePreloads(bundle, root, { ur: 'src/lib/languages/ur.ts' })).toEqual({
      ur: { scripts: ['/assets/ur-8.js', '/assets/resources-7.js'], styles: [] },
    });
  });

  it('fails the build for a language whose module is in no chunk', () => {
    expect(() => languagePreloads(bundle, root, { hi: 'src/lib/languages/hi.ts' })).toThrow(
      /hi: src\/lib\/languages\/hi\.ts is in no chunk/,
    );
  });
});
