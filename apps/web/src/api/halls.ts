import type { HallAnswer } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../lib/api-client.ts';
import { currentLanguage } from '../lib/i18n.ts';

/**
 * The halls and their prices, one call shared by the public listing, the home page and the booking
 * draft (whose totals are worked out from these; the server re-prices). One key, one cached answer.
 */
export function getHalls(signal?: AbortSignal): Promise<HallAnswer[]> {
  return api.get<HallAnswer[]>('/api/hall', { signal });
}

export const hallsQueryOptions = () =>
  queryOptions({
    // The names, descriptions and addresses come in the language on screen (Accept-Language).
    queryKey: ['halls', currentLanguage()],
    queryFn: ({ signal }) => getHalls(signal),
    staleTime: 5 * 60_000,
  });

export function useHalls() {
  return useQuery(hallsQueryOptions());
}
