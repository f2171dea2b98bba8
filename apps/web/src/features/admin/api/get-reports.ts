import type { ProfileReport } from '@samaj/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchCursorPage } from '../../../lib/cursor-page.ts';
import { adminKeys } from './keys.ts';

export const reportsQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: adminKeys.reports,
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<ProfileReport>('/api/admin/reports', { pageUrl: pageParam, perPage: 20, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
    staleTime: 0,
  });

export function useReports() {
  return useInfiniteQuery(reportsQueryOptions());
}
