import type { Slot } from '@samaj/shared';

/** api.md: a full day (B) takes the date whole; morning and evening only clash with themselves and B. */
export function slotsConflict(a: Slot, b: Slot): boolean {
  return a === 'B' || b === 'B' || a === b;
}
