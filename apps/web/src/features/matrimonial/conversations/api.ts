import type {
  Conversation,
  ConversationMessage,
  DeclineReason,
  MessageReportReason,
  MessagesPage,
} from '@samaj/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fetchCursorPage } from '../../../lib/cursor-page.ts';

const PER_PAGE = 20;
const MESSAGES_PER_PAGE = 50;
const base = '/api/matrimonial/conversations';
const one = (id: string) => `${base}/${encodeURIComponent(id)}`;

/** Query keys: everything under ['matrimonial', 'conversations'] (so the area's own resets reach it). */
export const conversationKeys = {
  all: ['matrimonial', 'conversations'] as const,
  list: (profileId: string | null) => ['matrimonial', 'conversations', 'list', profileId ?? 'all'] as const,
  lists: () => ['matrimonial', 'conversations', 'list'] as const,
  one: (id: string) => ['matrimonial', 'conversations', 'one', id] as const,
  messages: (id: string) => ['matrimonial', 'conversations', 'messages', id] as const,
};

/** GET /api/matrimonial/conversations: the account's (or one profile's), latest first, in cursor pages. */
export const conversationListQueryOptions = (profileId: string | null) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.list(profileId),
    queryFn: ({ pageParam, signal }) =>
      pageParam
        ? fetchCursorPage<Conversation>(base, { pageUrl: pageParam, perPage: PER_PAGE, signal })
        : api.get<{ data: Conversation[]; next_page_url: string | null }>(base, {
            query: { per_page: PER_PAGE, profile_id: profileId },
            signal,
          }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
  });

export function useConversations(profileId: string | null) {
  return useInfiniteQuery(conversationListQueryOptions(profileId));
}

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: conversationKeys.one(id),
    queryFn: ({ signal }) => api.get<Conversation>(one(id), { signal }),
  });

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}

/**
 * The thread's messages: page one is the latest; each next page is the one before the oldest shown
 * (`before`), while the server says there are more. Pages are newest first here; the page shows them
 * oldest first.
 */
export const messagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: conversationKeys.messages(id),
    queryFn: ({ pageParam, signal }) =>
      api.get<MessagesPage>(`${one(id)}/messages`, {
        query: { per_page: MESSAGES_PER_PAGE, before: pageParam },
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => (last.has_more ? (last.data[0]?.id ?? null) : null),
  });

export function useMessages(id: string) {
  return useInfiniteQuery(messagesQueryOptions(id));
}

/** Every message loaded, oldest first, each once (a refetch may shift pages' edges). */
export function messagesOldestFirst(data: InfiniteData<MessagesPage> | undefined): ConversationMessage[] {
  if (!data) return [];
  const seen = new Set<string>();
  const all: ConversationMessage[] = [];
  for (const page of [...data.pages].reverse()) {
    for (const message of page.data) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      all.push(message);
    }
  }
  return all.sort((a, b) => a.sent_at.localeCompare(b.sent_at));
}

/** A message the server answered (sent, removed) shown at once in the thread's latest page. */
export function putMessage(queryClient: QueryClient, message: ConversationMessage): void {
  queryClient.setQueryData<InfiniteData<MessagesPage>>(
    conversationKeys.messages(message.conversation_id),
    (data) => {
      if (!data) return data;
      const known = data.pages.some((page) => page.data.some((item) => item.id === message.id));
      const pages = data.pages.map((page, index) => {
        if (known)
          return { ...page, data: page.data.map((item) => (item.id === message.id ? message : item)) };
        return index === 0 ? { ...page, data: [...page.data, message] } : page;
      });
      return { ...data, pages };
    },
  );
}

/** What a change in a conversation may alter: its answer, its messages, the lists and their unread counts. */
export async function refreshConversation(queryClient: QueryClient, id: string | null): Promise<void> {
  await Promise.all(
    id
      ? [
          queryClient.invalidateQueries({ queryKey: conversationKeys.one(id) }),
          queryClient.invalidateQueries({ queryKey: conversationKeys.messages(id) }),
          queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
          queryClient.invalidateQueries({ queryKey: ['matrimonial', 'conversations', 'unread'] }),
        ]
      : [queryClient.invalidateQueries({ queryKey: conversationKeys.all })],
  );
}

