// The profile form's Indian ways of saying a height, a date of birth, a mother tongue and a country, and
// the values the API keeps for them (docs/api.md "Matrimonial"): height_cm a whole number of centimetres,
// date_of_birth `YYYY-MM-DD`, mother_tongue and country free texts (at most 60 characters).

import { CM_PER_INCH, cmToFeetInches, listEntry, MOTHER_TONGUES } from '../../lib/profile-values.ts';

// Shared with the office's review (lib/profile-values.ts).
export { cmToFeetInches, listEntry, MOTHER_TONGUES };

/** The feet a height select offers (4′ 0″ = 122 cm to 7′ 11″ = 241 cm). */
export const FEET = [4, 5, 6, 7] as const;
export const INCHES = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11] as const;

/** Feet and inches as whole centimetres, rounded to the nearest: 5′ 6″ → 168. */
export function feetInchesToCm(feet: number, inches: number): number {
  return Math.round((feet * 12 + inches) * CM_PER_INCH);
}

/** Whether a centimetre value is exactly what some feet and inches save (168 is 5′ 6″; 171 is not). */
export function isOnAnInch(cm: number): boolean {
  const { feet, inches } = cmToFeetInches(cm);
  return feetInchesToCm(feet, inches) === cm;
}

/** Whether the feet-and-inches selects can show a height (4′ 0″ to 7′ 11″). */
export function fitsFeetSelects(cm: number): boolean {
  const { feet } = cmToFeetInches(cm);
  return feet >= FEET[0] && feet <= FEET[FEET.length - 1]!;
}

/** A date of birth as the three parts the form asks for, each '' when not chosen. */
export interface DateParts {
  day: string;
  month: string;
  year: string;
}

/**
 * `YYYY-MM-DD` (or the form's half-filled `YYYY-MM-DD` with empty parts) as its parts: '2000-02-05' →
 * { day: '5', month: '2', year: '2000' }.
 */
export function toDateParts(value: string): DateParts {
  const [year = '', month = '', day = ''] = value.split('-');
  const trim = (part: string) => (/^\d+$/.test(part) ? String(Number(part)) : '');
  return { day: trim(day), month: trim(month), year: /^\d{4}$/.test(year) ? year : '' };
}

/**
 * The parts as the form's value: `YYYY-MM-DD` once all three are chosen (real date or not: 31 February
 * is refused by the check, with its own message), '' when none is, and `YYYY-MM-` style with the missing
 * parts empty otherwise (the check says which to choose).
 */
export function fromDateParts({ day, month, year }: DateParts): string {
  if (!day && !month && !year) return '';
  return `${year}-${month ? month.padStart(2, '0') : ''}-${day ? day.padStart(2, '0') : ''}`;
}

/** Days in a month of a year (February of a leap year has 29). */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/**
 * What is wrong with a date of birth as the form holds it, as a message key, or null when it is a real
 * date: a part not chosen, or a day the month does not have (31 February, 29 February 2001).
 */
export function dateOfBirthProblem(value: string): string | null {
  const { day, month, year } = toDateParts(value);
  if (!day && !month && !year) return 'validation.required';
  if (!day) return 'matrimonial.validation.dobDay';
  if (!month) return 'matrimonial.validation.dobMonth';
  if (!year) return 'matrimonial.validation.dobYear';
  if (Number(day) > daysInMonth(Number(year), Number(month))) return 'matrimonial.validation.dobNoSuchDay';
  return null;
}

/** The countries offered by name (the jamat's families live in India); others are written out. */
export const COUNTRIES = ['India'] as const;

/** The choice '' (not said), 'other', or a list entry whose text is what the API keeps. */
export const OTHER = 'other';

/** A saved text as the form's choice and free text: 'Kutchi' → Kutchi; 'Marathi' → Other + 'Marathi'. */
export function toChoice(list: readonly string[], text: string): { choice: string; other: string } {
  if (!text.trim()) return { choice: '', other: '' };
  const entry = listEntry(list, text);
  return entry ? { choice: entry, other: '' } : { choice: OTHER, other: text };
}

/** The choice and free text as the text the API keeps: the entry's English name, or the free text. */
export function fromChoice(choice: string, other: string): string {
  if (choice === OTHER) return other;
  return choice;
}
