import {
  ActionIcon,
  Anchor,
  Button,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
} from '@mantine/core';
import { useState } from 'react';
import { Link } from 'react-router';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstant } from '../../../lib/format.ts';
import type { AnyContentItem, ContentKind } from '../api/content-kinds.ts';
import { useDeleteContent } from '../api/delete-content.ts';
import { useContentList } from '../api/get-content-list.ts';
import { CursorList } from '../../../components/cursor-list.tsx';
import { AdminPage } from '../components/admin-page.tsx';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { notifyError, notifySuccess } from '../components/notify.ts';
import { PublishedBadge } from '../components/status-badges.tsx';
import { ScrollTable } from '../components/scroll-table.tsx';
import { useAdminTranslation } from '../i18n.ts';
import { paths } from '../paths.ts';

type StateFilter = 'all' | 'draft' | 'published';

function ContentListPage({ kind }: { kind: ContentKind }) {
  const { t } = useAdminTranslation();
  const query = useContentList(kind);
  const remove = useDeleteContent(kind);
  const [search, setSearch] = useState('');
  const [state, setState] = useState<StateFilter>('all');
  const [deleting, setDeleting] = useState<AnyContentItem | null>(null);

  const matches = (item: AnyContentItem) => {
    if (state === 'draft' && item.published_at) return false;
    if (state === 'published' && !item.published_at) return false;
    const needle = search.trim().toLowerCase();
    if (!needle) return true;
    const extra = 'organisation' in item ? `${item.organisation} ${item.location}` : item.summary;
    return `${item.title} ${extra}`.toLowerCase().includes(needle);
  };

  const doDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting as never);
      notifySuccess(t('content.deleted', { title: deleting.title }));
    } catch (error) {
      notifyError(errorMessage(error, t));
    }
    setDeleting(null);
  };

  return (
    <AdminPage
      title={t(`content.${kind}.title`)}
      actions={
        <Button component={Link} to={paths.newContent(kind)}>
          {t(`content.${kind}.new`)}
        </Button>
      }
    >
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          label={t('content.search')}
          type="search"
          value={search}
          onChange={(event) => setSearch(event.currentTarget.value)}
          w={{ base: '100%', xs: 280 }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={`${kind}-state-label`}>
            {t('content.show')}
          </Text>
          <SegmentedControl
            aria-labelledby={`${kind}-state-label`}
            value={state}
            onChange={(value) => setState(value as StateFilter)}
            data={[
              { value: 'all', label: t('content.all') },
              { value: 'draft', label: t('content.drafts') },
              { value: 'published', label: t('content.publishedPlural') },
            ]}
          />
        </Stack>
      </Group>
      <CursorList
        query={query}
        loadingLabel={t('content.loading')}
        errorTitle={t('content.loadFailed')}
        empty={t(`content.${kind}.empty`)}
      >
        {(items) => {
          const all: AnyContentItem[] = items;
          const rows = all.filter(matches);
          return (
            <>
              <Text size="sm" role="status" aria-live="polite">
                {t('content.showing', { count: rows.length, total: all.length })}
                {query.hasNextPage ? ` ${t('content.moreToLoad')}` : ''}
              </Text>
              {rows.length === 0 ? (
                <Text c="dimmed">{t('content.noMatch')}</Text>
              ) : (
                <ScrollTable label={t(`content.${kind}.title`)} minWidth={560}>
                  <Table striped highlightOnHover>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>{t('content.columns.title')}</Table.Th>
                        <Table.Th>{t('content.columns.state')}</Table.Th>
                        <Table.Th>{t('content.columns.date')}</Table.Th>
                        <Table.Th>
                          <span style={srOnly}>{t('content.columns.actions')}</span>
                        </Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {rows.map((item) => (
                        <Table.Tr key={item.id}>
                          <Table.Td>
                            <Anchor component={Link} to={paths.contentItem(kind, item.id)} fw={500}>
                              {item.title}
                            </Anchor>
                          </Table.Td>
                          <Table.Td style={{ whiteSpace: 'nowrap' }}>
                            <PublishedBadge publishedAt={item.published_at} />
                          </Table.Td>
                          <Table.Td>{formatInstant(item.published_at ?? item.updated_at)}</Table.Td>
                          <Table.Td>
                            <ActionIcon
                              variant="outline"
                              color="red.9"
                              aria-label={t('content.deleteNamed', { title: item.title })}
                              onClick={() => setDeleting(item)}
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
            </>
          );
        }}
      </CursorList>
      <ConfirmDialog
        opened={deleting !== null}
        onClose={() => setDeleting(null)}
        title={t('content.deleteTitle')}
        confirmLabel={t('content.delete')}
        loading={remove.isPending}
        onConfirm={() => void doDelete()}
      >
        {t('content.deleteText', { title: deleting?.title ?? '' })}
      </ConfirmDialog>
    </AdminPage>
  );
}

const srOnly: React.CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
};

export function NewsListPage() {
  return <ContentListPage kind="news" />;
}

export function JobsListPage() {
  return <ContentListPage kind="jobs" />;
}
