import { CountedIconLink } from '../../../components/counted-icon-link.tsx';
import { useTranslation } from '../../../lib/use-translation.ts';
import { useSession } from '../../../lib/session.ts';
import { useUnreadMessages } from '../api/unread-messages.ts';
import { paths } from '../paths.ts';

/**
 * The header's link to the family's conversations, beside the notification bell, for an account that
 * keeps a matrimonial profile: its name says how many messages are unread ("Messages, 3 unread"), and
 * the count shows on it too. Its strings are the app's own (the header loads before the area's).
 */
export function MessagesLink() {
  const { t } = useTranslation();
  const hasProfiles = useSession((state) => (state.user?.profiles.length ?? 0) > 0);
  const unread = useUnreadMessages(hasProfiles);
  if (!hasProfiles) return null;
  const count = unread.data?.total ?? 0;
  const label = count > 0 ? t('nav.messagesUnread', { count }) : t('nav.messages');
  return (
    <CountedIconLink
      to={paths.conversations}
      label={label}
      count={count}
      icon={<path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z" />}
    />
  );
}
