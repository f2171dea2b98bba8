import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type * as Fontkit from 'fontkit';
import type { Font } from 'fontkit';

/**
 * The fonts a document is written in (decision 028). English labels are in Helvetica, one of the 14
 * fonts every PDF reader has (nothing embedded); Gujarati, Devanagari (Hindi) and Arabic script (Urdu)
 * are in Noto fonts (SIL OFL 1.1, fonts/OFL.txt), embedded as subsets. Each Noto font also carries
 * Latin letters and digits, so a Gujarati receipt's numbers and an English name on it are in the same
 * face as its labels.
 *
 * The files sit beside this module in fonts/, and the server's build copies them to dist/fonts, beside
 * dist/server.js: `new URL('./fonts/', import.meta.url)` finds them in both. A font is read and parsed
 * the first time a document needs it and kept, so starting the server reads none.
 */

export type FontName = 'latin' | 'gujarati' | 'devanagari' | 'arabic';

const FILES: Record<Exclude<FontName, 'latin'>, string> = {
  gujarati: 'NotoSansGujarati',
  devanagari: 'NotoSansDevanagari',
  arabic: 'NotoNaskhArabic',
};

export const FONT_DIR = new URL('./fonts/', import.meta.url);

/** Where a font's file is (for the tests, which check the build finds them too). */
export function fontPath(name: Exclude<FontName, 'latin'>, bold: boolean): string {
  return fileURLToPath(new URL(`${FILES[name]}-${bold ? 'Bold' : 'Regular'}.ttf`, FONT_DIR));
}

const loaded = new Map<string, Font>();

/**
 * The font, read and parsed once (fontkit decodes its shaping tables as they are first used, so a
 * second document in the same font is about twice as fast). fontkit is pdfkit's own copy (required
 * the way pdfkit requires it), so the same code shapes and embeds.
 */
export function parsedFont(name: Exclude<FontName, 'latin'>, bold: boolean): Font {
  const file = fontPath(name, bold);
  let font = loaded.get(file);
  if (!font) {
    const fontkit = createRequire(import.meta.url)('fontkit') as typeof Fontkit;
    font = fontkit.create(readFileSync(file)) as Font;
    loaded.set(file, font);
  }
  return font;
}

/** How many font files have been read so far (0 until a document needs one). */
export const fontsLoaded = () => loaded.size;

/** The script's font for a letter of Gujarati, Devanagari or Arabic script; null for anything else. */
export function scriptFont(cp: number): Exclude<FontName, 'latin'> | null {
  if (cp >= 0x0a80 && cp <= 0x0aff) return 'gujarati';
  if ((cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff) || (cp >= 0x1cd0 && cp <= 0x1cff))
    return 'devanagari';
  if (
    (cp >= 0x0600 && cp <= 0x06ff) ||
    (cp >= 0x0750 && cp <= 0x077f) ||
    (cp >= 0x08a0 && cp <= 0x08ff) ||
    (cp >= 0xfb50 && cp <= 0xfdff) ||
    (cp >= 0xfe70 && cp <= 0xfeff)
  )
    return 'arabic';
  return null;
}

/**
 * What Helvetica can write through WinAnsiEncoding: printable ASCII and Latin-1. Anything else in an
 * English document (a name in Gujarati) goes to a Noto font that has it.
 */
export const latinHas = (cp: number) =>
  (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff) || WIN_ANSI_EXTRA.has(cp);

/**
 * What WinAnsiEncoding puts in 0x80-0x9F and pdfkit maps there for Helvetica: the dash of a slot's hours
 * ("9:00 am – 3:00 pm"), quotes, the bullet, the ellipsis, the euro sign...
 */
export const WIN_ANSI_EXTRA = new Map<number, number>([
  [0x20ac, 0x80],
  [0x201a, 0x82],
  [0x0192, 0x83],
  [0x201e, 0x84],
  [0x2026, 0x85],
  [0x2020, 0x86],
  [0x2021, 0x87],
  [0x02c6, 0x88],
  [0x2030, 0x89],
  [0x0160, 0x8a],
  [0x2039, 0x8b],
  [0x0152, 0x8c],
  [0x017d, 0x8e],
  [0x2018, 0x91],
  [0x2019, 0x92],
  [0x201c, 0x93],
  [0x201d, 0x94],
  [0x2022, 0x95],
  [0x2013, 0x96],
  [0x2014, 0x97],
  [0x02dc, 0x98],
  [0x2122, 0x99],
  [0x0161, 0x9a],
  [0x203a, 0x9b],
  [0x0153, 0x9c],
  [0x017e, 0x9e],
  [0x0178, 0x9f],
]);
