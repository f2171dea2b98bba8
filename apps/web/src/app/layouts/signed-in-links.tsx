import { MessagesLink } from '../../features/matrimonial/components/messages-link.tsx';
import { NotificationBell } from '../../features/notifications/components/notification-bell.tsx';

/**
 * The header's links for a signed-in account: the family's messages and the bell, each with its unread
 * count (their queries poll while a page is open). A chunk of their own, loaded only with a session, so
 * the first load of the public pages does without them.
 */
export function SignedInLinks() {
  return (
    <>
      <MessagesLink />
      <NotificationBell />
    </>
  );
}
