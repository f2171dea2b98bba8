import { BOOKING_HORIZON_DAYS, SLOTS, type Hall, type Slot } from '@samaj/shared';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { formatCalendarDate, formatMonthYear } from '../../../lib/format.ts';
import { paths as bookingPaths } from '../../booking/paths.ts';
import { useFreeDates } from '../api/get-free-dates.ts';

interface YearMonth {
  year: number;
  month: number;
}

const indiaDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });

/** Today's month in India (the halls' time), and the last month bookings reach. */
function monthsOpen(now = new Date()): { first: YearMonth; last: YearMonth } {
  const today = indiaDate.format(now);
  const horizon = indiaDate.format(new Date(now.getTime() + BOOKING_HORIZON_DAYS * 86_400_000));
  const ym = (iso: string) => ({ year: Number(iso.slice(0, 4)), month: Number(iso.slice(5, 7)) });
  return { first: ym(today), last: ym(horizon) };
}

const order = (m: YearMonth) => m.year * 12 + m.month;
const shift = (m: YearMonth, by: number): YearMonth => {
  const index = order(m) - 1 + by;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};

/**
 * The halls page's free dates, for anyone (no login): a hall, a slot and a month, and that month's
 * free dates as a list. Booking them is the booking area's calendar (which asks to log in).
 */
export function FreeDates({ halls }: { halls: readonly Hall[] }) {
  const { t } = useTranslation();
  const { first, last } = monthsOpen();
  const [hallId, setHallId] = useState(halls[0]?.id ?? '');
  const [slot, setSlot] = useState<Slot>('E');
  const [month, setMonth] = useState<YearMonth>(first);
  const query = useFreeDates(hallId ? { hall_id: hallId, slot, ...month } : null);
  const label = formatMonthYear(month.year, month.month);
  const loading = query.isPending || query.isPlaceholderData;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="free-dates-heading">
      <Stack gap="sm">
        <Title order={2} id="free-dates-heading">
          {t('halls.freeDates')}
        </Title>
        <Text size="sm">{t('halls.freeDatesIntro')}</Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} maw={560}>
          <NativeSelect
            label={t('halls.freeDatesHall')}
            value={hallId}
            onChange={(event) => setHallId(event.currentTarget.value)}
            data={halls.map((hall) => ({ value: hall.id, label: hall.name }))}
          />
          <NativeSelect
            label={t('halls.freeDatesSlot')}
            value={slot}
            onChange={(event) => setSlot(event.currentTarget.value as Slot)}
            data={SLOTS.map((value) => ({ value, label: t(`halls.slots.${value}`) }))}
          />
        </SimpleGrid>
        <Group justify="space-between" wrap="nowrap" maw={420}>
          <Button
            variant="default"
            onClick={() => setMonth(shift(month, -1))}
            disabled={order(month) <= order(first)}
            aria-label={t('halls.previousMonth')}
          >
            <span aria-hidden="true">‹</span>
          </Button>
          <Title order={3} size="h4" aria-live="polite">
            {label}
          </Title>
          <Button
            variant="default"
            onClick={() => setMonth(shift(month, 1))}
            disabled={order(month) >= order(last)}
            aria-label={t('halls.nextMonth')}
          >
            <span aria-hidden="true">›</span>
          </Button>
        </Group>
        <div aria-live="polite" aria-busy={loading}>
          {loading ? (
            <Text size="sm">{t('halls.freeDatesLoading')}</Text>
          ) : query.isError ? (
            <Text size="sm" c="red.8" role="alert">
              {t('halls.freeDatesFailed')}
            </Text>
          ) : query.data.length === 0 ? (
            <Text size="sm">{t('halls.freeDatesNone', { month: label })}</Text>
          ) : (
            <Stack gap={4}>
              <Text size="sm" fw={600} id="free-dates-list">
                {t('halls.freeDatesCount', { count: query.data.length, month: label })}
              </Text>
              <Group
                gap={6}
                component="ul"
                aria-labelledby="free-dates-list"
                style={{ listStyle: 'none', padding: 0, margin: 0 }}
              >
                {query.data.map((date) => (
                  <Text
                    component="li"
                    key={date}
                    size="sm"
                    px={8}
                    py={2}
                    bg="green.0"
                    c="#1b5e20"
                    style={{ borderRadius: 4 }}
                  >
                    {formatCalendarDate(date)}
                  </Text>
                ))}
              </Group>
            </Stack>
          )}
        </div>
        <Group>
          <Button component={Link} to={bookingPaths.calendar} variant="light">
            {t('halls.bookThese')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
