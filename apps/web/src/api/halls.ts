import type { Hall } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';

/**
 * The halls and their prices, one call shared by the public listing, the home page and the booking
 * draft (whose totals are worked out from these; the server re-prices). One key, one cached answer.
 */
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
