import type { News } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

export function getNewsItem(id: string, signal?: AbortSignal): Promise<News> {
  return api.get<News>(`/api/news/${encodeURIComponent(id)}`, { signal });
}

export const newsItemQueryOptions = (id: string) =>
  queryOptions({
    // The texts come in the language on screen (Accept-Language), so each language is its own answer.
    queryKey: ['news', 'item', id, currentLanguage()],
    queryFn: ({ signal }) => getNewsItem(id, signal),
  });

export function useNewsItem(id: string) {
  return useQuery(newsItemQueryOptions(id));
}
