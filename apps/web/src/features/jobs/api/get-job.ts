import type { Job } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentLanguage } from '../../../lib/i18n.ts';

export function getJob(id: string, signal?: AbortSignal): Promise<Job> {
  return api.get<Job>(`/api/jobs/${encodeURIComponent(id)}`, { signal });
}

export const jobQueryOptions = (id: string) =>
  queryOptions({
    // The texts come in the language on screen (Accept-Language), so each language is its own answer.
    queryKey: ['jobs', 'item', id, currentLanguage()],
    queryFn: ({ signal }) => getJob(id, signal),
  });

export function useJob(id: string) {
  return useQuery(jobQueryOptions(id));
}
