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
 * Leaves for the home page first, then revokes the token and drops the session. On a protected page a
 * session that ends (a revoked token answering 401 to the page's own calls, or the session dropped
 * locally) sends the visitor to /login?redirect=…; logging out lands on the home page.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: async () => {
      // flushSync: the home page is on screen (the protected page and its guard gone) when this
      // resolves; a transition would keep the guard mounted to see the session end.
      await navigate('/', { replace: true, flushSync: true });
      await logout();
    },
    onSettled: () => logoutLocally(),
  });
}
