import {} from 'drizzle-orm';
import type {} from '../../../db/client.ts';
import type { blockedDates, bookingItems, bookings } from '../../../db/schema/index.ts';

/** Row types of the booking tables. */

export type BookingRow = typeof bookings.$inferSelect;
export type BookingItemRow = typeof bookingItems.$inferSelect;
export type BlockedDateRow = typeof blockedDates.$inferSelect;
export type SlotKey = { hallId: string; date: string; half: string };
