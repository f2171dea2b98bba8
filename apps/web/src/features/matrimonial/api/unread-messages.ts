import type { ConversationUnread } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/**
 * Under ['matrimonial', 'conversations'], so reading a conversation (which invalidates that key and
 * `unreadMessagesKey`) and the area's own resets refresh the counts.
 */
const unreadMessagesKey = ['matrimonial', 'conversations', 'unread'] as const;

/** How often the counts are asked for again while a page is open, as the notification bell does. */
const UNREAD_MESSAGES_POLL_MS = 60_000;

const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: unreadMessagesKey,
    // GET /api/matrimonial/conversations/unread: the account's unread messages, in all and per profile.
    queryFn: ({ signal }) => api.get<ConversationUnread>('/api/matrimonial/conversations/unread', { signal }),
    staleTime: 15_000,
    refetchInterval: UNREAD_MESSAGES_POLL_MS,
    refetchOnWindowFocus: true,
  });

/** The counts, for a signed-in account (`enabled`); a profile absent from the answer has none unread. */
export function useUnreadMessages(enabled = true) {
  return useQuery({ ...unreadMessagesQueryOptions(), enabled });
}

/** The unread count of one profile (0 when the answer does not list it or has not come yet). */
export function unreadOf(answer: ConversationUnread | undefined, profileId: string): number {
  return answer?.profiles.find((p) => p.profile_id === profileId)?.unread ?? 0;
}
