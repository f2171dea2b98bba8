import type { Job } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  return api.get<Job>(`/api/jobs/${encodeURIComponent(id)}`, { signal });
}

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['jobs', 'item', id],
    queryFn: ({ signal }) => getJob(id, signal),
  });

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
