import { SLOT_LABELS, slotHalves, type Slot } from '@samaj/shared';
import type { DbOrTx } from '../../db/client.ts';
import { itemsOf, sortSlotRows } from './repository.ts';
import { type Localized, msg } from '../../i18n/translate.ts';

/** Small helpers the booking files share: labels, dates and slot rows. */

/** A hall date by id: "2030-03-01 (Main Hall, Morning)", the date and slot in the reader's language. */
export const label = (date: string, hallName: string, slot: Slot): Localized =>
  msg('bookingLabel', { date, hall: hallName, slot: SLOT_LABELS[slot] });
export const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** The slot rows a booking holds: each item's dates, each slot's halves. */
export async function slotRowsOf(db: DbOrTx, bookingId: string) {
  const { items, dates } = await itemsOf(db, [bookingId]);
  return sortSlotRows(
    items.flatMap(({ item }) =>
      dates
        .filter((d) => d.itemId === item.id)
        .flatMap((d) =>
          slotHalves(item.slot as Slot).map((half) => ({
            hallId: item.hallId,
            date: d.date,
            half,
            bookingId,
            slot: item.slot,
          })),
        ),
    ),
  );
}

export { sortSlotRows };
