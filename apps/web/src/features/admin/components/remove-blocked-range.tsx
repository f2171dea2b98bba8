import { Button, Paper, Select, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { useState } from 'react';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useRemoveBlockedRange } from '../api/booking-actions.ts';
import { useAdminTranslation } from '../i18n.ts';
import { notifyError, notifySuccess } from './notify.ts';

/** Removes every block of a hall between two dates in one action, after a confirmation. */
export function RemoveBlockedRange({ halls }: { halls: { value: string; label: string }[] }) {
  const { t } = useAdminTranslation();
  const remove = useRemoveBlockedRange();
  const [hallId, setHallId] = useState<string | null>(halls[0]?.value ?? null);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const hall = halls.find((h) => h.value === hallId);

  const ask = (event: React.FormEvent) => {
    event.preventDefault();
    if (!hallId || !from || !to) return setError(t('blockedRange.required'));
    if (to < from) return setError(t('blockedRange.order'));
    setError(null);
    setConfirming(true);
  };
  const run = async () => {
    try {
      const { deleted } = await remove.mutateAsync({ hall_id: hallId!, from, to });
      notifySuccess(t('blockedRange.removed', { count: deleted }));
      setFrom('');
      setTo('');
    } catch (err) {
      notifyError(errorMessage(err, t));
    }
    setConfirming(false);
  };

  return (
    <Paper withBorder p="md" component="section" aria-labelledby="remove-range-heading">
      <form onSubmit={ask} noValidate>
        <Stack>
          <Title order={2} size="h4" id="remove-range-heading">
            {t('blockedRange.title')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <Select
              label={t('blockedRange.hall')}
              data={halls}
              value={hallId}
              onChange={setHallId}
              allowDeselect={false}
            />
            <TextInput
              type="date"
              label={t('blockedRange.from')}
              value={from}
              onChange={(e) => setFrom(e.currentTarget.value)}
            />
            <TextInput
              type="date"
              label={t('blockedRange.to')}
              value={to}
              onChange={(e) => setTo(e.currentTarget.value)}
            />
          </SimpleGrid>
          {error && (
            <Text c="red.9" size="sm" role="alert">
              {error}
            </Text>
          )}
          <div>
            <Button type="submit" variant="outline" color="red.9">
              {t('blockedRange.submit')}
            </Button>
          </div>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('blockedRange.confirmTitle')}
        confirmLabel={t('blockedRange.submit')}
        loading={remove.isPending}
        onConfirm={() => void run()}
      >
        <Text>
          {t('blockedRange.confirmText', {
            hall: hall?.label ?? '',
            from: from ? formatCalendarDate(from) : '',
            to: to ? formatCalendarDate(to) : '',
          })}
        </Text>
      </ConfirmDialog>
    </Paper>
  );
}
