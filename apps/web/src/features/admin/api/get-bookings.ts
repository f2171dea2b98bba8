import type { AdminBooking, BookingStatus } from '@samaj/shared';
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { fetchCursorPage } from '../../../lib/cursor-page.ts';
import { adminKeys, withQuery } from './keys.ts';

export interface BookingsFilter {
  status?: BookingStatus | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export const adminBookingsQueryOptions = (filter: BookingsFilter) =>
  infiniteQueryOptions({
    queryKey: [...adminKeys.bookings, 'list', filter],
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<AdminBooking>(withQuery('/api/admin/bookings', { ...filter }), {
        pageUrl: pageParam,
        perPage: 20,
        signal,
      }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useAdminBookings(filter: BookingsFilter) {
  return useInfiniteQuery(adminBookingsQueryOptions(filter));
}
