import { queryOptions } from '@tanstack/react-query';
import { api } from './api-client.ts';
import { useSession, type SessionUser } from './session.ts';

/** GET /api/matrimonial/user: who is signed in, with their profiles; keeps the stored session user fresh. */
export async function getCurrentUser(signal?: AbortSignal): Promise<SessionUser> {
  const user = await api.get<SessionUser>('/api/matrimonial/user', { signal });
  useSession.getState().setUser(user);
  return user;
}

/**
 * The one query for the signed-in user. The site's refresh of the session, the start-up request of a
 * logged-in visit (main.tsx) and the matrimonial area's user all go through it, so a page load asks the
 * server once, as early as the app starts, rather than once per feature after its chunks have loaded.
 */
export const currentUserQueryOptions = () =>
  queryOptions({
    queryKey: ['session', 'user'],
    queryFn: ({ signal }) => getCurrentUser(signal),
    staleTime: 5 * 60_000,
  });
