import * as fontkit from 'fontkit';

/**
 * The fallback faces' metric overrides for Noto Naskh Arabic (decision 036), worked out from the font
 * files themselves: urdu-font-metrics.test.ts recomputes them from the woff2 the app ships, so a new
 * Fontsource version cannot leave stale numbers in apps/web/src/app/urdu-font-fallback.ts.
 */

/**
 * Urdu as the public pages show it (the home page, the menu): its widths give `size-adjust`. Fixed
 * here, not read from the translations, so that editing a string does not move the numbers.
 */
export const URDU_SAMPLE = [
  'برادری کی خبریں، ملازمتیں اور شادی ہال، سب ایک جگہ۔',
  'تازہ خبریں نئی ملازمتیں شادی ہال خبریں آ رہی ہیں ملازمتیں آ رہی ہیں ہال آ رہے ہیں',
  'ابھی کوئی خبر شائع نہیں ہوئی۔ اس وقت کوئی ملازمت خالی نہیں۔ ابھی کوئی ہال درج نہیں ہے۔',
  'ہال اور اُن کے کرائے دیکھیں مرکزی ہوم رشتے ہال کی بکنگ جلد آ رہا ہے لاگ اِن کریں رجسٹر کریں',
  'مینو کھولیں مینو بند کریں میرا اکاؤنٹ پاس ورڈ بدلیں لاگ آؤٹ کریں',
].join(' ');

/** A fallback font's width of the sample, with the letters it has no glyph for left out. */
export interface FallbackMeasure {
  /** The font's full name, e.g. "DejaVu Sans Bold". */
  name: string;
  /** The sample's letters the font lacks (another font draws them either way): left out of both widths. */
  missing: string;
  /** The shaped width of the sample without `missing`, in ems (joining forms and marks, as a browser lays it out). */
  width: number;
}

/** Opens a font file (TrueType, WOFF or WOFF2). */
export function openFont(file: string): fontkit.Font {
  const font = fontkit.openSync(file);
  if (!('unitsPerEm' in font)) throw new Error(`${file} is a collection, not one font`);
  return font;
}

const withoutLetters = (missing: string) => [...URDU_SAMPLE].filter((c) => !missing.includes(c)).join('');

/** The shaped width of `text` in `font`, in ems. */
export function textWidth(font: fontkit.Font, text: string): number {
  return font.layout(text).advanceWidth / font.unitsPerEm;
}

export function measureFallback(font: fontkit.Font): FallbackMeasure {
  const missing = [...new Set(URDU_SAMPLE.replace(/\s/g, ''))]
    .filter((c) => !font.hasGlyphForCodePoint(c.codePointAt(0)!))
    .join('');
  return { name: font.fullName, missing, width: round(textWidth(font, withoutLetters(missing))) };
}

const round = (value: number) => Math.round(value * 1e4) / 1e4;

/**
 * The installed fonts the fallback faces use, as measured. A font whose file is on this machine (`file`)
 * is measured again by the test; Android's Noto Naskh Arabic was measured from Debian's copy of it.
 */
export const FALLBACK_SOURCES: readonly {
  family: string;
  weight: '400' | '700';
  from: string;
  file?: string;
  measure: FallbackMeasure;
}[] = [
  {
    family: 'Naskh Fallback Noto',
    weight: '400',
    from: 'NotoNaskhArabic-Regular.ttf, Debian fonts-noto-core 20201225-1 (version 2.x, as Android ships)',
    measure: { name: 'Noto Naskh Arabic Regular', missing: '', width: 142.763 },
  },
  {
    family: 'Naskh Fallback Noto',
    weight: '700',
    from: 'NotoNaskhArabic-Bold.ttf, Debian fonts-noto-core 20201225-1',
    measure: { name: 'Noto Naskh Arabic Bold', missing: '', width: 146.731 },
  },
  {
    family: 'Naskh Fallback DejaVu',
    weight: '400',
    from: 'DejaVuSans.ttf, Debian fonts-dejavu-core 2.37',
    file: '/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf',
    measure: { name: 'DejaVu Sans', missing: 'ہ۔ے', width: 157.5195 },
  },
  {
    family: 'Naskh Fallback DejaVu',
    weight: '700',
    from: 'DejaVuSans-Bold.ttf, Debian fonts-dejavu-core 2.37',
    file: '/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf',
    measure: { name: 'DejaVu Sans Bold', missing: 'ہ۔ے', width: 187.0776 },
  },
];

/** The `@font-face` descriptors that make a fallback take the room the web font takes, as CSS percentages. */
export interface FallbackMetrics {
  sizeAdjust: string;
  ascentOverride: string;
  descentOverride: string;
  lineGapOverride: string;
}

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/**
 * `size-adjust`: the web font's width of the sample over the fallback's (the letters the fallback lacks
 * left out of both). The overrides: the web font's hhea ascent, descent and line gap (what browsers lay
 * lines out with; Noto Naskh's OS/2 typo metrics are the same, and it sets USE_TYPO_METRICS), divided by
 * `size-adjust`, because the browser scales them with it.
 */
export function fallbackMetrics(web: fontkit.Font, fallback: FallbackMeasure): FallbackMetrics {
  const scale = textWidth(web, withoutLetters(fallback.missing)) / fallback.width;
  const em = web.unitsPerEm;
  return {
    sizeAdjust: percent(scale),
    ascentOverride: percent(web.hhea.ascent / em / scale),
    descentOverride: percent(-web.hhea.descent / em / scale),
    lineGapOverride: percent(web.hhea.lineGap / em / scale),
  };
}
