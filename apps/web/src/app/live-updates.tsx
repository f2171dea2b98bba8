import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { refreshConversation } from '../features/matrimonial/conversations/api.ts';
import { clearOutboxes } from '../features/matrimonial/conversations/outbox.ts';
import { notificationKeys } from '../features/notifications/api/notifications.ts';
import { withApiBase } from '../lib/api-base-url.ts';
import { conversationIdOf, startEventStream, useLiveEvent } from '../lib/live-events.ts';
import { useSession } from '../lib/session.ts';
import { onSessionDataCleared } from '../lib/storage.ts';

/**
 * The signed-in tab's one live stream (GET /api/events, lib/live-events.ts), and what its events
 * refresh: a conversation's answer, messages, the lists and unread counts on `message`, `read` and
 * `conversation`; the bell and the notifications list on `notification`. Signed out, no stream.
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

  // What was typed and not sent belongs to the account: logout removes it with the rest.
  useEffect(() => onSessionDataCleared(() => clearOutboxes(localStorage)), []);

  useLiveEvent((event) => {
    if (event.type === 'message' || event.type === 'read' || event.type === 'conversation') {
      void refreshConversation(queryClient, conversationIdOf(event));
    } else if (event.type === 'notification') {
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all });
    }
  });
  return null;
}
