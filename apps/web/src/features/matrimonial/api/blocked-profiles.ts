import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchCursorPage } from '../../../lib/cursor-page.ts';
import type { BlockedCard } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

const PER_PAGE = 20;

/**
 * The profiles the user blocked, newest block first: a cursor page followed by next_page_url. Under
 * matrimonialKeys.lists(), so a block or unblock (useBlockProfile) fetches it again.
 */
export const blockedProfilesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: matrimonialKeys.list('blocked'),
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<BlockedCard>('/api/matrimonial/blocked', {
        pageUrl: pageParam,
        perPage: PER_PAGE,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
  });

export function useBlockedProfiles({ enabled = true }: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...blockedProfilesQueryOptions(), enabled });
}
