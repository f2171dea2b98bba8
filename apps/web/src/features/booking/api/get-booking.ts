import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Booking } from './types.ts';

export function getBooking(id: string, signal?: AbortSignal): Promise<Booking> {
  return api.get<Booking>(`/api/booking/show/${encodeURIComponent(id)}`, { signal });
}

export const bookingKey = (id: string) => ['booking', 'show', id] as const;

export const bookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: bookingKey(id),
    queryFn: ({ signal }) => getBooking(id, signal),
    staleTime: 10_000,
  });

export function useBooking(id: string) {
  return useQuery(bookingQueryOptions(id));
}
