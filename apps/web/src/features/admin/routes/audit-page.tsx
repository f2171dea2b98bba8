import { Card, Code, Select, Stack, Table, Text } from '@mantine/core';
import type { AuditEntry } from '@samaj/shared';
import { useState } from 'react';
import { useAuditLog } from '../api/get-audit.ts';
import { CursorList } from '../../../components/cursor-list.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { ScrollTable } from '../components/scroll-table.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { formatInstantWithTime } from '../../../lib/format.ts';

const ENTITY_TYPES = [
  'news',
  'job',
  'hall',
  'profile',
  'booking',
  'user',
  'topic',
  'blocked_date',
  'report',
] as const;

function Change({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useAdminTranslation();
  if (before == null && after == null) return null;
  return (
    <details>
      <summary>{t('audit.details')}</summary>
      <Stack gap={4} mt={4}>
        {before != null && (
          <Text size="xs" component="div">
            {t('audit.before')} <Code block>{JSON.stringify(before, null, 2)}</Code>
          </Text>
        )}
        {after != null && (
          <Text size="xs" component="div">
            {t('audit.after')} <Code block>{JSON.stringify(after, null, 2)}</Code>
          </Text>
        )}
      </Stack>
    </details>
  );
}

export function AuditPage() {
  const { t } = useAdminTranslation();
  /** The record's subject by name: "News item: Eid gathering", "Booking: Fatima: Main Hall, 7 May 2030". */
  const subject = (entry: AuditEntry) => {
    const kind = t(`audit.subjects.${entry.entity_type}`, { defaultValue: entry.entity_type });
    return entry.entity_label ? t('audit.subject', { kind, label: entry.entity_label }) : kind;
  };
  const [entityType, setEntityType] = useState<string | null>(null);
  const query = useAuditLog(entityType ?? '');
  return (
    <AdminPage title={t('audit.title')}>
      <Select
        label={t('audit.entity')}
        placeholder={t('audit.allEntities')}
        data={ENTITY_TYPES.map((value) => ({ value, label: t(`audit.entities.${value}`) }))}
        value={entityType}
        onChange={setEntityType}
        clearable
        maw={260}
      />
      <CursorList
        query={query}
        loadingLabel={t('audit.loading')}
        errorTitle={t('audit.loadFailed')}
        empty={t('audit.empty')}
      >
        {(items) => (
          <Stack gap="xs">
            {/* On a phone each entry is a card: a four-column table would hide what was done. */}
            <Stack component="ul" gap="xs" p={0} m={0} hiddenFrom="sm" style={{ listStyle: 'none' }}>
              {items.map((entry) => (
                <Card component="li" key={entry.id} withBorder radius="md" padding="sm">
                  <Text size="sm" fw={600}>
                    {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
                  </Text>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {subject(entry)}
                  </Text>
                  <Text size="sm" c="dark.6">
                    {t('audit.byAt', {
                      name: entry.actor?.name ?? t('audit.system'),
                      date: formatInstantWithTime(entry.created_at),
                    })}
                  </Text>
                  <Change before={entry.before} after={entry.after} />
                </Card>
              ))}
            </Stack>
            <ScrollTable label={t('audit.title')} minWidth={640} visibleFrom="sm">
              <Table striped>
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th>{t('audit.when')}</Table.Th>
                    <Table.Th>{t('audit.who')}</Table.Th>
                    <Table.Th>{t('audit.what')}</Table.Th>
                    <Table.Th>{t('audit.change')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {items.map((entry) => (
                    <Table.Tr key={entry.id}>
                      <Table.Td>{formatInstantWithTime(entry.created_at)}</Table.Td>
                      <Table.Td>{entry.actor?.name ?? t('audit.system')}</Table.Td>
                      <Table.Td>
                        <Text size="sm" fw={500}>
                          {t(`audit.actions.${entry.action}`, { defaultValue: entry.action })}
                        </Text>
                        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                          {subject(entry)}
                        </Text>
                      </Table.Td>
                      <Table.Td maw={360}>
                        <Change before={entry.before} after={entry.after} />
                      </Table.Td>
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
