import type { News } from '@samaj/shared';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { fetchCursorPage } from '../../../lib/cursor-page.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

export const newsListQueryOptions = (perPage: number) =>
  infiniteQueryOptions({
    queryKey: ['news', 'list', { perPage }, currentLanguage()],
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<News>('/api/news', { pageUrl: pageParam, perPage, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
  });

export function useNewsList(perPage: number) {
  return useInfiniteQuery(newsListQueryOptions(perPage));
}
