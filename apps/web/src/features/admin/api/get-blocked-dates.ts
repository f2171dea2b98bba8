import type { BlockedDate } from '@samaj/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export interface BlockedDatesFilter {
  hall_id?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export function getBlockedDates(filter: BlockedDatesFilter, signal?: AbortSignal): Promise<BlockedDate[]> {
  return api.get<BlockedDate[]>('/api/admin/blocked-dates', { query: { ...filter }, signal });
}

export const blockedDatesQueryOptions = (filter: BlockedDatesFilter) =>
  queryOptions({
    queryKey: [...adminKeys.blocked, filter],
    queryFn: ({ signal }) => getBlockedDates(filter, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useBlockedDates(filter: BlockedDatesFilter) {
  return useQuery(blockedDatesQueryOptions(filter));
}
