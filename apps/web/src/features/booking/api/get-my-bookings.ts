import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Booking } from './types.ts';

export function getMyBookings(signal?: AbortSignal): Promise<Booking[]> {
  return api.get<Booking[]>('/api/booking/my-bookings', { signal });
}

export const myBookingsKey = ['booking', 'mine'] as const;

export const myBookingsQueryOptions = () =>
  queryOptions({
    queryKey: myBookingsKey,
    queryFn: ({ signal }) => getMyBookings(signal),
    staleTime: 15_000,
  });

export function useMyBookings() {
  return useQuery(myBookingsQueryOptions());
}
