import { ARABIC_RANGE } from './urdu-font-range.ts';

/**
 * Fallback faces for Noto Naskh Arabic (decision 036): the phone's or computer's own Arabic font, sized
 * so that its Urdu takes the room Noto Naskh's will, shown while the file downloads. The swap then
 * moves no line (the home page's layout shift in Urdu came from it). Each face is one installed font
 * (`local()`, nothing downloaded) with its own measured overrides, so each is its own family, named in
 * language.css's stack right after Noto Naskh Arabic; a font that is not installed is skipped.
 *
 * The numbers are computed from the font files (apps/web/src/build/urdu-font-metrics.ts): the test
 * next to it recomputes them from the woff2 the app ships and fails when they differ.
 */
export interface FallbackFace {
  family: string;
  weight: '400' | '700';
  /** Full and PostScript names of the installed font, as `local()` matches them. */
  local: string[];
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

export const URDU_FALLBACK_FACES: readonly FallbackFace[] = [
  // Android's own Noto Naskh Arabic (and Linux's fonts-noto-core): the same design, an older version.
  {
    family: 'Naskh Fallback Noto',
    weight: '400',
    local: ['Noto Naskh Arabic Regular', 'NotoNaskhArabic-Regular'],
    sizeAdjust: '99.70%',
    ascentOverride: '107.22%',
    descentOverride: '63.59%',
    lineGapOverride: '0.00%',
  },
  {
    family: 'Naskh Fallback Noto',
    weight: '700',
    local: ['Noto Naskh Arabic Bold', 'NotoNaskhArabic-Bold'],
    sizeAdjust: '99.58%',
    ascentOverride: '107.35%',
    descentOverride: '63.67%',
    lineGapOverride: '0.00%',
  },
  // DejaVu Sans: Linux's usual Arabic (Debian's Chromium here); it lacks ہ and ے, which fall further.
  {
    family: 'Naskh Fallback DejaVu',
    weight: '400',
    local: ['DejaVu Sans', 'DejaVuSans'],
    sizeAdjust: '84.06%',
    ascentOverride: '127.18%',
    descentOverride: '75.43%',
    lineGapOverride: '0.00%',
  },
  {
    family: 'Naskh Fallback DejaVu',
    weight: '700',
    local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'],
    sizeAdjust: '72.70%',
    ascentOverride: '147.04%',
    descentOverride: '87.21%',
    lineGapOverride: '0.00%',
  },
];

/** The fallback families in the order language.css names them after 'Noto Naskh Arabic'. */
export const URDU_FALLBACK_FAMILIES = [...new Set(URDU_FALLBACK_FACES.map((f) => f.family))];

/** A face's `src`: its installed font's names. */
export function localSource(face: FallbackFace): string {
  return face.local.map((name) => `local('${name}')`).join(',');
}

/** The fallback faces as `@font-face` rules, for the Urdu font's `<style>` in the server's pages. */
export function urduFallbackCss(): string {
  return URDU_FALLBACK_FACES.map(
    (f) =>
      `@font-face{font-family:'${f.family}';font-style:normal;font-weight:${f.weight};src:${localSource(f)};size-adjust:${f.sizeAdjust};ascent-override:${f.ascentOverride};descent-override:${f.descentOverride};line-gap-override:${f.lineGapOverride};unicode-range:${ARABIC_RANGE}}`,
  ).join('');
}
