import type { Language } from '@samaj/shared';
import { directionOf } from './i18n.ts';

/**
 * `lang` and `dir` for a text the office wrote, from the answer's `language` (decision 063): an
 * English original on an Urdu page reads left to right, an Urdu version right to left.
 */
export function textLanguage(language: Language | undefined): { lang: Language; dir: 'ltr' | 'rtl' } {
  const lang = language ?? 'en';
  return { lang, dir: directionOf(lang) };
}
