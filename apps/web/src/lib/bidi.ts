import { currentLanguage } from './i18n.ts';

/**
 * Left-to-right values inside right-to-left text, as a string: a phone number, an amount, a booking or
 * receipt number, a name in Latin letters. Without isolation Urdu's paragraph reorders the value's
 * neutral characters ("+919876543210" reads "919876543210+", "₹15,000" reads "15,000₹"). Unicode's
 * left-to-right isolate (U+2066 … U+2069) keeps the value whole and is invisible. Where the value is
 * an element of its own, components/ltr.tsx's <Ltr> does the same with <bdi dir="ltr">.
 */
export function ltrText(text: string): string {
  return `\u2066${text}\u2069`;
}

/**
 * ltrText only where the language on screen is right to left (Urdu): for names read aloud and values
 * that other languages, and the tests that look for them, keep exactly as they are.
 */
export function ltrWhereRtl(text: string): string {
  return currentLanguage() === 'ur' ? ltrText(text) : text;
}
