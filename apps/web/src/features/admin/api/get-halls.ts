import type { Hall } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export function getAdminHalls(signal?: AbortSignal): Promise<Hall[]> {
  return api.get<Hall[]>('/api/admin/halls', { signal });
}

export const adminHallsQueryOptions = () =>
  queryOptions({ queryKey: adminKeys.halls, queryFn: ({ signal }) => getAdminHalls(signal) });

export function useAdminHalls() {
  return useQuery(adminHallsQueryOptions());
}
