import type { Profile, ProfileReviewState } from '@samaj/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchCursorPage } from '../../../lib/cursor-page.ts';
import { adminKeys, withQuery } from './keys.ts';

/** A profile in full as the admin list answers it; `pictures` only if the server adds them one day. */
export type ReviewProfile = Profile & { pictures?: Profile['primary_picture'][] };

export const profilesQueryOptions = (status: ProfileReviewState) =>
  infiniteQueryOptions({
    queryKey: adminKeys.profiles(status),
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<ReviewProfile>(withQuery('/api/admin/profiles', { status }), {
        pageUrl: pageParam,
        perPage: 20,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
    staleTime: 0,
  });

export function useAdminProfiles(status: ProfileReviewState) {
  return useInfiniteQuery(profilesQueryOptions(status));
}
