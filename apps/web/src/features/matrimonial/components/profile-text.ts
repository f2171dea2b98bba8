import type { TFunction } from '../../../lib/translator.ts';
import { cmToFeetInches, COUNTRIES, listEntry, MOTHER_TONGUES } from '../profile-values.ts';

/** A height as families here say it, feet and inches with the centimetres kept: 168 → 5′ 6″ (168 cm). */
export function formatHeight(cm: number, t: TFunction): string {
  const { feet, inches } = cmToFeetInches(cm);
  return t('matrimonial.height.value', { feet, inches, cm });
}

/** A saved mother tongue in the reader's language when it is one of the list's ('Kutchi' → કચ્છી). */
export function motherTongueLabel(text: string, t: TFunction): string {
  const entry = listEntry(MOTHER_TONGUES, text);
  return entry ? t(`matrimonial.motherTongue.${entry}`) : text;
}

/** A saved country in the reader's language when it is one the app names ('India' → بھارت). */
export function countryLabel(text: string, t: TFunction): string {
  const entry = listEntry(COUNTRIES, text);
  return entry ? t(`matrimonial.country.${entry}`) : text;
}
