import type { News } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function getNewsItem(id: string, signal?: AbortSignal): Promise<News> {
  return api.get<News>(`/api/news/${encodeURIComponent(id)}`, { signal });
}

export const newsItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['news', 'item', id],
    queryFn: ({ signal }) => getNewsItem(id, signal),
  });

export function useNewsItem(id: string) {
  return useQuery(newsItemQueryOptions(id));
}
