import { SLOTS, type HallAnswer } from '@samaj/shared';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { formatSlotHours } from '../../../lib/format.ts';

/**
 * Where the hall is and when guests come in each slot, as the office set them in its hall editor: the
 * hours in the reader's language ("6:00 – 11:59 pm"; in Urdu one left-to-right run inside the line).
 */
export function HallWhereWhen({ hall }: { hall: HallAnswer }) {
  const { t } = useTranslation();
  const address = hall.address.trim();
  return (
    <Stack component="dl" gap={6} m={0}>
      {address && (
        <div>
          <Text component="dt" size="sm" c="dimmed">
            {t('halls.address')}
          </Text>
          {/* As the office wrote it: an English address keeps its order on an Urdu page. */}
          <Text
            component="dd"
            m={0}
            size="sm"
            lang={hall.language}
            dir="auto"
            style={{ whiteSpace: 'pre-line' }}
          >
            {address}
          </Text>
        </div>
      )}
      <div>
        <Text component="dt" size="sm" c="dimmed">
          {t('halls.hours')}
        </Text>
        {SLOTS.map((slot) => (
          <Text component="dd" m={0} size="sm" key={slot}>
            {t(`halls.slots.${slot}`)}: {formatSlotHours(hall.slot_hours[slot])}
          </Text>
        ))}
      </div>
    </Stack>
  );
}
