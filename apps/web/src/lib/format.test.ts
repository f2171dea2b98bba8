import { afterEach, describe, expect, it } from 'vitest';
import {
  formatCalendarDate,
  formatInstantWithTime,
  formatLongDate,
  formatMoney,
  formatMonthYear,
  formatNumber,
  formatSlotHours,
  formatTime,
  formatWeekday,
} from './format.ts';
import { i18n } from './i18n.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('format in the chosen language', () => {
  it.each(['en', 'gu', 'hi', 'ur'])(
    'money in %s: rupees with Indian grouping in Latin digits',
    async (lng) => {
      await i18n.changeLanguage(lng);
      // Bidirectional marks aside (Urdu may wrap the sign), the amount reads ₹1,05,000.
      const marks = /[\u200e\u200f\u061c\u2066\u2069\s]/g;
      expect(formatMoney(105000).replace(marks, '')).toBe('₹1,05,000');
      expect(formatNumber(10500000).replace(marks, '')).toBe('1,05,00,000');
    },
  );

  it('English dates', () => {
    expect(formatCalendarDate('2026-12-01')).toBe('1 Dec 2026');
    expect(formatLongDate('2026-12-01')).toMatch(/Tuesday.*1.*December.*2026/);
    expect(formatMonthYear(2026, 12)).toBe('December 2026');
    expect(formatWeekday('2026-12-01')).toBe('Tue');
  });

  it('Gujarati, Hindi and Urdu name months and weekdays in their own script, with Latin digits', async () => {
    await i18n.changeLanguage('gu');
    expect(formatMonthYear(2026, 12)).toMatch(/ડિસેમ્બર/);
    expect(formatMonthYear(2026, 12)).toMatch(/2026/);
    await i18n.changeLanguage('hi');
    expect(formatLongDate('2026-12-01')).toMatch(/मंगलवार/);
    expect(formatCalendarDate('2026-12-01')).toMatch(/2026/);
    await i18n.changeLanguage('ur');
    expect(formatMonthYear(2026, 12)).toMatch(/دسمبر/);
    expect(formatMonthYear(2026, 12)).toMatch(/2026/);
    // No Arabic-Indic or Devanagari digits anywhere.
    expect(formatInstantWithTime('2026-12-01T10:30:00Z')).not.toMatch(
      /[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/,
    );
  });

  it('keeps amounts, counts and times whole inside Urdu (left-to-right isolates), and only there', async () => {
    await i18n.changeLanguage('ur');
    expect(formatMoney(15000)).toBe('\u2066₹15,000\u2069');
    expect(formatNumber(105000)).toBe('\u20661,05,000\u2069');
    expect(formatTime(new Date('2026-12-01T10:40:00Z'))).toMatch(/^\u2066.*\u2069$/);
    expect(formatInstantWithTime('2026-12-01T10:40:00Z')).toMatch(/دسمبر.*2026، \u2066.*\u2069$/);
    await i18n.changeLanguage('hi');
    expect(formatMoney(15000)).toBe('₹15,000');
  });

  it.each([
    ['en', '6:00 – 11:59 pm', '9:00 am – 3:00 pm'],
    ['gu', '6:00 – 11:59 PM', '9:00 AM – 3:00 PM'],
    ['hi', '6:00–11:59 pm', '9:00 am – 3:00 pm'],
    ['ur', '\u20666:00–11:59 PM\u2069', '\u20669:00 AM – 3:00 PM\u2069'],
  ])(
    "a slot's hours in %s: the language's 12-hour clock, kept whole in Urdu",
    async (lng, evening, morning) => {
      await i18n.changeLanguage(lng);
      const spaces = (s: string) => s.replace(/[\u2009\u202f]/g, ' ');
      expect(spaces(formatSlotHours({ from: '18:00', to: '23:59' }))).toBe(evening);
      expect(spaces(formatSlotHours({ from: '09:00', to: '15:00' }))).toBe(morning);
    },
  );

  it('a time of day is the same clock as the slot hours (Gujarati without a leading zero)', async () => {
    const at = new Date('2026-12-01T13:35:00Z');
    const local = new Intl.DateTimeFormat('en-GB', { hour: 'numeric', hour12: true }).format(at);
    await i18n.changeLanguage('gu');
    // The runner's time zone decides the hour; the form is what is checked.
    expect(formatTime(at)).toMatch(/^([1-9]|1[0-2]):35 (AM|PM)$/);
    expect(formatTime(at).startsWith(local.split(' ')[0]!)).toBe(true);
    expect(formatInstantWithTime('2026-12-01T13:35:00Z')).not.toMatch(/ 0\d:35/);
    await i18n.changeLanguage('en');
    expect(formatTime(at)).toMatch(/^([1-9]|1[0-2]):35\s(am|pm)$/);
  });

  it('leaves what is not a date as it came', () => {
    expect(formatCalendarDate('not a date')).toBe('not a date');
    expect(formatInstantWithTime('nope')).toBe('nope');
  });
});
