import { Button, Group, SimpleGrid, Stack, Title } from '@mantine/core';
import { Link } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { useMyBookings } from '../api/get-my-bookings.ts';
import { BookingCard } from '../components/booking-card.tsx';
import { useBookingTranslation } from '../i18n.ts';
import { paths } from '../paths.ts';

export function MyBookingsPage() {
  const { t } = useBookingTranslation();
  const query = useMyBookings();
  return (
    <Stack gap="lg">
      <DocumentTitle title={t('mine.title')} />
      <Group justify="space-between">
        <Title order={1}>{t('mine.title')}</Title>
        <Button component={Link} to={paths.newBooking}>
          {t('shortcuts.newBooking')}
        </Button>
      </Group>
      <AsyncContent
        query={query}
        loading={<ListSkeleton label={t('mine.loading')} />}
        errorTitle={t('mine.loadFailed')}
        isEmpty={(bookings) => bookings.length === 0}
        empty={t('mine.empty')}
      >
        {(bookings) => (
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} aria-live="polite">
            {bookings.map((booking) => (
              <BookingCard key={booking.id} booking={booking} />
            ))}
          </SimpleGrid>
        )}
      </AsyncContent>
    </Stack>
  );
}
