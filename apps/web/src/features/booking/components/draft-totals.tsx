import { advancePlan, priceBooking, priceItem, type BookingUserType, type Hall } from '@samaj/shared';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { formatCalendarDate, formatMoney } from '../../../lib/format.ts';
import { useBookingTranslation } from '../i18n.ts';
import type { DraftItem } from '../stores/booking-draft.ts';

/** The two totals of product spec section 9, worked out by the shared pricing the server also uses. */
export function draftTotals(items: readonly DraftItem[], halls: readonly Hall[], userType: BookingUserType) {
  const priced = items.flatMap((item) => {
    const hall = halls.find((candidate) => candidate.id === item.hall_id);
    return hall ? [{ hall, booking_dates: item.booking_dates }] : [];
  });
  const totals = priceBooking(priced, userType);
  // The advance the server will ask (each hall's share; the rest due before the first date).
  const first = items.flatMap((item) => item.booking_dates).sort()[0];
  const plan = first
    ? advancePlan(
        priced.map((p, i) => ({
          amountToPay: totals.lines[i]!.amount_to_pay,
          advancePercent: p.hall.advance_percent,
          balanceDueDays: p.hall.balance_due_days,
        })),
        first,
        new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10),
      )
    : { advance: totals.amount_to_pay, balanceDueOn: null };
  return { ...totals, pay_now: plan.advance, balance_due_on: plan.balanceDueOn };
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
        {totals.balance_due_on && (
          <Group justify="space-between" wrap="nowrap">
            <Text>{t('depth.totalAmount')}</Text>
            <Text>{formatMoney(totals.amount_to_pay)}</Text>
          </Group>
        )}
        <Group justify="space-between" wrap="nowrap">
          <Text fw={700}>{totals.balance_due_on ? t('depth.advanceNow') : t('totals.payNow')}</Text>
          <Text fw={700} size="lg" data-testid="amount-to-pay">
            {formatMoney(totals.pay_now)}
          </Text>
        </Group>
        {totals.balance_due_on && (
          <Group justify="space-between" wrap="nowrap">
            <Text>{t('depth.balanceLater', { date: formatCalendarDate(totals.balance_due_on) })}</Text>
            <Text>{formatMoney(totals.amount_to_pay - totals.pay_now)}</Text>
          </Group>
        )}
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
