import type { Slot } from '@samaj/shared';
import { Alert, Button, CloseButton, Group, Paper, Stack, Text, Title, type TitleOrder } from '@mantine/core';
import { useEffect, useId, useRef } from 'react';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useDateSlots } from '../api/check-date-slots.ts';
import { useJoinWaitlist, useWaitlist } from '../api/waitlist.ts';
import { useBookingTranslation } from '../i18n.ts';
import { formatLongDate } from '../utils/calendar-dates.ts';

interface JoinWaitlistForDateProps {
  hall: { id: string; name: string };
  /** The slot the calendar shows. */
  slot: Slot;
  date: string;
  headingOrder?: TitleOrder;
  onClose: () => void;
}

/**
 * A booked date tapped on the calendar: its waiting list, for the hall and slot the family is looking
 * at, joined with one press. Looking at the full day of a date whose morning or evening alone is taken,
 * the waiting list is for that part of the day, the only one that can free.
 */
export function JoinWaitlistForDate({
  hall,
  slot,
  date,
  headingOrder = 3,
  onClose,
}: JoinWaitlistForDateProps) {
  const { t } = useBookingTranslation();
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const join = useJoinWaitlist();
  const entries = useWaitlist();
  const halves = useDateSlots(slot === 'B' ? { hall_id: hall.id, date, slots: ['M', 'E'] } : null);

  // A new date: what was said about the last one no longer holds, and the keyboard lands here.
  const { reset } = join;
  useEffect(() => {
    reset();
    headingRef.current?.focus();
  }, [date, hall.id, slot, reset]);

  let offered: Slot = slot;
  let freeHalf: Slot | null = null;
  if (slot === 'B' && halves.data) {
    const taken = halves.data.filter((row) => !row.available).map((row) => row.slot);
    if (taken.length === 1) {
      offered = taken[0]!;
      freeHalf = offered === 'M' ? 'E' : 'M';
    }
  }
  // Until the server says which half is taken, the slot to wait for is not known yet.
  const checking = slot === 'B' && halves.isPending;
  const mine = entries.data?.find(
    (entry) => entry.hall_id === hall.id && entry.date === date && entry.slot === offered,
  );
  const slotLabel = t(`slots.${offered}`);

  const submit = () => {
    join.mutate({ hall_id: hall.id, slot: offered, date });
  };

  const failure = join.error
    ? isApiError(join.error) && join.error.status < 500 && !join.error.isNetworkError
      ? (Object.values(join.error.errors)[0]?.[0] ?? errorMessage(join.error, t))
      : errorMessage(join.error, t)
    : null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={headingOrder} size="h4" id={headingId} ref={headingRef} tabIndex={-1}>
            {t('waitDate.title', { date: formatLongDate(date) })}
          </Title>
          <CloseButton onClick={onClose} aria-label={t('waitDate.close')} />
        </Group>
        <Text size="sm">{t('waitDate.text', { hall: hall.name, slot: slotLabel })}</Text>
        {checking && (
          <Text size="sm" role="status">
            {t('waitDate.checking')}
          </Text>
        )}
        {freeHalf && (
          <Text size="sm">{t('waitDate.onlySlot', { taken: slotLabel, free: t(`slots.${freeHalf}`) })}</Text>
        )}
        <div aria-live="polite">
          {join.isSuccess ? (
            <Alert color="green" variant="outline" role="status">
              <Text size="sm" c="#1e6b30">
                {t('waitDate.joined', {
                  hall: hall.name,
                  slot: slotLabel,
                  date: formatCalendarDate(date),
                  position: join.data.position,
                })}
              </Text>
            </Alert>
          ) : (
            mine && (
              <Text size="sm" fw={600}>
                {t('waitDate.already', { position: mine.position })}
              </Text>
            )
          )}
        </div>
        {failure && (
          <Alert color="red" variant="outline" role="alert">
            <Text size="sm" c="red.9">
              {t('waitDate.failed', { reason: failure })}
            </Text>
          </Alert>
        )}
        {!join.isSuccess && !mine && (
          <div>
            <Button onClick={submit} loading={join.isPending} disabled={checking}>
              {t('waitDate.join')}
            </Button>
          </div>
        )}
      </Stack>
    </Paper>
  );
}
