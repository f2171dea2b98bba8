import { hall, type Hall } from '@samaj/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client.ts';
import { parseAnswer } from '../../../lib/parse-answer.ts';

const hallList = z.array(hall);

export async function getHalls(signal?: AbortSignal): Promise<Hall[]> {
  return parseAnswer(hallList, await api.get<unknown>('/api/hall', { signal }));
}

export const hallsQueryOptions = () =>
  queryOptions({
    queryKey: ['halls'],
    queryFn: ({ signal }) => getHalls(signal),
    staleTime: 5 * 60_000,
  });

export function useHalls() {
  return useQuery(hallsQueryOptions());
}
