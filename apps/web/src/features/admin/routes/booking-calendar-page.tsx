import { Anchor, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { CalendarEntry } from '@samaj/shared';
import { Link, useSearchParams } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { formatCalendarDate, formatMonthYear, formatWeekday } from '../../../lib/format.ts';
import { useBookingCalendar } from '../api/get-booking-calendar.ts';
import { useAdminHalls } from '../api/get-halls.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { daysOfMonth } from '../components/dates.ts';
import { ScrollTable } from '../components/scroll-table.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { paths } from '../paths.ts';
import classes from './booking-calendar-page.module.css';

const SLOT_ORDER = { B: 0, M: 1, E: 2 } as const;

function readMonth(params: URLSearchParams): { year: number; month: number } {
  const now = new Date();
  const year = Number(params.get('year'));
  const month = Number(params.get('month'));
  return Number.isInteger(year) &&
    year >= 2000 &&
    year <= 2200 &&
    Number.isInteger(month) &&
    month >= 1 &&
    month <= 12
    ? { year, month }
    : { year: now.getFullYear(), month: now.getMonth() + 1 };
}

function shift({ year, month }: { year: number; month: number }, step: number) {
  const index = year * 12 + (month - 1) + step;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

export function BookingCalendarPage() {
  const { t } = useAdminTranslation();
  const [params, setParams] = useSearchParams();
  const current = readMonth(params);
  const label = formatMonthYear(current.year, current.month);
  const calendar = useBookingCalendar(current.year, current.month);
  const halls = useAdminHalls();
  const go = (step: number) => {
    const next = shift(current, step);
    setParams({ year: String(next.year), month: String(next.month) }, { replace: true });
  };

  const byCell = new Map<string, CalendarEntry[]>();
  for (const entry of calendar.data ?? []) {
    const key = `${entry.date}|${entry.hall_id}`;
    byCell.set(key, [...(byCell.get(key) ?? []), entry]);
  }
  const booked = (calendar.data ?? []).filter((entry) => entry.kind === 'booking').length;
  const blocked = (calendar.data?.length ?? 0) - booked;
  const hallColumns = halls.data?.map((hall) => ({ id: hall.id, name: hall.short_name || hall.name })) ?? [
    ...new Map((calendar.data ?? []).map((e) => [e.hall_id, { id: e.hall_id, name: e.hall_name }])).values(),
  ];

  return (
    <AdminPage
      title={t('calendar.title')}
      actions={
        <Button variant="default" component={Link} to={paths.bookings()}>
          {t('nav.bookings')}
        </Button>
      }
    >
      <Group justify="space-between" wrap="nowrap">
        <Button variant="default" onClick={() => go(-1)} aria-label={t('calendar.previous')}>
          <span aria-hidden="true">‹</span>
        </Button>
        <Title order={2} size="h3" aria-live="polite">
          {label}
        </Title>
        <Button variant="default" onClick={() => go(1)} aria-label={t('calendar.next')}>
          <span aria-hidden="true">›</span>
        </Button>
      </Group>
      {calendar.isPending || halls.isPending ? (
        <Stack role="status" aria-label={t('calendar.loading')} aria-busy="true" gap="xs">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={28} />
          ))}
        </Stack>
      ) : calendar.isError ? (
        <ErrorState
          title={t('calendar.loadFailed')}
          error={calendar.error}
          onRetry={() => void calendar.refetch()}
          retrying={calendar.isRefetching}
        />
      ) : (
        <>
          <Group gap="md" justify="space-between">
            <Text size="sm" role="status">
              {t('calendar.count', { count: booked })} {t('calendar.blockedCount', { count: blocked })}
            </Text>
            <Anchor component={Link} to={paths.blockedDates} size="sm">
              {t('calendar.manageBlocked')}
            </Anchor>
          </Group>
          <ScrollTable
            label={t('calendar.tableLabel', { month: label })}
            minWidth={140 + hallColumns.length * 160}
          >
            <Table
              withTableBorder
              withColumnBorders
              striped
              aria-label={t('calendar.tableLabel', { month: label })}
            >
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{t('calendar.date')}</Table.Th>
                  {hallColumns.map((hall) => (
                    <Table.Th key={hall.id} scope="col">
                      {hall.name}
                    </Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {daysOfMonth(current.year, current.month).map((date) => (
                  <Table.Tr key={date}>
                    <Table.Th scope="row" fw={500}>
                      <Text size="sm" span>
                        {formatWeekday(date)} {formatCalendarDate(date)}
                      </Text>
                    </Table.Th>
                    {hallColumns.map((hall) => (
                      <Table.Td key={hall.id}>
                        <Stack gap={2}>
                          {(byCell.get(`${date}|${hall.id}`) ?? [])
                            .sort((a, b) => SLOT_ORDER[a.slot] - SLOT_ORDER[b.slot])
                            .map((entry) =>
                              entry.kind === 'booking' ? (
                                <Anchor
                                  key={`${entry.slot}-${entry.booking.id}`}
                                  component={Link}
                                  to={paths.booking(entry.booking.id)}
                                  size="sm"
                                >
                                  {t('calendar.entry', {
                                    slot: t(`slots.${entry.slot}`),
                                    name: entry.booking.event_name?.trim() || entry.booking.user.name,
                                    status: t(`bookingStatus.${entry.booking.status}`),
                                  })}
                                </Anchor>
                              ) : (
                                <Text
                                  key={`${entry.slot}-${entry.blocked.id}`}
                                  size="sm"
                                  className={classes.blocked}
                                >
                                  {entry.blocked.reason.trim()
                                    ? t('calendar.blockedFor', {
                                        slot: t(`slots.${entry.slot}`),
                                        reason: entry.blocked.reason.trim(),
                                      })
                                    : t('calendar.blocked', { slot: t(`slots.${entry.slot}`) })}
                                </Text>
                              ),
                            )}
                        </Stack>
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </ScrollTable>
        </>
      )}
    </AdminPage>
  );
}
