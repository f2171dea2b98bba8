import { priceBooking, priceItem, type BookingUserType, type Hall } from '@samaj/shared';
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
  // What the amount to pay is made of: the rent of this user type and the refundable deposit.
  let rent = 0;
  let deposit = 0;
  for (const item of items) {
    const hall = halls.find((candidate) => candidate.id === item.hall_id);
    if (!hall) continue;
    const line = priceItem({ hall, booking_dates: item.booking_dates }, userType);
    rent += line.amount * line.dates;
    deposit += line.deposit * line.dates;
  }
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
        <Group justify="space-between" wrap="nowrap">
          <Text>{t('totals.rent', { type: t(`userTypes.${userType}`) })}</Text>
          <Text data-testid="rent">{formatMoney(rent)}</Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text>{t('totals.deposit')}</Text>
          <Text data-testid="deposit">{formatMoney(deposit)}</Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{t('totals.payNow')}</Text>
          <Text fw={700} size="lg" data-testid="amount-to-pay">
            {formatMoney(totals.amount_to_pay)}
          </Text>
        </Group>
        <Group justify="space-between" wrap="nowrap">
          <Text size="sm">{t('totals.listed')}</Text>
          <Text size="sm" data-testid="total-booking-amount">
            {formatMoney(totals.total_booking_amount)}
          </Text>
        </Group>
        <Text size="xs" c="dimmed">
          {t('totals.note')}
        </Text>
      </Stack>
    </Paper>
  );
}
