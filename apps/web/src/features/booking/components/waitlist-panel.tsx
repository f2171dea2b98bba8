import { Button, Group, List, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { ErrorState } from '../../../components/error-state.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useLeaveWaitlist, useWaitlist } from '../api/waitlist.ts';
import { useBookingTranslation } from '../i18n.ts';
import { notify } from '../utils/notify.ts';

/**
 * The family's waiting list: each date it waits for, with its place in line, each can be left. A date is
 * joined from the calendar (a booked date tapped), with the hall and slot already chosen, so there is no
 * form here to type a date into.
 */
export function WaitlistPanel() {
  const { t } = useBookingTranslation();
  const entries = useWaitlist();
  const leave = useLeaveWaitlist();

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="waitlist-heading">
      <Stack gap="sm">
        <Title order={2} id="waitlist-heading">
          {t('waitlist.heading')}
        </Title>
        {entries.isPending ? (
          <Stack gap="xs" role="status" aria-label={t('waitlist.loading')} aria-busy="true">
            <Skeleton height={20} width="70%" />
          </Stack>
        ) : entries.isError ? (
          <ErrorState
            title={t('waitlist.loadFailed')}
            error={entries.error}
            onRetry={() => void entries.refetch()}
            retrying={entries.isRefetching}
          />
        ) : entries.data.length === 0 ? (
          <Text size="sm">{t('waitlist.empty')}</Text>
        ) : (
          <List spacing="xs" size="sm" aria-label={t('waitlist.heading')}>
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
                    loading={leave.isPending && leave.variables === entry.id}
                    onClick={() =>
                      leave.mutate(entry.id, { onError: (error) => notify('red', errorMessage(error, t)) })
                    }
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
