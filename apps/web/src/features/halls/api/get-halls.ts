import type { Hall } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function getHalls(signal?: AbortSignal): Promise<Hall[]> {
  return api.get<Hall[]>('/api/hall', { signal });
}

export const hallsQueryOptions = () =>
  queryOptions({
    queryKey: ['halls'],
    queryFn: ({ signal }) => getHalls(signal),
    staleTime: 5 * 60_000,
  });

export function useHalls() {
  return useQuery(hallsQueryOptions());
}
