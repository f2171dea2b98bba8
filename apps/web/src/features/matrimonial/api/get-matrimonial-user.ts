import { queryOptions, useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';
import { queryClient } from '../../../lib/query-client.ts';
import type { MatrimonialUser } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

/**
 * GET /api/matrimonial/user: the user with their profiles (which keeps the stored session user fresh
 * too). Through the site's user query, so a request already under way (the start-up one, the site's
 * refresh) is shared rather than made twice; an answer already there is not reused (staleTime 0): the
 * area's own key is what its changes invalidate, and each of its loads asks the server.
 */
export async function getMatrimonialUser(): Promise<MatrimonialUser> {
  return (await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 })) as MatrimonialUser;
}

export const matrimonialUserQueryOptions = () =>
  queryOptions({
    queryKey: matrimonialKeys.user(),
    queryFn: () => getMatrimonialUser(),
    staleTime: 30_000,
  });

export function useMatrimonialUser() {
  return useQuery(matrimonialUserQueryOptions());
}
