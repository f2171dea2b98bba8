import type { Notification } from '@samaj/shared';
import { Badge, Button, Card, Group, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { CursorList } from '../../../components/cursor-list.tsx';
import { DocumentTitle } from '../../../components/document-title.tsx';
import { errorMessage } from '../../../lib/error-message.ts';
import { formatInstantWithTime } from '../../../lib/format.ts';
import { useMarkRead, useNotifications, useUnreadCount } from '../api/notifications.ts';
import { targetOf } from '../target.ts';
import classes from './notifications-page.module.css';
import '../i18n.ts';

/** Date and time, in the reader's time zone and language. */
const formatWhen = formatInstantWithTime;

function NotificationItem({ item, onOpen }: { item: Notification; onOpen: (item: Notification) => void }) {
  const { t } = useTranslation();
  const unread = item.read_at === null;
  const target = targetOf(item);
  const content = (
    <Stack gap={4}>
      <Group gap="xs" wrap="nowrap" align="flex-start" justify="space-between">
        <Text fw={unread ? 700 : 500} className={classes.title}>
          {item.title}
        </Text>
        {unread && (
          <Badge color="indigo" variant="filled" size="sm" className={classes.new}>
            {t('notifications.new')}
          </Badge>
        )}
      </Group>
      <Text size="sm">{item.body}</Text>
      {item.change && (
        <Text size="sm" fw={600} c="gray.8">
          {t(`notifications.changed.${item.change}.short`)}
        </Text>
      )}
      <Text size="xs" c="dimmed">
        <time dateTime={item.created_at}>{formatWhen(item.created_at)}</time>
      </Text>
    </Stack>
  );
  return (
    <Card
      component="li"
      withBorder
      radius="md"
      padding={0}
      className={unread ? `${classes.item} ${classes.unread}` : classes.item}
    >
      {target ? (
        <UnstyledButton component={Link} to={target} onClick={() => onOpen(item)} className={classes.action}>
          {content}
        </UnstyledButton>
      ) : (
        <UnstyledButton
          onClick={() => onOpen(item)}
          className={classes.action}
          disabled={!unread}
          aria-label={unread ? `${item.title}. ${t('notifications.markRead')}` : undefined}
        >
          {content}
        </UnstyledButton>
      )}
    </Card>
  );
}

/** The account's notifications, newest first: each opens its screen (and is marked read); all can be marked read. */
export function NotificationsPage() {
  const { t } = useTranslation();
  const query = useNotifications();
  const unread = useUnreadCount(true);
  const markRead = useMarkRead();
  const title = t('notifications.title');
  const anyUnread =
    (unread.data ?? 0) > 0 ||
    Boolean(query.data?.pages.some((page) => page.data.some((item) => item.read_at === null)));

  const open = (item: Notification) => {
    if (item.read_at === null) markRead.mutate({ ids: [item.id] });
  };

  return (
    <Stack gap="md">
      <DocumentTitle title={title} />
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1}>{title}</Title>
        <Button
          variant="light"
          onClick={() => markRead.mutate({ all: true })}
          disabled={!anyUnread}
          loading={markRead.isPending && markRead.variables && 'all' in markRead.variables}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Group>
      <Text>{t('notifications.intro')}</Text>
      {markRead.isError && (
        <Text role="alert" c="red.8" size="sm">
          {errorMessage(markRead.error, t)}
        </Text>
      )}
      <CursorList
        query={query}
        loadingLabel={t('notifications.loading')}
        errorTitle={t('errors.loadFailed', { what: t('notifications.what') })}
        empty={t('notifications.empty')}
      >
        {(items) => (
          <Stack component="ul" gap="sm" p={0} m={0} className={classes.list}>
            {items.map((item) => (
              <NotificationItem key={item.id} item={item} onOpen={open} />
            ))}
          </Stack>
        )}
      </CursorList>
    </Stack>
  );
}
