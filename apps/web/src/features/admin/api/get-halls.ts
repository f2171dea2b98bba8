import type { AdminHall } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export function getAdminHalls(signal?: AbortSignal): Promise<AdminHall[]> {
  return api.get<AdminHall[]>('/api/admin/halls', { signal });
}

export const adminHallsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.halls, queryFn: ({ signal }) => getAdminHalls(signal) });

export function useAdminHalls() {
  return useQuery(adminHallsQueryOptions());
}
