import { ActionIcon } from '@mantine/core';
import { useTranslation } from '../../../lib/use-translation.ts';
import { Link } from 'react-router';
import { useUnreadCount } from '../api/notifications.ts';
import { paths } from '../paths.ts';
import classes from './notification-bell.module.css';

/** The count as the bell shows it: up to 99, then "99+". */
export function bellCount(count: number): string {
  return count > 99 ? '99+' : String(count);
}

/**
 * The header's bell for a signed-in account: a link to the notifications page whose name says how many
 * are unread ("Notifications, 3 unread"); the count shows on it too.
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const unread = useUnreadCount(true);
  const count = unread.data ?? 0;
  const label = count > 0 ? t('notifications.bellUnread', { count }) : t('notifications.bell');
  return (
    <ActionIcon
      component={Link}
      to={paths.list}
      variant="subtle"
      color="gray"
      size="lg"
      radius="xl"
      aria-label={label}
      title={label}
      className={classes.bell}
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="22"
        height="22"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
        <path d="M13.73 21a2 2 0 0 1-3.46 0" />
      </svg>
      {count > 0 && (
        <span className={classes.count} aria-hidden="true">
          {bellCount(count)}
        </span>
      )}
    </ActionIcon>
  );
}
