import type { Slot } from './enums.ts';

/** The two halves of a hall's day; every slot is made of one or both. */
export const HALVES = ['M', 'E'] as const;
export type Half = (typeof HALVES)[number];

/** The halves a slot occupies: B (full day) takes the whole date, M and E one half each. */
export function slotHalves(slot: Slot): Half[] {
  return slot === 'B' ? ['M', 'E'] : [slot];
}

/**
 * Whether two slots of the same hall and date clash: B with M, E and B; M with M and B; E with E and B.
 * (They clash exactly when they share a half.)
 */
export function slotsConflict(a: Slot, b: Slot): boolean {
  const halves = slotHalves(b);
  return slotHalves(a).some((h) => halves.includes(h));
}

/** Whether `slot` is free given the halves already taken and the slots blocked on that date. */
export function isSlotFree(
  slot: Slot,
  takenHalves: Iterable<Half>,
  blockedSlots: Iterable<Slot> = [],
): boolean {
  const wanted = slotHalves(slot);
  for (const h of takenHalves) if (wanted.includes(h)) return false;
  for (const b of blockedSlots) if (slotsConflict(slot, b)) return false;
  return true;
}

const DAY_MS = 86_400_000;
const toDay = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;
const fromDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Days from `start` to `end` inclusive (both `YYYY-MM-DD`); 0 when end is before start. */
export function daysBetweenInclusive(start: string, end: string): number {
  return Math.max(0, toDay(end) - toDay(start) + 1);
}

/** Every date from `start` to `end` inclusive, in order. */
export function datesInRange(start: string, end: string): string[] {
  const out: string[] = [];
  for (let d = toDay(start); d <= toDay(end); d += 1) out.push(fromDay(d));
  return out;
}

/** The first and last date of a calendar month (month 1-12). */
export function monthRange(year: number, month: number): { start: string; end: string } {
  const first = Date.UTC(year, month - 1, 1);
  const last = Date.UTC(year, month, 0);
  return {
    start: new Date(first).toISOString().slice(0, 10),
    end: new Date(last).toISOString().slice(0, 10),
  };
}

/** `date` moved by `days` (may be negative). */
export function addDays(date: string, days: number): string {
  return fromDay(toDay(date) + days);
}
