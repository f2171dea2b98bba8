import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query';
import { fetchCursorPage } from '../../../lib/cursor-page.ts';
import { withQuery } from './keys.ts';

/** An admin queue (profiles, reports, pictures) of one status: cursor pages of 20, always refetched. */
export function adminListQueryOptions<T>(queryKey: QueryKey, path: string, status: string) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<T>(withQuery(path, { status }), { pageUrl: pageParam, perPage: 20, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
    staleTime: 0,
  });
}
