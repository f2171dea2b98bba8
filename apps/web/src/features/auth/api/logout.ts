import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { api } from '../../../lib/api-client.ts';
import { logoutLocally } from '../../../lib/session.ts';

/** Revokes the token on the server; a failure there does not keep anyone logged in. */
export async function logout(): Promise<void> {
  try {
    await api.post<void>('/api/auth/logout', undefined, { forcedLogoutOn401: false });
  } catch {
    // The local session is dropped in any case.
  }
}

/**
 * Leaves for the home page first, then drops the session: dropping it on a protected page would send
 * the visitor to the login page instead.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: async () => {
      await navigate('/', { replace: true });
      logoutLocally();
    },
  });
}
