import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The fonts a document is written in (decision 028). English labels are in Helvetica, one of the 14
 * fonts every PDF reader has (nothing embedded); Gujarati, Devanagari (Hindi) and Arabic script (Urdu)
 * are in Noto fonts (SIL OFL 1.1, fonts/OFL.txt), embedded as subsets. Each Noto font also carries
 * Latin letters and digits, so a Gujarati receipt's numbers and an English name on it are in the same
 * face as its labels.
 *
 * The files sit beside this module in fonts/, and the server's build copies them to dist/fonts, beside
 * dist/server.js: `new URL('./fonts/', import.meta.url)` finds them in both. A file is read the first
 * time a document needs it and kept (about 200 kB each), so starting the server reads none.
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

const loaded = new Map<string, Buffer>();

/** The font file's bytes, read once. */
export function fontFile(name: Exclude<FontName, 'latin'>, bold: boolean): Buffer {
  const file = fontPath(name, bold);
  let bytes = loaded.get(file);
  if (!bytes) {
    bytes = readFileSync(file);
    loaded.set(file, bytes);
  }
  return bytes;
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
export const latinHas = (cp: number) => (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff);
