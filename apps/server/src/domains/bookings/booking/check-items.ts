import {
  BOOKING_HORIZON_DAYS,
  slotHalves,
  slotsConflict,
  type Hall,
  type NewBookingBody,
  type Slot,
} from '@samaj/shared';
import { label } from '../common.ts';
import { type Localized, msg } from '../../../i18n/translate.ts';

/** One hall, slot and date a booking asks for, with the index of its item. */
export interface Wanted {
  item: number;
  hall: Hall;
  slot: Slot;
  date: string;
}

/**
 * Every rule of a new booking that needs no lock, reported together the way Laravel does: the hall
 * exists, no date is past or beyond the horizon, and no two items of the booking take the same half.
 * Answers the wanted hall dates, or the errors by field (Laravel's dotted keys).
 */
export function checkItems(input: {
  items: NewBookingBody['booking_items'];
  hallById: ReadonlyMap<string, Hall>;
  today: string;
  horizon: string;
}): { wanted: Wanted[]; errors: Record<string, Localized[]> } {
  const errors: Record<string, Localized[]> = {};
  const add = (field: string, message: Localized) => (errors[field] ??= []).push(message);
  const wanted: Wanted[] = [];
  const seen = new Map<string, Localized>();
  input.items.forEach((item, i) => {
    const hall = input.hallById.get(item.hall_id);
    if (!hall) {
      add(`booking_items.${i}.hall_id`, msg('hallNotExist'));
      return;
    }
    item.booking_dates.forEach((date, j) => {
      const field = `booking_items.${i}.booking_dates.${j}`;
      if (date < input.today) return add(field, msg('dateInPast', { date }));
      if (date > input.horizon) return add(field, msg('dateTooFar', { date, days: BOOKING_HORIZON_DAYS }));
      for (const half of slotHalves(item.slot)) {
        const first = seen.get(`${hall.id}|${date}|${half}`);
        if (first) {
          return add(
            field,
            msg('overlapsInBooking', { what: label(date, hall.name, item.slot), other: first }),
          );
        }
      }
      for (const half of slotHalves(item.slot))
        seen.set(`${hall.id}|${date}|${half}`, label(date, hall.name, item.slot));
      wanted.push({ item: i, hall, slot: item.slot, date });
    });
  });
  return { wanted, errors };
}

/** The wanted dates the office has closed (a block of a clashing slot), as messages. */
export function blockedMessages(
  wanted: readonly Wanted[],
  blocked: readonly { hallId: string; date: string; slot: string }[],
): Localized[] {
  return wanted
    .filter((w) =>
      blocked.some(
        (b) => b.hallId === w.hall.id && b.date === w.date && slotsConflict(w.slot, b.slot as Slot),
      ),
    )
    .map((w) => msg('notOpenForBooking', { what: label(w.date, w.hall.name, w.slot) }));
}

/** The hall ids and the first and last date of the wanted dates (what to read and lock). */
export function rangeOf(wanted: readonly Wanted[]): { hallIds: string[]; from: string; to: string } {
  const dates = wanted.map((w) => w.date).sort();
  return {
    hallIds: [...new Set(wanted.map((w) => w.hall.id))],
    from: dates[0]!,
    to: dates[dates.length - 1]!,
  };
}
