import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARABIC_RANGE } from '../app/urdu-font-range.ts';
import { URDU_FALLBACK_FACES, URDU_FALLBACK_FAMILIES, urduFallbackCss } from '../app/urdu-font-fallback.ts';
import { FALLBACK_SOURCES, fallbackMetrics, measureFallback, openFont } from './urdu-font-metrics.ts';

const require = createRequire(import.meta.url);
/** The files the app ships (urdu-font.ts imports the same ones). */
const webFont = (weight: string) =>
  openFont(
    require.resolve(`@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-${weight}-normal.woff2`),
  );

describe('the Urdu fallback faces (decision 036)', () => {
  it.each(URDU_FALLBACK_FACES.map((f) => [`${f.family} ${f.weight}`, f] as const))(
    '%s: the overrides are the ones the font files give',
    (_, face) => {
      const source = FALLBACK_SOURCES.find((s) => s.family === face.family && s.weight === face.weight);
      expect(source, 'each face has its measured font').toBeDefined();
      // Should this fail after a font update: copy the received values into urdu-font-fallback.ts.
      expect({
        sizeAdjust: face.sizeAdjust,
        ascentOverride: face.ascentOverride,
        descentOverride: face.descentOverride,
        lineGapOverride: face.lineGapOverride,
      }).toEqual(fallbackMetrics(webFont(face.weight), source!.measure));
      expect(face.local[0], 'the first local() name is the measured font').toBe(source!.measure.name);
    },
  );

  it.each(FALLBACK_SOURCES.filter((s) => s.file).map((s) => [s.from, s] as const))(
    '%s on this machine measures as recorded',
    (_, source) => {
      expect(existsSync(source.file!), `${source.file} (installed with Chromium's fontconfig)`).toBe(true);
      expect(measureFallback(openFont(source.file!))).toEqual(source.measure);
    },
  );

  it('the web font is wider than DejaVu Sans per em, and as wide as its own older version', () => {
    const dejavu = URDU_FALLBACK_FACES.find(
      (f) => f.family === 'Naskh Fallback DejaVu' && f.weight === '400',
    )!;
    const noto = URDU_FALLBACK_FACES.find((f) => f.family === 'Naskh Fallback Noto' && f.weight === '400')!;
    expect(parseFloat(dejavu.sizeAdjust)).toBeLessThan(95);
    expect(Math.abs(parseFloat(noto.sizeAdjust) - 100)).toBeLessThan(1);
  });

  it('language.css names the fallbacks right after Noto Naskh Arabic', () => {
    const css = readFileSync(path.join(import.meta.dirname, '../app/language.css'), 'utf8');
    const stack = /:root:lang\(ur\)\s*\{[^}]*--mantine-font-family:\s*([^;]+);/.exec(css)![1]!;
    const families = stack.split(',').map((f) => f.trim().replace(/^'|'$/g, ''));
    expect(families.slice(0, 1 + URDU_FALLBACK_FAMILIES.length)).toEqual([
      'Noto Naskh Arabic',
      ...URDU_FALLBACK_FAMILIES,
    ]);
  });

  it('the rules: installed fonts only, Arabic letters only, each with its overrides', () => {
    const css = urduFallbackCss();
    expect(css.match(/@font-face\{/g)).toHaveLength(URDU_FALLBACK_FACES.length);
    expect(css).not.toContain('url(');
    expect(css.split(`unicode-range:${ARABIC_RANGE}`)).toHaveLength(URDU_FALLBACK_FACES.length + 1);
    expect(css).toContain(
      "@font-face{font-family:'Naskh Fallback DejaVu';font-style:normal;font-weight:400;src:local('DejaVu Sans'),local('DejaVuSans');size-adjust:84.06%;ascent-override:127.18%;descent-override:75.43%;line-gap-override:0.00%;",
    );
  });
});
