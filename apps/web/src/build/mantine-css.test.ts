import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANTINE_GLOBAL_STYLES, mantineCssPerComponent, mantineStylesheetFor } from './mantine-css.ts';

const require = createRequire(import.meta.url);
// styles.css sits at the package's root (its package.json is not exported).
const mantineRoot = path.dirname(require.resolve('@mantine/core/styles.css'));
const stylesDir = path.join(mantineRoot, 'styles');

function classMapModules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return classMapModules(full);
    return entry.name.endsWith('.module.mjs') ? [full] : [];
  });
}

const stylesheetFile = (specifier: string) =>
  path.join(stylesDir, specifier.replace('@mantine/core/styles/', ''));

describe('Mantine CSS per component', () => {
  // A Mantine upgrade that renames or moves its CSS files fails here, not silently in the browser.
  it('finds a stylesheet for every component class-name map in @mantine/core', () => {
    const modules = classMapModules(path.join(mantineRoot, 'esm'));
    expect(modules.length).toBeGreaterThan(90);
    const missing = modules.filter((file) => {
      const stylesheet = mantineStylesheetFor(file);
      return stylesheet === null || !existsSync(stylesheetFile(stylesheet));
    });
    expect(missing).toEqual([]);
  });

  it('covers every component stylesheet Mantine ships, besides the global ones', () => {
    const shipped = readdirSync(stylesDir)
      .filter((name) => name.endsWith('.layer.css'))
      .map((name) => name.replace('.layer.css', ''));
    const fromModules = new Set(
      classMapModules(path.join(mantineRoot, 'esm')).map((file) =>
        path.basename(mantineStylesheetFor(file)!, '.layer.css'),
      ),
    );
    const uncovered = shipped.filter(
      (name) => !fromModules.has(name) && !(MANTINE_GLOBAL_STYLES as readonly string[]).includes(name),
    );
    expect(uncovered).toEqual([]);
  });

  it('leaves other modules alone', () => {
    expect(mantineStylesheetFor(path.join(mantineRoot, 'esm/components/Button/Button.mjs'))).toBeNull();
    expect(mantineStylesheetFor('/app/src/app/layouts/site-layout.module.css')).toBeNull();
  });

  it('makes a class-name map import its stylesheet in a build, and main.tsx get the global styles', () => {
    const plugin = mantineCssPerComponent();
    const configResolved = plugin.configResolved as (config: { command: string }) => void;
    const transform = plugin.transform as (code: string, id: string) => { code: string } | null;
    const load = plugin.load as (id: string) => string | null;
    const resolveId = plugin.resolveId as (id: string) => string | null;

    configResolved({ command: 'build' });
    const id = path.join(mantineRoot, 'esm/components/Button/Button.module.mjs');
    expect(transform('export default {};', id)?.code).toBe(
      "import '@mantine/core/styles/Button.layer.css';\nexport default {};",
    );
    const globals = load(resolveId('virtual:mantine-styles')!);
    expect(globals).toContain("import '@mantine/core/styles/baseline.layer.css';");
    expect(globals).toContain("import '@mantine/core/styles/global.layer.css';");

    // The dev server pre-bundles @mantine/core: there the whole stylesheet comes at once.
    configResolved({ command: 'serve' });
    expect(transform('export default {};', id)).toBeNull();
    expect(load(resolveId('virtual:mantine-styles')!)).toBe("import '@mantine/core/styles.layer.css';\n");
  });
});
