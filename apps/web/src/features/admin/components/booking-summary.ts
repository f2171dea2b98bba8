import type { AdminBooking } from '@samaj/shared';
import { formatCalendarDate } from '../../../lib/format.ts';

/** "Main Hall M: 12 Mar 2026, 13 Mar 2026" for each item, for a table cell. */
export function bookingItemsText(booking: Pick<AdminBooking, 'items'>, slotLabel: (slot: string) => string) {
  return booking.items.map((item) => {
    const dates = [...item.booking_dates].sort();
    const shown =
      dates.length > 3
        ? `${formatCalendarDate(dates[0] ?? '')} … ${formatCalendarDate(dates[dates.length - 1] ?? '')} (${dates.length})`
        : dates.map(formatCalendarDate).join(', ');
    return `${item.hall_name}, ${slotLabel(item.slot)}: ${shown}`;
  });
}
