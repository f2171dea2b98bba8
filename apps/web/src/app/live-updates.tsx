import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { applyConversationEvent } from '../features/matrimonial/conversations/api.ts';
import { sendAllWaiting } from '../features/matrimonial/conversations/use-outbox.ts';
import { notificationKeys } from '../features/notifications/api/notifications.ts';
import { withApiBase } from '../lib/api-base-url.ts';
import { startEventStream, useLiveEvent } from '../lib/live-events.ts';
import { useSession } from '../lib/session.ts';

/**
 * The signed-in tab's one live stream (GET /api/events, lib/live-events.ts), and what its events
 * refresh: threads, lists and unread counts on `message`, `read` and `conversation`
 * (applyConversationEvent); the bell and the notifications list on `notification`; everything on
 * `resync`. Signed out, no stream.
 */
export function LiveUpdates() {
  const token = useSession((state) => state.token);
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!token) return;
    return startEventStream({
      url: withApiBase('/api/events'),
      token: () => useSession.getState().token,
    });
  }, [token]);

  // Messages typed offline go at the next start and when the browser is back online, whatever page is open.
  const accountId = useSession((state) => state.user?.id ?? null);
  useEffect(() => {
    if (!accountId) return;
    const send = () => void sendAllWaiting(queryClient, accountId);
    send();
    window.addEventListener('online', send);
    return () => window.removeEventListener('online', send);
  }, [accountId, queryClient]);

  useLiveEvent((event) => {
    if (event.type === 'notification' || event.type === 'resync') {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    }
    void applyConversationEvent(queryClient, event.type, event.data);
  });
  return null;
}
