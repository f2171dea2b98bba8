import type { Hall } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The halls and their prices: the draft's totals are worked out from these (the server re-prices). */
export function getHalls(signal?: AbortSignal): Promise<Hall[]> {
  return api.get<Hall[]>('/api/hall', { signal });
}

// Same key as the public hall listing, so the two share one cached answer.
export const hallsQueryOptions = () =>
  queryOptions({
    queryKey: ['halls'],
    queryFn: ({ signal }) => getHalls(signal),
    staleTime: 5 * 60_000,
  });

export function useHalls() {
  return useQuery(hallsQueryOptions());
}
