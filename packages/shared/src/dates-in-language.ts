import type { Language } from './enums.ts';

/**
 * Dates and times as each language writes them, one way for the web's screens and the server's
 * documents (receipts, credit notes). Intl with India's locale of the language (en-IN, gu-IN, hi-IN,
 * ur-IN) gives the month names and the order; every one of the four writes the hour on a 12-hour clock
 * ("7:00 pm" in English and Hindi, "7:00 PM" in Gujarati and Urdu). Digits stay Latin (0-9) in every
 * language (`nu-latn`): Urdu's own locale data would write ۷:۰۰, but amounts, counts and dates in Urdu
 * are already written with 0-9 here (docs/translations.md), as the community reads them.
 */

/** The Intl locale for dates and times in a language: `gu-IN-u-nu-latn`. */
export function dateLocaleOf(language: Language): string {
  return `${language}-IN-u-nu-latn`;
}

/**
 * The hour and minutes, the hour without a leading zero. Gujarati's short time style would write
 * "07:00 PM" while its own interval format writes "7:00 – 11:00 PM"; one set of options keeps a lone
 * time and a slot's hours alike.
 */
export const TIME_OF_DAY_OPTIONS: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

// Making a formatter costs far more than using one: one per language and kind, made on first use.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(language: Language, kind: string, options: Intl.DateTimeFormatOptions) {
  const key = `${kind}|${language}`;
  let made = formatters.get(key);
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(dateLocaleOf(language), options)));
  return made;
}

const HH_MM = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** "HH:MM" as that time of 1 January 2000 in UTC, which formatting in UTC gives back unshifted. */
function wallClock(hhmm: string): Date | null {
  const m = HH_MM.exec(hhmm);
  return m ? new Date(Date.UTC(2000, 0, 1, Number(m[1]), Number(m[2]))) : null;
}

/**
 * A slot's hours "HH:MM"–"HH:MM" as the language writes a range: "9:00 am – 3:00 pm",
 * "6:00 – 11:59 pm" (Intl says the shared "pm" once where the language does).
 */
export function formatTimeRange(language: Language, hours: { from: string; to: string }): string {
  const from = wallClock(hours.from);
  const to = wallClock(hours.to);
  if (!from || !to || to <= from) return `${hours.from}–${hours.to}`;
  return formatter(language, 'timeRange', { ...TIME_OF_DAY_OPTIONS, timeZone: 'UTC' }).formatRange(from, to);
}

/**
 * A calendar date `YYYY-MM-DD` written out: "7 December 2026", "7 ડિસેમ્બર, 2026", "7 दिसंबर 2026",
 * "7 دسمبر، 2026". Read at UTC midnight, so no time zone moves it to the day before.
 */
export function formatWrittenDate(language: Language, isoDate: string): string {
  const at = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? new Date(`${isoDate}T00:00:00Z`) : null;
  if (!at || Number.isNaN(at.getTime())) return isoDate;
  return formatter(language, 'writtenDate', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}
