import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession, type SessionUser } from '../../../lib/session.ts';

export async function getCurrentUser(signal?: AbortSignal): Promise<SessionUser> {
  const user = await api.get<SessionUser>('/api/matrimonial/user', { signal });
  useSession.getState().setUser(user);
  return user;
}

export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'user'],
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });

/**
 * Refreshes the stored user (name, admin flag, profiles) once per visit while logged in; a token the
 * server no longer accepts answers 401, which logs the visitor out.
 */
export function useRefreshCurrentUser() {
  const loggedIn = useSession((state) => state.token !== null);
  return useQuery({ ...currentUserQueryOptions(), enabled: loggedIn });
}
