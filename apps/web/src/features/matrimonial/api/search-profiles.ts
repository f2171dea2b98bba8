import type { CursorPage } from '@samaj/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { ProfileCard, SearchFilters } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

/**
 * GET /api/matrimonial/mm/filter-profile/{id}: the first page with the filters (which the server
 * saves as the profile's preferences); further pages follow next_page_url, which carries them.
 */
export function searchProfiles(
  profileId: string,
  filters: SearchFilters,
  pageUrl: string | null,
  signal?: AbortSignal,
): Promise<CursorPage<ProfileCard>> {
  if (pageUrl) return api.get<CursorPage<ProfileCard>>(pageUrl, { signal });
  return api.get<CursorPage<ProfileCard>>(
    `/api/matrimonial/mm/filter-profile/${encodeURIComponent(profileId)}`,
    {
      query: { ...filters },
      signal,
    },
  );
}

export const searchProfilesQueryOptions = (profileId: string, filters: SearchFilters) =>
  infiniteQueryOptions({
    queryKey: matrimonialKeys.search(profileId, filters),
    queryFn: ({ pageParam, signal }) => searchProfiles(profileId, filters, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
  });

export function useSearchProfiles(profileId: string, filters: SearchFilters | null) {
  return useInfiniteQuery({
    ...searchProfilesQueryOptions(profileId, filters ?? defaultFilters),
    enabled: filters !== null,
  });
}

export const defaultFilters: SearchFilters = {
  prefer_marital_status: 'any',
  prefer_with_job: 'any',
  prefer_min_age: 18,
  prefer_max_age: 60,
};
