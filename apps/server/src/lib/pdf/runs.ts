import bidiFactory from 'bidi-js';
import { latinHas, scriptFont, type FontName } from './fonts.ts';

/**
 * A line of text cut into runs a PDF can draw left to right, one after another (decision 028).
 *
 * - **Fonts**: a letter of Gujarati, Devanagari or Arabic script takes its script's font, anything else
 *   (spaces, digits, punctuation, Latin) the font of the letter before it when that font has it, else
 *   the document's font. So a Gujarati word is shaped whole in one font, and an Urdu name on an English
 *   receipt is in Naskh.
 * - **Order**: the Unicode Bidirectional Algorithm (bidi-js) gives each character its level in the
 *   paragraph (right to left for Urdu); the runs are put in display order by rule L2. Inside a run,
 *   fontkit (through pdfkit) shapes: it joins Arabic letters and, for a run in Arabic script, gives the
 *   glyphs right to left itself; any other run at a right-to-left level (a colon, brackets between Urdu
 *   words) is reversed here, its brackets mirrored.
 */

export interface Run {
  /** What to draw: display order, except a run in Arabic script, which fontkit turns itself. */
  text: string;
  /** The run's characters in reading order (the PDF's ActualText: what search, copy and screen readers get). */
  logical: string;
  font: FontName;
  /** True when fontkit will lay it out right to left (Arabic script in it). */
  rtl: boolean;
}

let bidi: ReturnType<typeof bidiFactory> | undefined;

/** Arabic script (fontkit's script detection takes the first letter with a script). */
const ARABIC_LETTER = /[\u0600-\u06ff\u0750-\u077f\u08a0-\u08ff\ufb50-\ufdff\ufe70-\ufeff]/;

function fontOf(cp: number, previous: FontName | null, base: FontName): FontName {
  const script = scriptFont(cp);
  if (script) return script;
  // Noto's script fonts carry Latin (with its accents) and general punctuation, Gujarati and Devanagari
  // also the currency signs (₹); Helvetica only what WinAnsi encodes.
  const fits = (f: FontName) =>
    f === 'latin' ? latinHas(cp) : cp < 0x0370 || (cp >= 0x2000 && cp <= (f === 'arabic' ? 0x206f : 0x20cf));
  if (previous && fits(previous)) return previous;
  if (fits(base)) return base;
  return 'devanagari';
}

/** Bidi controls (marks, embeddings, isolates): they order the text and are not drawn. */
const INVISIBLE = (cp: number) =>
  cp === 0x200e || cp === 0x200f || (cp >= 0x202a && cp <= 0x202e) || (cp >= 0x2066 && cp <= 0x2069);

/**
 * The runs of `text` in display order, left to right, for a paragraph that reads `direction` (`auto`:
 * the way its first letter reads, for text as someone entered it). A value wrapped in an isolate
 * (U+2068 ... U+2069) keeps its own order: a date or an amount inside Urdu stays left to right.
 */
export function lineRuns(text: string, direction: 'ltr' | 'rtl' | 'auto', base: FontName): Run[] {
  bidi ??= bidiFactory();
  const { levels } = bidi.getEmbeddingLevels(text, direction === 'auto' ? undefined : direction);
  // Pieces of text of one level, one font and one script, in reading order.
  interface Piece {
    start: number;
    end: number;
    level: number;
    font: FontName;
    script: string;
  }
  const pieces: Piece[] = [];
  let previous: FontName | null = null;
  let script: string | null = null;
  for (let i = 0; i < text.length;) {
    const cp = text.codePointAt(i)!;
    const width = cp > 0xffff ? 2 : 1;
    if (INVISIBLE(cp)) {
      i += width;
      continue;
    }
    const font = fontOf(cp, previous, base);
    // A run is in one script, so fontkit shapes it with that script's rules (a Devanagari word after a
    // Latin one would otherwise be laid out as Latin, its vowel signs left unordered).
    const char = String.fromCodePoint(cp);
    script = scriptFont(cp) ?? (/\p{L}/u.test(char) ? 'latin' : (script ?? 'latin'));
    const level = levels[i]!;
    const last = pieces.at(-1);
    if (last && last.level === level && last.font === font && last.script === script) last.end = i + width;
    else pieces.push({ start: i, end: i + width, level, font, script });
    previous = font;
    i += width;
  }
  // Rule L2: from the highest level down to the lowest odd one, reverse every stretch at that level or higher.
  const max = Math.max(0, ...pieces.map((p) => p.level));
  const minOdd = Math.min(...pieces.map((p) => (p.level % 2 ? p.level : Infinity)));
  for (let level = max; level >= minOdd && Number.isFinite(minOdd); level--) {
    for (let i = 0; i < pieces.length;) {
      if (pieces[i]!.level < level) {
        i++;
        continue;
      }
      let j = i;
      while (j < pieces.length && pieces[j]!.level >= level) j++;
      pieces.splice(i, j - i, ...pieces.slice(i, j).reverse());
      i = j;
    }
  }
  return pieces.map((p) => {
    const logical = [...text.slice(p.start, p.end)].filter((c) => !INVISIBLE(c.codePointAt(0)!)).join('');
    if (p.level % 2 === 0) return { text: logical, logical, font: p.font, rtl: false };
    const mirrored = [...logical].map((c) => bidi!.getMirroredCharacter(c) ?? c);
    if (ARABIC_LETTER.test(logical)) return { text: mirrored.join(''), logical, font: p.font, rtl: true };
    return { text: mirrored.reverse().join(''), logical, font: p.font, rtl: false };
  });
}
