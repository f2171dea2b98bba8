import { Anchor, Card, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { formatCalendarDate, formatInstant, formatMoney } from '../../../lib/format.ts';
import type { Booking } from '../api/types.ts';
import { useBookingTranslation } from '../i18n.ts';
import { BookingStatusBadge } from './booking-status-badge.tsx';
import { paths } from '../paths.ts';
import { Ltr } from '../../../components/ltr.tsx';

export function firstDateOf(booking: Booking): string | undefined {
  return booking.items.flatMap((item) => item.booking_dates).sort()[0];
}

export function BookingCard({ booking, headingOrder = 2 }: { booking: Booking; headingOrder?: 2 | 3 }) {
  const { t } = useBookingTranslation();
  const title = booking.event_name?.trim() || t('view.untitled');
  const dates = booking.items.flatMap((item) => item.booking_dates);
  const first = firstDateOf(booking);
  const halls = [...new Set(booking.items.map((item) => item.hall_name))].join(', ');
  return (
    <Card component="article" withBorder radius="md" padding="md">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={headingOrder} size="h4" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            <Anchor component={Link} to={paths.viewBooking(booking.id)} inherit>
              {title}
            </Anchor>
          </Title>
          <BookingStatusBadge status={booking.status} />
        </Group>
        <Text size="sm">{halls}</Text>
        <Text size="sm">
          {first
            ? t('card.dates', { count: dates.length, first: formatCalendarDate(first) })
            : t('card.noDates')}
        </Text>
        <Group justify="space-between">
          <Text size="sm">{t('card.bookedOn', { date: formatInstant(booking.created_at) })}</Text>
          <Text fw={700}>{formatMoney(booking.amount_to_pay)}</Text>
        </Group>
        {booking.status === 'confirmed' && booking.balance_due > 0 && (
          <Text size="sm" fw={600} c="red.9">
            {t('balance.due')}:{' '}
            {booking.balance_due_on
              ? t('balance.dueBy', {
                  amount: formatMoney(booking.balance_due),
                  date: formatCalendarDate(booking.balance_due_on),
                })
              : formatMoney(booking.balance_due)}
          </Text>
        )}
        {booking.reference && (
          <Text size="xs">
            <Ltr>{booking.reference}</Ltr>
          </Text>
        )}
      </Stack>
    </Card>
  );
}
