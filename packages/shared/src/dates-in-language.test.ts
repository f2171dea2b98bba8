import { describe, expect, it } from 'vitest';
import { formatTimeRange, formatWrittenDate } from './dates-in-language.ts';

// Intl puts thin and narrow no-break spaces around the dash and before am/pm; compared as plain spaces.
const plain = (s: string) => s.replace(/[\u2009\u202f\u00a0]/g, ' ');
const NON_LATIN_DIGITS = /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f\u0ae6-\u0aef]/;

describe("a slot's hours in each language's convention", () => {
  it.each([
    ['en', '9:00 am – 3:00 pm', '9:00 am – 11:59 pm'],
    ['gu', '9:00 AM – 3:00 PM', '9:00 AM – 11:59 PM'],
    ['hi', '9:00 am – 3:00 pm', '9:00 am – 11:59 pm'],
    ['ur', '9:00 AM – 3:00 PM', '9:00 AM – 11:59 PM'],
  ] as const)('%s: a 12-hour clock, Latin digits, no leading zero', (lng, morning, fullDay) => {
    expect(plain(formatTimeRange(lng, { from: '09:00', to: '15:00' }))).toBe(morning);
    expect(plain(formatTimeRange(lng, { from: '09:00', to: '23:59' }))).toBe(fullDay);
    const evening = formatTimeRange(lng, { from: '18:00', to: '23:59' });
    // The evening's two ends share their half of the day: the language says "pm" once or twice as it does.
    expect(plain(evening)).toMatch(/^6:00\s?–\s?11:59 (pm|PM)$/);
    expect(evening).not.toMatch(NON_LATIN_DIGITS);
  });

  it('reads the hours on the wall clock, whatever the time zone of the machine (no shift to UTC)', () => {
    expect(plain(formatTimeRange('en', { from: '00:30', to: '05:45' }))).toBe('12:30 – 5:45 am');
  });

  it('writes a malformed or empty range as it came', () => {
    expect(formatTimeRange('en', { from: '9', to: '15:00' })).toBe('9–15:00');
    expect(formatTimeRange('en', { from: '15:00', to: '09:00' })).toBe('15:00–09:00');
  });
});

describe('a date written out in the language', () => {
  it.each([
    ['en', '7 December 2026'],
    ['gu', '7 ડિસેમ્બર, 2026'],
    ['hi', '7 दिसंबर 2026'],
    ['ur', '7 دسمبر، 2026'],
  ] as const)('%s: %s', (lng, written) => {
    expect(formatWrittenDate(lng, '2026-12-07')).toBe(written);
  });

  it('never the ISO form, never the day before (read at UTC midnight), and nonsense as it came', () => {
    expect(formatWrittenDate('en', '2027-01-01')).toBe('1 January 2027');
    expect(formatWrittenDate('en', '2026-13-40')).toBe('2026-13-40');
    expect(formatWrittenDate('hi', 'soon')).toBe('soon');
  });
});
