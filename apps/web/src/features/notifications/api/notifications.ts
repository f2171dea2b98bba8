import type { Notification } from '@samaj/shared';
import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fetchCursorPage } from '../../../lib/cursor-page.ts';

const PER_PAGE = 20;
/** How often the bell asks again while a page is open (new interests arrive without a reload). */
export const UNREAD_POLL_MS = 60_000;

export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => ['notifications', 'list'] as const,
  unread: () => ['notifications', 'unread'] as const,
};

/** GET /api/notifications: the account's notifications, newest first, in cursor pages. */
export const notificationsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(),
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<Notification>('/api/notifications', { pageUrl: pageParam, perPage: PER_PAGE, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
    staleTime: 0,
  });

export function useNotifications() {
  return useInfiniteQuery(notificationsQueryOptions());
}

export const unreadCountQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.unread(),
    queryFn: ({ signal }) => api.get<{ count: number }>('/api/notifications/unread-count', { signal }),
    staleTime: 15_000,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
    select: (answer) => answer.count,
  });

export function useUnreadCount(enabled: boolean) {
  return useQuery({ ...unreadCountQueryOptions(), enabled });
}

export type ReadInput = { ids: string[] } | { all: true };

export function markRead(input: ReadInput): Promise<void> {
  return api.post<void>('/api/notifications/read', input);
}

/**
 * Marks items (or all) read. The list shows it at once; then the list, the bell and the profile
 * summaries (each carries its unread count) are fetched again.
 */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRead,
    onMutate: (input) => {
      const now = new Date().toISOString();
      const ids = 'ids' in input ? new Set(input.ids) : null;
      queryClient.setQueryData(
        notificationKeys.list(),
        (data: { pages: { data: Notification[] }[]; pageParams: unknown[] } | undefined) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.map((item) =>
                item.read_at === null && (ids === null || ids.has(item.id))
                  ? { ...item, read_at: now }
                  : item,
              ),
            })),
          },
      );
    },
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: notificationKeys.all }),
        // The matrimonial area's user answer: each profile's unread_notifications.
        queryClient.invalidateQueries({ queryKey: ['matrimonial', 'user'] }),
      ]);
    },
  });
}
