import { job, type Job } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

export async function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  return parseAnswer(job, await api.get<unknown>(`/api/jobs/${encodeURIComponent(id)}`, { signal }));
}

export const jobQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['jobs', 'item', id],
    queryFn: ({ signal }) => getJob(id, signal),
  });

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
