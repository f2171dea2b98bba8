import type { Language } from './enums.ts';

/**
 * Names in a script the reader can read (docs/api.md "What families read"). A
 * profile keeps the name as the family writes it (Gujarati, Devanagari, Urdu's Arabic script or Latin
 * letters) and the same name in Latin letters. A reader sees each part of the name as written when it
 * is in the reader's own script (English: Latin letters), else its Latin-letter form: a Hindi reader
 * never meets "ઇમરાન", an Urdu reader never "सना".
 */

/** What a Latin-letter name may hold. */
export const LATIN_NAME_PATTERN = /^[A-Za-z .'-]+$/;
export const LATIN_NAME_MAX = 60;

/** True when the text holds a letter other than A–Z (Gujarati, Devanagari, Arabic, accented...). */
export function hasNonLatinLetters(text: string): boolean {
  return /[^\P{L}A-Za-z]/u.test(text);
}

type Script = 'latin' | 'gujarati' | 'devanagari' | 'arabic' | 'other';

const SCRIPT_OF_LANGUAGE: Record<Language, Script> = {
  en: 'latin',
  gu: 'gujarati',
  hi: 'devanagari',
  ur: 'arabic',
};

/** The script of a name's letters; 'other' when it mixes scripts or has none of these. */
export function scriptOf(text: string): Script | null {
  const found = new Set<Script>();
  for (const ch of text) {
    if (!/\p{L}|\p{M}/u.test(ch)) continue;
    const cp = ch.codePointAt(0)!;
    if (/[A-Za-z]/.test(ch)) found.add('latin');
    else if (cp >= 0x0a80 && cp <= 0x0aff) found.add('gujarati');
    else if ((cp >= 0x0900 && cp <= 0x097f) || (cp >= 0xa8e0 && cp <= 0xa8ff)) found.add('devanagari');
    else if (
      (cp >= 0x0600 && cp <= 0x06ff) ||
      (cp >= 0x0750 && cp <= 0x077f) ||
      (cp >= 0x08a0 && cp <= 0x08ff) ||
      (cp >= 0xfb50 && cp <= 0xfdff) ||
      (cp >= 0xfe70 && cp <= 0xfeff)
    )
      found.add('arabic');
    else found.add('other');
  }
  if (found.size === 0) return null;
  return found.size === 1 ? [...found][0]! : 'other';
}

export interface NamedProfile {
  first_name: string;
  last_name: string;
  /** Absent or empty only on data older than the Latin-letter names: the name as written is used. */
  first_name_latin?: string | null;
  last_name_latin?: string | null;
}

function partFor(language: Language, written: string, latin: string | null | undefined): string {
  const script = scriptOf(written);
  if (script === null || script === SCRIPT_OF_LANGUAGE[language]) return written;
  return latin?.trim() || written;
}

/** The two parts of the name the reader sees. */
export function namePartsFor(language: Language, p: NamedProfile): { first: string; last: string } {
  return {
    first: partFor(language, p.first_name, p.first_name_latin),
    last: partFor(language, p.last_name, p.last_name_latin),
  };
}

/** The full name in the reader's script when the family wrote it so, else in Latin letters. */
export function nameFor(language: Language, p: NamedProfile): string {
  const { first, last } = namePartsFor(language, p);
  return [first, last].filter(Boolean).join(' ');
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/** The first whole grapheme cluster (a Gujarati or Devanagari letter with its vowel sign, say). */
function firstCluster(text: string): string {
  const word = text.trim();
  for (const { segment } of segmenter.segment(word)) return segment;
  return '';
}

/**
 * Initials of the name the reader sees: the first whole grapheme cluster of each part ("ઇ" and "મે",
 * never a vowel sign torn from its letter), Latin ones in capitals. Letters of the Arabic script are
 * kept from joining into one word by a zero-width non-joiner ("ف‌پ", not "فپ").
 */
export function initialsFor(language: Language, p: NamedProfile): string {
  const { first, last } = namePartsFor(language, p);
  const parts = [firstCluster(first), firstCluster(last)].filter(Boolean);
  const joiner = parts.some((c) => scriptOf(c) === 'arabic') ? '\u200c' : '';
  return parts.map((c) => c.toLocaleUpperCase('en')).join(joiner);
}
