import { news, type News } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

export async function getNewsItem(id: string, signal?: AbortSignal): Promise<News> {
  return parseAnswer(news, await api.get<unknown>(`/api/news/${encodeURIComponent(id)}`, { signal }));
}

export const newsItemQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['news', 'item', id],
    queryFn: ({ signal }) => getNewsItem(id, signal),
  });

export function useNewsItem(id: string) {
  return useQuery(newsItemQueryOptions(id));
}
