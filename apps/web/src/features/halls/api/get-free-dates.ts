import type { Slot } from '@samaj/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface FreeDatesInput {
  hall_id: string;
  slot: Slot;
  year: number;
  month: number;
}

/**
 * A month's free dates of one hall and slot: the public read (no login), which answers dates only,
 * nothing about who booked (the path's spelling is the contract's).
 */
export function getFreeDates(input: FreeDatesInput, signal?: AbortSignal): Promise<string[]> {
  return api.post<string[]>('/api/hall/check-availablility-month', input, { signal });
}

export function useFreeDates(input: FreeDatesInput | null) {
  return useQuery({
    queryKey: ['halls', 'free-dates', input?.hall_id, input?.slot, input?.year, input?.month],
    queryFn: ({ signal }) => getFreeDates(input!, signal),
    enabled: input !== null,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });
}
