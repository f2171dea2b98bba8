import { useQuery } from '@tanstack/react-query';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';
import { useSession } from '../../../lib/session.ts';

/**
 * Refreshes the stored user (name, admin flag, profiles) once per visit while logged in; a token the
 * server no longer accepts answers 401, which logs the visitor out.
 */
export function useRefreshCurrentUser() {
  const loggedIn = useSession((state) => state.token !== null);
  return useQuery({ ...currentUserQueryOptions(), enabled: loggedIn });
}
