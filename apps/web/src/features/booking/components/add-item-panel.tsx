import { SLOTS, type Slot } from '@samaj/shared';
import {
  Alert,
  Button,
  Group,
  NativeSelect,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state.tsx';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useHalls } from '../../../api/halls.ts';
import { useBookingTranslation } from '../i18n.ts';
import { notify } from '../utils/notify.ts';
import { draftTakes, useBookingDraft } from '../stores/booking-draft.ts';
import { sortedDates } from '../utils/calendar-dates.ts';
import { AvailabilityCalendar } from './availability-calendar.tsx';
import { JoinWaitlistForDate } from './join-waitlist-for-date.tsx';
import { paths } from '../paths.ts';

interface AddItemPanelProps {
  /** The level of this panel's heading (the calendar's month is one below). */
  headingOrder?: 2 | 3;
  /** On the calendar page a link to the draft follows an addition; on the draft page it is right there. */
  linkToDraft?: boolean;
}

/** Choose a hall and a slot, pick free dates on the calendar, and add them to the booking draft. */
export function AddItemPanel({ headingOrder = 2, linkToDraft = false }: AddItemPanelProps) {
  const { t } = useBookingTranslation();
  const halls = useHalls();
  const items = useBookingDraft((state) => state.items);
  const addItem = useBookingDraft((state) => state.addItem);
  const [chosenHall, setChosenHall] = useState<string | null>(null);
  const [slot, setSlot] = useState<Slot>(SLOTS[0]);
  const [picked, setPicked] = useState<string[]>([]);
  // A booked date tapped: its waiting list is offered under the calendar.
  const [waitFor, setWaitFor] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState('');
  // The Add button is disabled once its dates are added, which would drop the keyboard's focus to the
  // top of the page: focus moves to what was done (and the way to the draft, where there is one).
  const [added, setAdded] = useState(0);
  const doneRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (added === 0) return;
    const region = doneRef.current;
    (
      region?.querySelector<HTMLElement>('a') ?? region?.querySelector<HTMLElement>('[tabindex="-1"]')
    )?.focus();
  }, [added]);

  if (halls.isPending) {
    return (
      <Stack gap="sm" role="status" aria-live="polite" aria-label={t('halls.loading')} aria-busy="true">
        <Skeleton height={36} width="60%" />
        <Skeleton height={280} maw={420} />
      </Stack>
    );
  }
  if (halls.isError) {
    return (
      <ErrorState
        title={t('halls.loadFailed')}
        error={halls.error}
        onRetry={() => void halls.refetch()}
        retrying={halls.isRefetching}
      />
    );
  }
  if (halls.data.length === 0) {
    return <Alert color="gray">{t('halls.none')}</Alert>;
  }

  const hallId =
    chosenHall && halls.data.some((hall) => hall.id === chosenHall) ? chosenHall : halls.data[0]!.id;
  const hall = halls.data.find((candidate) => candidate.id === hallId)!;
  const slotLabel = t(`slots.${slot}`);

  const add = () => {
    const dates = sortedDates(picked);
    addItem({ hall_id: hallId, slot, booking_dates: dates });
    setPicked([]);
    const message = t('add.added', { count: dates.length, hall: hall.name, slot: slotLabel });
    setAnnouncement(message);
    setAdded((count) => count + 1);
    notify('green', message);
  };

  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Title order={headingOrder}>{t('add.title')}</Title>
        <SimpleGrid cols={{ base: 1, xs: 2 }} maw={560}>
          <NativeSelect
            label={t('add.hall')}
            value={hallId}
            onChange={(event) => {
              setChosenHall(event.currentTarget.value);
              setPicked([]);
              setWaitFor(null);
            }}
            data={halls.data.map((candidate) => ({ value: candidate.id, label: candidate.name }))}
          />
          <NativeSelect
            label={t('add.slot')}
            value={slot}
            onChange={(event) => {
              setSlot(event.currentTarget.value as Slot);
              setPicked([]);
              setWaitFor(null);
            }}
            data={SLOTS.map((value) => ({ value, label: t(`slots.${value}`) }))}
          />
        </SimpleGrid>

        <AvailabilityCalendar
          hallId={hallId}
          slot={slot}
          selected={picked}
          onToggle={(date) =>
            setPicked((current) =>
              current.includes(date) ? current.filter((d) => d !== date) : [...current, date],
            )
          }
          inDraft={(date) => draftTakes(items, hallId, slot, date)}
          headingOrder={headingOrder === 2 ? 3 : 4}
          onTakenPick={setWaitFor}
        />

        {waitFor && (
          <JoinWaitlistForDate
            hall={hall}
            slot={slot}
            date={waitFor}
            headingOrder={headingOrder === 2 ? 3 : 4}
            onClose={() => {
              const date = waitFor;
              setWaitFor(null);
              // Back to the day it came from.
              requestAnimationFrame(() =>
                document.querySelector<HTMLButtonElement>(`[data-date="${date}"]`)?.focus(),
              );
            }}
          />
        )}

        <Stack gap="xs">
          <Text fw={600}>
            {picked.length === 0
              ? t('add.nonePicked')
              : t('add.picked', { count: picked.length, hall: hall.name, slot: slotLabel })}
          </Text>
          {picked.length > 0 && (
            <Text size="sm">{sortedDates(picked).map(formatCalendarDate).join(' · ')}</Text>
          )}
          <Group gap="sm">
            <Button onClick={add} disabled={picked.length === 0}>
              {t('add.submit')}
            </Button>
            {picked.length > 0 && (
              <Button variant="subtle" onClick={() => setPicked([])}>
                {t('add.clearPicked')}
              </Button>
            )}
          </Group>
          <div aria-live="polite" ref={doneRef}>
            {announcement && (
              <Group gap="xs">
                <Text size="sm" tabIndex={-1}>
                  {announcement}
                </Text>
                {linkToDraft && (
                  <Button component={Link} to={paths.newBooking} size="xs" variant="light">
                    {t('add.goToDraft', { count: items.length })}
                  </Button>
                )}
              </Group>
            )}
          </div>
        </Stack>
      </Stack>
    </Paper>
  );
}
