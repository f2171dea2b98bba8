import type { Plugin } from 'vite';

/**
 * The id main.tsx imports for Mantine's global styles. In a build it is the three global files only:
 * each component's own CSS comes with the component (below). The dev server pre-bundles @mantine/core
 * into one file, so there it is the whole of Mantine's CSS.
 */
export const MANTINE_STYLES_ID = 'virtual:mantine-styles';
const RESOLVED_ID = `\0${MANTINE_STYLES_ID}`;

/** Mantine's global styles, in the order its styles.css has them. */
export const MANTINE_GLOBAL_STYLES = ['baseline', 'default-css-variables', 'global'] as const;

/**
 * A Mantine component's class-name map, e.g. node_modules/@mantine/core/esm/components/Button/Button.module.mjs.
 * Each one has a stylesheet of the same name in @mantine/core/styles/ (the test checks that for all of them).
 */
const CLASS_MAP = /[\\/]@mantine[\\/]core[\\/]esm[\\/](?:.+[\\/])?([A-Za-z]+)\.module\.mjs$/;

/** The stylesheet a module of @mantine/core needs, or null when it is not a component's class-name map. */
export function mantineStylesheetFor(id: string): string | null {
  const name = CLASS_MAP.exec(id.split('?')[0]!)?.[1];
  return name ? `@mantine/core/styles/${name}.layer.css` : null;
}

/**
 * Each Mantine component's CSS goes with the component: the module holding its class names imports its
 * stylesheet, so the CSS lands in the chunk that uses the component. The first load blocks on the CSS of
 * the components it renders only; a lazy page brings the CSS of the components only it uses. The
 * `.layer.css` files put Mantine in the `mantine` cascade layer, below the app's own (unlayered) CSS
 * whatever order the chunks' stylesheets arrive in.
 */
export function mantineCssPerComponent(): Plugin {
  let build = false;
  return {
    name: 'samaj:mantine-css-per-component',
    enforce: 'pre',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId(id) {
      return id === MANTINE_STYLES_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (!build) return `import '@mantine/core/styles.layer.css';\n`;
      return MANTINE_GLOBAL_STYLES.map((name) => `import '@mantine/core/styles/${name}.layer.css';\n`).join(
        '',
      );
    },
    transform(code, id) {
      if (!build) return null;
      const stylesheet = mantineStylesheetFor(id);
      return stylesheet ? { code: `import '${stylesheet}';\n${code}`, map: null } : null;
    },
  };
}
