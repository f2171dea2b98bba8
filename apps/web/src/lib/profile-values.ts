// The Indian ways of saying a height and a mother tongue that the family's pages and the office's review
// both show (docs/api.md "Matrimonial": height_cm whole centimetres, mother_tongue a free text).

export const CM_PER_INCH = 2.54;

/** Centimetres as the nearest whole inch, in feet and inches: 168 → 5′ 6″, 171 → 5′ 7″ (170 cm). */
export function cmToFeetInches(cm: number): { feet: number; inches: number } {
  const total = Math.round(cm / CM_PER_INCH);
  return { feet: Math.floor(total / 12), inches: total % 12 };
}

/**
 * The mother tongues the form offers, by the English name the API keeps (and the search matches on);
 * "Other" opens a free text.
 */
export const MOTHER_TONGUES = ['Kutchi', 'Memoni', 'Gujarati', 'Urdu', 'Hindi', 'Sindhi', 'English'] as const;

/** The list entry a saved text is (ignoring case and outer spaces), or undefined. */
export function listEntry<T extends string>(list: readonly T[], text: string): T | undefined {
  const wanted = text.trim().toLowerCase();
  return list.find((entry) => entry.toLowerCase() === wanted);
}
