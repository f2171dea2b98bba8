import type { blockedDates, bookings } from '../../../db/schema/index.ts';

/** Row types of the booking tables. */

export type BookingRow = typeof bookings.$inferSelect;
export type BlockedDateRow = typeof blockedDates.$inferSelect;
export type SlotKey = { hallId: string; date: string; half: string };

/** One order for every insert, so two bookings that overlap on several dates cannot deadlock. */
export function sortSlotRows<T extends SlotKey>(rows: T[]): T[] {
  return [...rows].sort((a, b) =>
    a.hallId !== b.hallId
      ? a.hallId < b.hallId
        ? -1
        : 1
      : a.date !== b.date
        ? a.date < b.date
          ? -1
          : 1
        : a.half < b.half
          ? -1
          : a.half > b.half
            ? 1
            : 0,
  );
}
