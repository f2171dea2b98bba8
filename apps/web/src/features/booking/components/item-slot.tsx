import type { Slot } from '@samaj/shared';
import { Text } from '@mantine/core';
import { useHalls } from '../../../api/halls.ts';
import { formatSlotHours } from '../../../lib/format.ts';
import { useBookingTranslation } from '../i18n.ts';

/**
 * A booked slot with its hours under it ("Evening", "6:00 – 11:59 pm"), the hours the office set for
 * that hall (the halls' answer, cached for the whole app). Until the halls are read, or for a hall no
 * longer listed, the slot's name alone.
 */
export function ItemSlot({ hallId, slot }: { hallId: string; slot: Slot }) {
  const { t } = useBookingTranslation();
  const halls = useHalls();
  const hours = halls.data?.find((hall) => hall.id === hallId)?.slot_hours[slot];
  return (
    <>
      {t(`slots.${slot}`)}
      {hours && (
        // One line: "11:00 pm" split from its "pm" on a phone reads as two times.
        <Text size="xs" component="span" display="block" style={{ whiteSpace: 'nowrap' }}>
          {formatSlotHours(hours)}
        </Text>
      )}
    </>
  );
}
