/**
 * Calendar dates as `YYYY-MM-DD` strings, worked out in UTC so that no time zone moves a date to the day
 * before. "Today" is the reader's own calendar date.
 */
import { formatLongDate, formatMonthYear } from '../../../lib/format.ts';

export interface YearMonth {
  year: number;
  /** 1 to 12. */
  month: number;
}

const pad = (value: number) => String(value).padStart(2, '0');

export function toIsoDate(year: number, month: number, day: number): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

function toUtc(iso: string): Date {
  return new Date(`${iso}T00:00:00Z`);
}

function fromUtc(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function todayIso(now: Date = new Date()): string {
  return toIsoDate(now.getFullYear(), now.getMonth() + 1, now.getDate());
}

export function addDays(iso: string, days: number): string {
  const date = toUtc(iso);
  date.setUTCDate(date.getUTCDate() + days);
  return fromUtc(date);
}

export function yearMonthOf(iso: string): YearMonth {
  return { year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) };
}

export function addMonths({ year, month }: YearMonth, months: number): YearMonth {
  const index = year * 12 + (month - 1) + months;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function compareYearMonth(a: YearMonth, b: YearMonth): number {
  return a.year * 12 + a.month - (b.year * 12 + b.month);
}

export function daysInMonth({ year, month }: YearMonth): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The same day of another month, or that month's last day when it is shorter (31 Jan → 28 Feb). */
export function sameDayInMonth(iso: string, target: YearMonth): string {
  const day = Math.min(Number(iso.slice(8, 10)), daysInMonth(target));
  return toIsoDate(target.year, target.month, day);
}

/** 0 Sunday … 6 Saturday. */
export function weekdayOf(iso: string): number {
  return toUtc(iso).getUTCDay();
}

/** The month as weeks of seven, Sunday first; days outside the month are null. */
export function monthWeeks(ym: YearMonth): (string | null)[][] {
  const first = toIsoDate(ym.year, ym.month, 1);
  const cells: (string | null)[] = Array.from({ length: weekdayOf(first) }, () => null);
  for (let day = 1; day <= daysInMonth(ym); day += 1) cells.push(toIsoDate(ym.year, ym.month, day));
  while (cells.length % 7 !== 0) cells.push(null);
  const weeks: (string | null)[][] = [];
  for (let index = 0; index < cells.length; index += 7) weeks.push(cells.slice(index, index + 7));
  return weeks;
}

export function isInMonth(iso: string, ym: YearMonth): boolean {
  const own = yearMonthOf(iso);
  return own.year === ym.year && own.month === ym.month;
}

/** "December 2026", in the language on screen. */
export function formatMonth({ year, month }: YearMonth): string {
  return formatMonthYear(year, month);
}

/** "Tuesday 1 December 2026", for screen readers. */
export { formatLongDate };

/** A `YYYY-MM-DD` list sorted, without repeats. */
export function sortedDates(dates: Iterable<string>): string[] {
  return [...new Set(dates)].sort();
}
