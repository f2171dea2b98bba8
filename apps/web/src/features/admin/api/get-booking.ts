import type { AdminBooking } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export function getAdminBooking(id: string, signal?: AbortSignal): Promise<AdminBooking> {
  return api.get<AdminBooking>(`/api/admin/bookings/${encodeURIComponent(id)}`, { signal });
}

export const adminBookingQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminKeys.booking(id),
    queryFn: ({ signal }) => getAdminBooking(id, signal),
    staleTime: 0,
  });

export function useAdminBooking(id: string) {
  return useQuery(adminBookingQueryOptions(id));
}
