import {
  Button,
  Group,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { SLOTS, type Slot } from '@samaj/shared';
import { useState } from 'react';
import { useHalls } from '../../../api/halls.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useJoinWaitlist, useLeaveWaitlist, useWaitlist } from '../api/waitlist.ts';
import { useBookingTranslation } from '../i18n.ts';
import { notify } from '../utils/notify.ts';

/**
 * Waiting for a date someone else holds: the family names the hall, slot and date, and is told when it
 * frees (the first in line first). Its entries are listed with their place in line, each can be left.
 */
export function WaitlistPanel() {
  const { t } = useBookingTranslation();
  const halls = useHalls();
  const entries = useWaitlist();
  const join = useJoinWaitlist();
  const leave = useLeaveWaitlist();
  const [hallId, setHallId] = useState('');
  const [slot, setSlot] = useState<Slot>('B');
  const [date, setDate] = useState('');
  const [error, setError] = useState<string | null>(null);
  const hall = hallId || halls.data?.[0]?.id || '';

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!date) return setError(t('waitlist.dateRequired'));
    setError(null);
    try {
      await join.mutateAsync({ hall_id: hall, slot, date });
      notify('green', t('waitlist.joined'));
      setDate('');
    } catch (err) {
      setError(isApiError(err) ? (Object.values(err.errors)[0]?.[0] ?? err.message) : errorMessage(err, t));
    }
  };

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="waitlist-heading">
      <Stack gap="sm">
        <Title order={2} id="waitlist-heading">
          {t('waitlist.title')}
        </Title>
        <Text size="sm">{t('waitlist.intro')}</Text>
        <form onSubmit={(e) => void submit(e)} noValidate>
          <Stack gap="sm">
            <SimpleGrid cols={{ base: 1, xs: 3 }} maw={720}>
              <NativeSelect
                label={t('waitlist.hall')}
                value={hall}
                onChange={(e) => setHallId(e.currentTarget.value)}
                data={(halls.data ?? []).map((h) => ({ value: h.id, label: h.name }))}
              />
              <NativeSelect
                label={t('waitlist.slot')}
                value={slot}
                onChange={(e) => setSlot(e.currentTarget.value as Slot)}
                data={SLOTS.map((value) => ({ value, label: t(`slots.${value}`) }))}
              />
              <TextInput
                type="date"
                label={t('waitlist.date')}
                value={date}
                onChange={(e) => setDate(e.currentTarget.value)}
                error={error}
              />
            </SimpleGrid>
            <div>
              <Button type="submit" variant="default" loading={join.isPending} disabled={!hall}>
                {t('waitlist.join')}
              </Button>
            </div>
          </Stack>
        </form>
        {entries.data && entries.data.length > 0 && (
          <List spacing="xs" size="sm" aria-label={t('waitlist.mine')}>
            {entries.data.map((entry) => (
              <List.Item key={entry.id}>
                <Group gap="xs" wrap="wrap">
                  <Text span size="sm">
                    {t('waitlist.entry', {
                      hall: entry.hall_name,
                      slot: t(`slots.${entry.slot}`),
                      date: formatCalendarDate(entry.date),
                      position: entry.position,
                    })}
                    {entry.notified_at ? ` · ${t('waitlist.free')}` : ''}
                  </Text>
                  <Button
                    size="compact-sm"
                    variant="outline"
                    color="red.9"
                    onClick={() => leave.mutate(entry.id)}
                    aria-label={t('waitlist.leaveLabel', {
                      hall: entry.hall_name,
                      date: formatCalendarDate(entry.date),
                    })}
                  >
                    {t('waitlist.leave')}
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
}
