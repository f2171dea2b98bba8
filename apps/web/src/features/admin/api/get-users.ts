import type { AdminUser } from '@samaj/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchCursorPage } from '../../../lib/cursor-page.ts';
import { adminKeys, withQuery } from './keys.ts';

export const usersQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.users, q],
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<AdminUser>(withQuery('/api/admin/users', { q: q.trim() || undefined }), {
        pageUrl: pageParam,
        perPage: 20,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminUsers(q: string) {
  return useInfiniteQuery(usersQueryOptions(q));
}
