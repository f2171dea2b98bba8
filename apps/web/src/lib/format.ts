// An amount or a time is a left-to-right run kept whole in Urdu ("₹15,000", not "15,000₹"): bidi.ts.
import { dateLocaleOf, formatTimeRange, TIME_OF_DAY_OPTIONS } from '@samaj/shared';
import { ltrWhereRtl } from './bidi.ts';
import { currentLanguage, type Language } from './i18n.ts';

/**
 * Dates, numbers and money in the language on screen, through Intl. Digits stay Latin (0-9) in every
 * language (`nu-latn`), as the community reads prices and dates; grouping is Indian (1,05,000). Times
 * are each language's 12-hour clock ("7:00 pm", Gujarati and Urdu "7:00 PM"), the same as on the
 * receipts: packages/shared's dates-in-language.ts.
 */

/** The locale for dates (month and weekday names in the language). */
export function dateLocale(language: Language): string {
  return dateLocaleOf(language);
}

/**
 * The locale for numbers and money. Urdu's locale data groups digits in thousands (105,000): its numbers
 * are written with English (India)'s rules, which give the same Latin digits with Indian grouping.
 */
export function numberLocale(language: Language): string {
  return language === 'ur' ? 'en-IN' : `${language}-IN-u-nu-latn`;
}

// An Intl formatter is made on first use per language: making one costs a few milliseconds (more on a slow
// phone), which at module level every page load would pay before its first paint, used or not.
const formatters = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function numberFormat(kind: string, options: Intl.NumberFormatOptions): Intl.NumberFormat {
  const locale = numberLocale(currentLanguage());
  const key = `${kind}|${locale}`;
  let made = formatters.get(key) as Intl.NumberFormat | undefined;
  if (!made) formatters.set(key, (made = new Intl.NumberFormat(locale, options)));
  return made;
}

function dateFormat(kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const locale = dateLocale(currentLanguage());
  const key = `${kind}|${locale}`;
  let made = formatters.get(key) as Intl.DateTimeFormat | undefined;
  if (!made) formatters.set(key, (made = new Intl.DateTimeFormat(locale, options)));
  return made;
}

/** Integer rupees as ₹ with Indian digit grouping: 150000 → ₹1,50,000. */
export function formatMoney(rupees: number): string {
  return ltrWhereRtl(moneyFormat().format(rupees));
}

function moneyFormat(): Intl.NumberFormat {
  return numberFormat('money', {
    style: 'currency',
    currency: 'INR',
    maximumFractionDigits: 0,
    minimumFractionDigits: 0,
  });
}

/** A count with Indian grouping: 105000 → 1,05,000. */
export function formatNumber(value: number): string {
  return ltrWhereRtl(numberFormat('number', {}).format(value));
}

function parse(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** A `YYYY-MM-DD` calendar date at UTC midnight: no time zone may shift it to the day before. */
function parseCalendarDate(value: string): Date | null {
  return parse(`${value}T00:00:00Z`);
}

/** An ISO 8601 instant, shown as a date in the reader's time zone. */
export function formatInstant(iso: string): string {
  const date = parse(iso);
  return date ? dateFormat('instant', { dateStyle: 'medium' }).format(date) : iso;
}

/** An ISO 8601 instant as a date and time in the reader's time zone. */
export function formatInstantWithTime(iso: string): string {
  const date = parse(iso);
  if (!date) return iso;
  // Urdu: the date, then the time kept whole (Intl's one string would read "2026، PM 3:54").
  if (currentLanguage() === 'ur') return `${formatInstant(iso)}، ${formatTime(date)}`;
  // dateStyle medium with the time of formatTime (timeStyle would give Gujarati "01:30 PM").
  return dateFormat('instantTime', {
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    ...TIME_OF_DAY_OPTIONS,
  }).format(date);
}

/** A time of day (a hold's end, say) in the reader's time zone. */
export function formatTime(date: Date): string {
  return ltrWhereRtl(dateFormat('time', TIME_OF_DAY_OPTIONS).format(date));
}

/** A slot's hours (a hall's `slot_hours`): "9:00 am – 3:00 pm", one left-to-right run in Urdu. */
export function formatSlotHours(hours: { from: string; to: string }): string {
  return ltrWhereRtl(formatTimeRange(currentLanguage(), hours));
}

/** A `YYYY-MM-DD` calendar date. */
export function formatCalendarDate(value: string): string {
  const date = parseCalendarDate(value);
  return date ? dateFormat('calendarDate', { dateStyle: 'medium', timeZone: 'UTC' }).format(date) : value;
}

/** A `YYYY-MM-DD` date in full, with its weekday ("Tuesday 1 December 2026"), for screen readers. */
export function formatLongDate(value: string): string {
  const date = parseCalendarDate(value);
  return date
    ? dateFormat('longDate', {
        weekday: 'long',
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(date)
    : value;
}

/** A month of a year (month 1-12): "December 2026". */
export function formatMonthYear(year: number, month: number): string {
  return dateFormat('monthYear', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}

/** The short weekday of a `YYYY-MM-DD` date ("Tue"). */
export function formatWeekday(value: string): string {
  const date = parseCalendarDate(value);
  return date ? dateFormat('weekday', { weekday: 'short', timeZone: 'UTC' }).format(date) : value;
}

/** Text written with blank lines between paragraphs, as paragraphs. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}
