import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import type { MatrimonialUser } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

/** GET /api/matrimonial/user: the user with their profiles; keeps the stored session user fresh too. */
export async function getMatrimonialUser(signal?: AbortSignal): Promise<MatrimonialUser> {
  const user = await api.get<MatrimonialUser>('/api/matrimonial/user', { signal });
  useSession.getState().setUser(user);
  return user;
}

export const matrimonialUserQueryOptions = () =>
  queryOptions({
    queryKey: matrimonialKeys.user(),
    queryFn: ({ signal }) => getMatrimonialUser(signal),
    staleTime: 30_000,
  });

export function useMatrimonialUser() {
  return useQuery(matrimonialUserQueryOptions());
}
