import type { Slot } from '@samaj/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface MonthAvailabilityInput {
  hall_id: string;
  slot: Slot;
  year: number;
  /** 1 to 12. */
  month: number;
}

/** The free dates of one hall, slot and month, from today on (the path's spelling is the contract's). */
export function getMonthAvailability(input: MonthAvailabilityInput, signal?: AbortSignal): Promise<string[]> {
  return api.post<string[]>('/api/hall/check-availablility-month', input, { signal });
}

export const availabilityKey = ['booking', 'availability'] as const;

export const monthAvailabilityQueryOptions = (input: MonthAvailabilityInput) =>
  queryOptions({
    queryKey: [...availabilityKey, input.hall_id, input.slot, input.year, input.month],
    queryFn: ({ signal }) => getMonthAvailability(input, signal),
    // Other families book too: a free date should not be trusted for long.
    staleTime: 30_000,
  });

export function useMonthAvailability(input: MonthAvailabilityInput | null) {
  return useQuery({
    ...monthAvailabilityQueryOptions(input ?? { hall_id: '', slot: 'M', year: 0, month: 0 }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}
