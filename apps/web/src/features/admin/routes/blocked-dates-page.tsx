import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { SLOTS, type BlockedDate } from '@samaj/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { AsyncContent } from '../../../components/async-content.tsx';
import { ListSkeleton } from '../../../components/list-skeleton.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatCalendarDate } from '../../../lib/format.ts';
import { useForm } from '../../../lib/use-form.ts';
import { useBlockDates } from '../api/block-dates.ts';
import { useBlockedDates } from '../api/get-blocked-dates.ts';
import { useAdminHalls } from '../api/get-halls.ts';
import { useUnblockDate } from '../api/unblock-date.ts';
import { AdminPage } from '../components/admin-page.tsx';
import { RemoveBlockedRange } from '../components/remove-blocked-range.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { daysBetween, todayIso } from '../components/dates.ts';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { ScrollTable } from '../components/scroll-table.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { paths } from '../paths.ts';
import { blockFormSchema } from '../schemas.ts';

function BlockForm({ halls }: { halls: { value: string; label: string }[] }) {
  const { t } = useAdminTranslation();
  const block = useBlockDates();
  const form = useForm(blockFormSchema, {
    hall_id: halls[0]?.value ?? '',
    slot: 'B',
    from: '',
    to: '',
    reason: '',
  });
  const { from, to } = form.values;

  const submit = form.handleSubmit(async (input) => {
    try {
      const created = await block.mutateAsync(input);
      notifySuccess(t('blocked.created', { count: created.length }));
      // The hall and the slot stay, for the next dates of the same hall.
      for (const name of ['from', 'to', 'reason'] as const) form.setValue(name, '');
    } catch (error) {
      form.setServerError(error);
      // A 409 names the booked date that stands in the way; it shows whatever else has found a field.
      form.setFormError(errorMessage(error, t));
    }
  });

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="block-title">
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h4" id="block-title">
            {t('blocked.blockTitle')}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label={t('blocked.hall')}
              data={halls}
              allowDeselect={false}
              required
              {...form.selectField('hall_id')}
            />
            <Select
              label={t('blocked.slot')}
              data={SLOTS.map((value) => ({ value, label: t(`slots.${value}`) }))}
              allowDeselect={false}
              required
              {...form.selectField('slot')}
            />
            <TextInput type="date" label={t('blocked.from')} required {...form.field('from')} />
            <TextInput
              type="date"
              label={t('blocked.to')}
              description={t('blocked.toHelp')}
              min={from || undefined}
              {...form.field('to')}
            />
          </SimpleGrid>
          <TextInput label={t('blocked.reason')} maxLength={500} {...form.field('reason')} />
          {form.formError && (
            <Text c="red.9" size="sm" role="alert">
              {form.formError}
            </Text>
          )}
          <Group>
            <Button type="submit" loading={block.isPending}>
              {from && to && to !== from
                ? t('blocked.blockRange', { count: Math.max(daysBetween(from, to), 0) })
                : t('blocked.block')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

export function BlockedDatesPage() {
  const { t } = useAdminTranslation();
  const halls = useAdminHalls();
  const [filterHall, setFilterHall] = useState<string | null>(null);
  const [from, setFrom] = useState(todayIso());
  const [to, setTo] = useState('');
  const list = useBlockedDates({
    hall_id: filterHall ?? undefined,
    from: from || undefined,
    to: to || undefined,
  });
  const unblock = useUnblockDate();
  const [removing, setRemoving] = useState<BlockedDate | null>(null);
  const hallOptions = (halls.data ?? []).map((hall) => ({ value: hall.id, label: hall.name }));

  const doUnblock = async () => {
    if (!removing) return;
    try {
      await unblock.mutateAsync(removing.id);
      notifySuccess(t('blocked.removed'));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
    setRemoving(null);
  };

  return (
    <AdminPage title={t('blocked.title')}>
      <Anchor component={Link} to={paths.halls} size="sm">
        {t('halls.back')}
      </Anchor>
      <AsyncContent
        query={halls}
        loading={<ListSkeleton label={t('halls.loading')} count={1} />}
        errorTitle={t('halls.loadFailed')}
        isEmpty={(data) => data.length === 0}
        empty={t('halls.empty')}
      >
        {() => (
          <Stack gap="md">
            <BlockForm halls={hallOptions} />
            <RemoveBlockedRange halls={hallOptions} />
          </Stack>
        )}
      </AsyncContent>

      <Stack gap="sm" component="section" aria-labelledby="blocked-list-title">
        <Title order={2} size="h4" id="blocked-list-title">
          {t('blocked.listTitle')}
        </Title>
        <Group gap="sm" align="flex-end">
          <Select
            label={t('blocked.hall')}
            placeholder={t('blocked.allHalls')}
            data={hallOptions}
            value={filterHall}
            onChange={setFilterHall}
            clearable
            w={{ base: '100%', xs: 220 }}
          />
          <TextInput
            type="date"
            label={t('blocked.from')}
            value={from}
            onChange={(e) => setFrom(e.currentTarget.value)}
          />
          <TextInput
            type="date"
            label={t('blocked.to')}
            value={to}
            onChange={(e) => setTo(e.currentTarget.value)}
          />
        </Group>
        <AsyncContent
          query={list}
          loading={<ListSkeleton label={t('blocked.loading')} count={1} />}
          errorTitle={t('blocked.loadFailed')}
          isEmpty={(data) => data.length === 0}
          empty={t('blocked.empty')}
        >
          {(rows) => (
            <ScrollTable label={t('blocked.listTitle')} minWidth={520}>
              <Table striped aria-describedby="blocked-list-title">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('blocked.date')}</Table.Th>
                    <Table.Th>{t('blocked.hall')}</Table.Th>
                    <Table.Th>{t('blocked.slot')}</Table.Th>
                    <Table.Th>{t('blocked.reason')}</Table.Th>
                    <Table.Th>{t('content.columns.actions')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((row) => (
                    <Table.Tr key={row.id}>
                      <Table.Td>{formatCalendarDate(row.date)}</Table.Td>
                      <Table.Td>{row.hall_name}</Table.Td>
                      <Table.Td>{t(`slots.${row.slot}`)}</Table.Td>
                      <Table.Td>{row.reason || '—'}</Table.Td>
                      <Table.Td>
                        <ActionIcon
                          variant="outline"
                          color="red.9"
                          aria-label={t('blocked.unblockNamed', {
                            date: formatCalendarDate(row.date),
                            hall: row.hall_name,
                            slot: t(`slots.${row.slot}`),
                          })}
                          onClick={() => setRemoving(row)}
                        >
                          <span aria-hidden="true">✕</span>
                        </ActionIcon>
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </ScrollTable>
          )}
        </AsyncContent>
      </Stack>
      <ConfirmDialog
        opened={removing !== null}
        onClose={() => setRemoving(null)}
        title={t('blocked.unblockTitle')}
        confirmLabel={t('blocked.unblock')}
        loading={unblock.isPending}
        onConfirm={() => void doUnblock()}
      >
        {removing
          ? t('blocked.unblockText', {
              date: formatCalendarDate(removing.date),
              hall: removing.hall_name,
              slot: t(`slots.${removing.slot}`),
            })
          : ''}
      </ConfirmDialog>
    </AdminPage>
  );
}
