import type { AdminDashboard } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export function getDashboard(signal?: AbortSignal): Promise<AdminDashboard> {
  return api.get<AdminDashboard>('/api/admin/dashboard', { signal });
}

export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: adminKeys.dashboard,
    queryFn: ({ signal }) => getDashboard(signal),
    staleTime: 0,
  });

export function useDashboard() {
  return useQuery(dashboardQueryOptions());
}
