import { Anchor, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { BOOKING_STATUSES, type BookingStatus } from '@samaj/shared';
import { Link, useSearchParams } from 'react-router';
import { formatInstant, formatMoney } from '../../../lib/format.ts';
import { useAdminBookings } from '../api/get-bookings.ts';
import { useDownloadBookingsCsv } from '../api/booking-actions.ts';
import { notifyError } from '../components/notify.ts';
import { OverdueBalances } from '../components/overdue-balances.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import classes from '../components/admin-layout.module.css';
import { CursorList } from '../../../components/cursor-list.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { bookingItemsText } from '../components/booking-summary.ts';
import { BookingStatusBadge } from '../components/status-badges.tsx';
import { ScrollTable } from '../components/scroll-table.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { paths } from '../paths.ts';
import { Ltr } from '../../../components/ltr.tsx';

const isStatus = (value: string | null): value is BookingStatus =>
  (BOOKING_STATUSES as readonly string[]).includes(value ?? '');
const isDate = (value: string | null) => /^\d{4}-\d{2}-\d{2}$/.test(value ?? '');

export function BookingsPage() {
  const { t } = useAdminTranslation();
  const [params, setParams] = useSearchParams();
  const status = isStatus(params.get('status')) ? (params.get('status') as BookingStatus) : undefined;
  const from = isDate(params.get('from')) ? (params.get('from') ?? undefined) : undefined;
  const to = isDate(params.get('to')) ? (params.get('to') ?? undefined) : undefined;
  const query = useAdminBookings({ status, from, to });
  const csv = useDownloadBookingsCsv();
  const exportCsv = () =>
    csv.mutateAsync({ from, to }).catch((error: unknown) => notifyError(errorMessage(error, t)));

  const setFilter = (name: string, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <AdminPage
      title={t('bookings.title')}
      actions={
        <Group gap="xs">
          <Button variant="default" component={Link} to={paths.calendar}>
            {t('nav.calendar')}
          </Button>
          <Button variant="default" onClick={() => void exportCsv()} loading={csv.isPending}>
            {t('bookings.exportCsv')}
          </Button>
        </Group>
      }
    >
      <OverdueBalances />
      <Group gap="sm" align="flex-end">
        <Select
          label={t('bookings.status')}
          placeholder={t('bookings.anyStatus')}
          data={BOOKING_STATUSES.map((value) => ({ value, label: t(`bookingStatus.${value}`) }))}
          value={status ?? null}
          onChange={(value) => setFilter('status', value)}
          clearable
          w={{ base: '100%', xs: 200 }}
        />
        <TextInput
          type="date"
          label={t('bookings.from')}
          value={from ?? ''}
          onChange={(event) => setFilter('from', event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('bookings.to')}
          value={to ?? ''}
          onChange={(event) => setFilter('to', event.currentTarget.value)}
        />
      </Group>
      <CursorList
        query={query}
        loadingLabel={t('bookings.loading')}
        errorTitle={t('bookings.loadFailed')}
        empty={t('bookings.empty')}
      >
        {(items) => (
          <Stack gap="xs">
            <ScrollTable label={t('bookings.title')} minWidth={720}>
              <Table>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('bookings.booking')}</Table.Th>
                    <Table.Th>{t('bookings.halls')}</Table.Th>
                    <Table.Th>{t('bookings.status')}</Table.Th>
                    <Table.Th>{t('bookings.amount')}</Table.Th>
                    <Table.Th>{t('bookings.created')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((booking) => (
                    <Table.Tr key={booking.id} className={booking.refund_due ? classes.refundRow : undefined}>
                      <Table.Td>
                        <Anchor component={Link} to={paths.booking(booking.id)} fw={500}>
                          {booking.event_name?.trim() || t('bookings.untitled')}
                        </Anchor>
                        <Text size="xs">
                          {booking.user.name} · <Ltr>{booking.user.mobile}</Ltr>
                        </Text>
                      </Table.Td>
                      <Table.Td>
                        {bookingItemsText(booking, (slot) => t(`slots.${slot}`)).map((line) => (
                          <Text key={line} size="sm">
                            {line}
                          </Text>
                        ))}
                      </Table.Td>
                      <Table.Td>
                        <BookingStatusBadge status={booking.status} refundDue={booking.refund_due} />
                      </Table.Td>
                      <Table.Td>{formatMoney(booking.amount_to_pay)}</Table.Td>
                      <Table.Td>{formatInstant(booking.created_at)}</Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          </Stack>
        )}
      </CursorList>
    </AdminPage>
  );
}