export interface SendInput {
  conversationId: string;
  clientId: string;
  profileId: string;
  body: string;
}

/** POST …/messages: 201 the new message, 200 the first one of that client id (a retry). */
export function sendMessage({ conversationId, clientId, profileId, body }: SendInput) {
  return api.post<ConversationMessage>(`${one(conversationId)}/messages`, {
    client_id: clientId,
    profile_id: profileId,
    body,
  });
}

export function markConversationRead(id: string, upTo: string): Promise<void> {
  return api.post<void>(`${one(id)}/read`, { up_to: upTo });
}

function useConversationMutation<I extends { id: string }, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer, input) => {
      if (answer && typeof answer === 'object' && 'members' in answer) {
        queryClient.setQueryData(conversationKeys.one(input.id), answer as unknown as Conversation);
      }
      await refreshConversation(queryClient, input.id);
    },
  });
}

export function useMarkConversationRead() {
  return useConversationMutation(({ id, upTo }: { id: string; upTo: string }) =>
    markConversationRead(id, upTo),
  );
}

export function useMuteConversation() {
  return useConversationMutation(({ id, muted }: { id: string; muted: boolean }) =>
    api.post<void>(`${one(id)}/mute`, { muted }),
  );
}

export function useCloseConversation() {
  return useConversationMutation(({ id, reason }: { id: string; reason: DeclineReason }) =>
    api.post<Conversation>(`${one(id)}/close`, { reason }),
  );
}

export function useShareContact() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, profileId }: { id: string; profileId: string }) =>
      api.post<Conversation>(`${one(id)}/share-contact`, { profile_id: profileId }),
    onSuccess: async (answer, { id }) => {
      queryClient.setQueryData(conversationKeys.one(id), answer);
      // The other family's cards of this profile now carry its contact.
      await Promise.all([
        refreshConversation(queryClient, id),
        queryClient.invalidateQueries({ queryKey: ['matrimonial', 'profile'] }),
      ]);
    },
  });
}

export function useDeleteMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) =>
      api.delete<ConversationMessage>(`/api/matrimonial/messages/${encodeURIComponent(messageId)}`),
    onSuccess: async (message) => {
      putMessage(queryClient, message);
      await refreshConversation(queryClient, message.conversation_id);
    },
  });
}

export function useReportMessage() {
  return useMutation({
    mutationFn: ({
      messageId,
      reason,
      note,
    }: {
      messageId: string;
      reason: MessageReportReason;
      note: string;
    }) =>
      api.post<unknown>(`/api/matrimonial/messages/${encodeURIComponent(messageId)}/report`, {
        reason,
        ...(note.trim() ? { note: note.trim() } : {}),
      }),
  });
}

/**
 * What a live event of a conversation (docs/api.md, GET /api/events) changes in the caches: a `message`
 * (sent or removed) goes into its thread at once, and the counts are read again; a `read` changes the
 * other side's read marks and the counts; a `conversation` (opened, closed, contact shared) and a
 * `resync` read everything again.
 */
export async function applyConversationEvent(
  queryClient: QueryClient,
  type: string,
  data: unknown,
): Promise<void> {
  const record = typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : {};
  const id = typeof record.conversation_id === 'string' ? record.conversation_id : null;
  if (type === 'message' && id) {
    const message = record.message as ConversationMessage | undefined;
    if (message && typeof message.id === 'string') putMessage(queryClient, message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: conversationKeys.one(id) }),
      queryClient.invalidateQueries({ queryKey: conversationKeys.lists() }),
      queryClient.invalidateQueries({ queryKey: ['matrimonial', 'conversations', 'unread'] }),
      // A message this tab had not loaded (a gap, a page not open): the thread reads its page again.
      ...(message ? [] : [queryClient.invalidateQueries({ queryKey: conversationKeys.messages(id) })]),
    ]);
    return;
  }
  if (type === 'message' || type === 'read' || type === 'conversation') {
    await refreshConversation(queryClient, id);
    return;
  }
  if (type === 'resync') await queryClient.invalidateQueries({ queryKey: conversationKeys.all });
}
