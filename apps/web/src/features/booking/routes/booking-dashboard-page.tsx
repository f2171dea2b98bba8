import { Button, Card, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useMyBookings } from '../api/get-my-bookings.ts';
import type { Booking } from '../api/types.ts';
import { BookingCard, firstDateOf } from '../components/booking-card.tsx';
import { useBookingTranslation } from '../i18n.ts';
import { useBookingDraft } from '../stores/booking-draft.ts';
import { todayIso } from '../utils/calendar-dates.ts';
import { paths } from '../paths.ts';

const SHORTCUTS = [
  { to: paths.calendar, key: 'calendar' },
  { to: paths.newBooking, key: 'newBooking' },
  { to: paths.myBookings, key: 'myBookings' },
  { to: paths.changePassword, key: 'changePassword' },
] as const;

/** Confirmed or still payable bookings with a date from today on, soonest first. */
export function upcomingBookings(bookings: readonly Booking[], today: string): Booking[] {
  return bookings
    .filter((booking) => booking.status === 'confirmed' || booking.status === 'pending_payment')
    .filter((booking) => booking.items.some((item) => item.booking_dates.some((date) => date >= today)))
    .sort((a, b) => (firstDateOf(a) ?? '').localeCompare(firstDateOf(b) ?? ''));
}

export function BookingDashboardPage() {
  const { t } = useBookingTranslation();
  const bookings = useMyBookings();
  const draftItems = useBookingDraft((state) => state.items);
  const draftDates = draftItems.reduce((sum, item) => sum + item.booking_dates.length, 0);
  return (
    <Stack gap="lg">
      <DocumentTitle title={t('dashboard.title')} />
      <Stack gap={4}>
        <Title order={1}>{t('dashboard.title')}</Title>
        <Text>{t('dashboard.intro')}</Text>
      </Stack>

      <nav aria-label={t('dashboard.shortcuts')}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {SHORTCUTS.map((shortcut) => (
            <Card key={shortcut.key} withBorder radius="md" padding="md">
              <Stack gap="xs" h="100%" justify="space-between">
                <Text size="sm">{t(`shortcuts.${shortcut.key}Text`)}</Text>
                <Button component={Link} to={shortcut.to} variant="light">
                  {t(`shortcuts.${shortcut.key}`)}
                </Button>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </nav>

      {draftItems.length > 0 && (
        <Card withBorder radius="md" padding="md" bg="indigo.0">
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('dashboard.draftTitle')}
            </Title>
            <Text size="sm">
              {t('dashboard.draftText', {
                items: t('totals.items', { count: draftItems.length }),
                dates: t('totals.dates', { count: draftDates }),
              })}
            </Text>
            <Button component={Link} to={paths.newBooking} w="fit-content">
              {t('dashboard.continueDraft')}
            </Button>
          </Stack>
        </Card>
      )}

      <Stack gap="sm" component="section" aria-labelledby="upcoming-heading">
        <Title order={2} id="upcoming-heading">
          {t('dashboard.upcoming')}
        </Title>
        <AsyncContent
          query={bookings}
          loading={<ListSkeleton label={t('mine.loading')} count={2} />}
          errorTitle={t('mine.loadFailed')}
          isEmpty={(list) => upcomingBookings(list, todayIso()).length === 0}
          empty={t('dashboard.noUpcoming')}
        >
          {(list) => (
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {upcomingBookings(list, todayIso())
                .slice(0, 3)
                .map((booking) => (
                  <BookingCard key={booking.id} booking={booking} headingOrder={3} />
                ))}
            </SimpleGrid>
          )}
        </AsyncContent>
      </Stack>
    </Stack>
  );
}
