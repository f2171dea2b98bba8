import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  monthWeeks,
  sameDayInMonth,
  sortedDates,
  todayIso,
  weekdayOf,
} from './calendar-dates.ts';

describe('calendar dates', () => {
  it('lays a month out in weeks from Sunday, with blanks around it', () => {
    const weeks = monthWeeks({ year: 2026, month: 12 });
    // 1 December 2026 is a Tuesday.
    expect(weeks[0]).toEqual([
      null,
      null,
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
    ]);
    expect(weeks.at(-1)).toEqual([
      '2026-12-27',
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      null,
      null,
    ]);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    expect(monthWeeks({ year: 2028, month: 2 }).flat().filter(Boolean)).toHaveLength(29);
  });

  it('moves across months and years without a time zone shifting the date', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths({ year: 2026, month: 12 }, 1)).toEqual({ year: 2027, month: 1 });
    expect(addMonths({ year: 2026, month: 1 }, -1)).toEqual({ year: 2025, month: 12 });
    expect(sameDayInMonth('2027-01-31', { year: 2027, month: 2 })).toBe('2027-02-28');
    expect(weekdayOf('2026-12-06')).toBe(0);
  });

  it("takes today from the reader's own calendar", () => {
    expect(todayIso(new Date(2026, 10, 20, 23, 30))).toBe('2026-11-20');
  });

  it('sorts dates and drops repeats', () => {
    expect(sortedDates(['2026-12-07', '2026-12-05', '2026-12-07'])).toEqual(['2026-12-05', '2026-12-07']);
  });
});
