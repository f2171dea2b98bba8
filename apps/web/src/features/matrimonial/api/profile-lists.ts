import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchCursorPage } from '../../../lib/cursor-page.ts';
import type { Interest, ProfileCard } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

export const PROFILE_LISTS = ['viewed-by-me', 'my-viewers', 'shortlisted'] as const;
export const INTEREST_LISTS = ['interested-in-me', 'interests-sent-by-me'] as const;
export type ProfileListKind = (typeof PROFILE_LISTS)[number];
export type InterestListKind = (typeof INTEREST_LISTS)[number];

const PER_PAGE = 20;

/** The active profile's views (cards) and interests, each a cursor page followed by next_page_url. */
export const profileListQueryOptions = (kind: ProfileListKind) =>
  infiniteQueryOptions({
    queryKey: matrimonialKeys.list(kind),
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<ProfileCard>(`/api/matrimonial/profiles/${kind}`, {
        pageUrl: pageParam,
        perPage: PER_PAGE,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
  });

export const interestListQueryOptions = (kind: InterestListKind) =>
  infiniteQueryOptions({
    queryKey: matrimonialKeys.list(kind),
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<Interest>(`/api/matrimonial/profiles/${kind}`, {
        pageUrl: pageParam,
        perPage: PER_PAGE,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
  });

export function useProfileList(kind: ProfileListKind) {
  return useInfiniteQuery(profileListQueryOptions(kind));
}

export function useInterestList(kind: InterestListKind) {
  return useInfiniteQuery(interestListQueryOptions(kind));
}
