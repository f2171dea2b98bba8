import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesInRange,
  daysBetweenInclusive,
  isSlotFree,
  monthRange,
  slotHalves,
  slotsConflict,
} from './slots.ts';

describe('slotHalves', () => {
  it('gives the full day both halves and the others one', () => {
    expect(slotHalves('B')).toEqual(['M', 'E']);
    expect(slotHalves('M')).toEqual(['M']);
    expect(slotHalves('E')).toEqual(['E']);
  });
});

describe('slotsConflict', () => {
  const table: [string, string, boolean][] = [
    ['B', 'B', true],
    ['B', 'M', true],
    ['B', 'E', true],
    ['M', 'M', true],
    ['M', 'E', false],
    ['E', 'E', true],
  ];
  it.each(table)('%s against %s: %s, in either order', (a, b, expected) => {
    expect(slotsConflict(a as 'M', b as 'M')).toBe(expected);
    expect(slotsConflict(b as 'M', a as 'M')).toBe(expected);
  });
});

describe('isSlotFree', () => {
  it('is free when nothing is taken or blocked', () => {
    expect(isSlotFree('B', [])).toBe(true);
  });
  it('refuses a full day when either half is taken, but lets the other half go', () => {
    expect(isSlotFree('B', ['E'])).toBe(false);
    expect(isSlotFree('M', ['E'])).toBe(true);
    expect(isSlotFree('E', ['E'])).toBe(false);
  });
  it('treats blocked slots with the same rule', () => {
    expect(isSlotFree('M', [], ['B'])).toBe(false);
    expect(isSlotFree('M', [], ['E'])).toBe(true);
    expect(isSlotFree('B', [], ['M'])).toBe(false);
  });
});

describe('date helpers', () => {
  it('lists a range inclusively, across a month end and a leap day', () => {
    expect(datesInRange('2028-02-27', '2028-03-01')).toEqual([
      '2028-02-27',
      '2028-02-28',
      '2028-02-29',
      '2028-03-01',
    ]);
    expect(datesInRange('2030-01-02', '2030-01-01')).toEqual([]);
    expect(daysBetweenInclusive('2030-01-01', '2030-12-31')).toBe(365);
    expect(daysBetweenInclusive('2030-01-02', '2030-01-01')).toBe(0);
  });
  it('gives month bounds, February of a leap year included', () => {
    expect(monthRange(2028, 2)).toEqual({ start: '2028-02-01', end: '2028-02-29' });
    expect(monthRange(2030, 12)).toEqual({ start: '2030-12-01', end: '2030-12-31' });
  });
  it('moves a date by days', () => {
    expect(addDays('2030-12-31', 1)).toBe('2031-01-01');
    expect(addDays('2030-03-01', -1)).toBe('2030-02-28');
  });
});
