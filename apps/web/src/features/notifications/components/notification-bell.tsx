import { CountedIconLink } from '../../../components/counted-icon-link.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useUnreadCount } from '../api/notifications.ts';
import { paths } from '../paths.ts';
import '../i18n.ts';

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
    <CountedIconLink
      to={paths.list}
      label={label}
      count={count}
      icon={
        <>
          <path d="M18 8a6 6 0 0 0-12 0c0 7-3 9-3 9h18s-3-2-3-9" />
          <path d="M13.73 21a2 2 0 0 1-3.46 0" />
        </>
      }
    />
  );
}
