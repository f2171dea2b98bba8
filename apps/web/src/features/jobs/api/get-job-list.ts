import type { Job } from '@samaj/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchCursorPage } from '../../../lib/cursor-page.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

export const jobListQueryOptions = (perPage: number) =>
  infiniteQueryOptions({
    queryKey: ['jobs', 'list', { perPage }, currentLanguage()],
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<Job>('/api/jobs', { pageUrl: pageParam, perPage, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
  });

export function useJobList(perPage: number) {
  return useInfiniteQuery(jobListQueryOptions(perPage));
}
