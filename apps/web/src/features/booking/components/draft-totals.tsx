import { priceBooking, type BookingUserType, type Hall } from '@samaj/shared';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatMoney } from '../../../lib/format.ts';
import { useBookingTranslation } from '../i18n.ts';
import type { DraftItem } from '../stores/booking-draft.ts';

/** The two totals of product spec section 9, worked out by the shared pricing the server also uses. */
export function draftTotals(items: readonly DraftItem[], halls: readonly Hall[], userType: BookingUserType) {
  const priced = items.flatMap((item) => {
    const hall = halls.find((candidate) => candidate.id === item.hall_id);
    return hall ? [{ hall, booking_dates: item.booking_dates }] : [];
  });
  return priceBooking(priced, userType);
}

interface DraftTotalsProps {
  items: readonly DraftItem[];
  halls: readonly Hall[];
  userType: BookingUserType;
}

export function DraftTotals({ items, halls, userType }: DraftTotalsProps) {
  const { t } = useBookingTranslation();
  const totals = draftTotals(items, halls, userType);
  const dates = items.reduce((sum, item) => sum + item.booking_dates.length, 0);
  return (
    <Paper withBorder p="md" radius="md" bg="gray.0" aria-label={t('totals.title')} component="section">
      <Stack gap={6}>
        <Text fw={700}>{t('totals.title')}</Text>
        <Text size="sm">
          {t('totals.summary', {
            items: t('totals.items', { count: items.length }),
            dates: t('totals.dates', { count: dates }),
          })}
        </Text>
        <Group justify="space-between">
          <Text>{t('totals.totalBookingAmount')}</Text>
          <Text fw={600} data-testid="total-booking-amount">
            {formatMoney(totals.total_booking_amount)}
          </Text>
        </Group>
        <Group justify="space-between">
          <Text fw={700}>{t('totals.amountToPay')}</Text>
          <Text fw={700} size="lg" data-testid="amount-to-pay">
            {formatMoney(totals.amount_to_pay)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('totals.note', { type: t(`userTypes.${userType}`) })}
        </Text>
      </Stack>
    </Paper>
  );
}
