import type { ProfileReport, REPORT_STATUSES } from '@samaj/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchCursorPage } from '../../../lib/cursor-page.ts';
import { adminKeys, withQuery } from './keys.ts';

type ReportStatus = (typeof REPORT_STATUSES)[number];

export const reportsQueryOptions = (status: ReportStatus) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.reports, status],
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<ProfileReport>(withQuery('/api/admin/reports', { status }), {
        pageUrl: pageParam,
        perPage: 20,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
    staleTime: 0,
  });

export function useReports(status: ReportStatus) {
  return useInfiniteQuery(reportsQueryOptions(status));
}
