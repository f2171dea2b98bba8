import type { CalendarEntry } from '@samaj/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export function getBookingCalendar(
  year: number,
  month: number,
  signal?: AbortSignal,
): Promise<CalendarEntry[]> {
  return api.get<CalendarEntry[]>('/api/admin/bookings/calendar', { query: { year, month }, signal });
}

export const bookingCalendarQueryOptions = (year: number, month: number) =>
  queryOptions({
    queryKey: [...adminKeys.calendar, year, month],
    queryFn: ({ signal }) => getBookingCalendar(year, month, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useBookingCalendar(year: number, month: number) {
  return useQuery(bookingCalendarQueryOptions(year, month));
}
