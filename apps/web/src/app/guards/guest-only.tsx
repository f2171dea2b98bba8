import { Navigate, Outlet, useSearchParams } from 'react-router';
import { paths as authPaths } from '../../features/auth/paths.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { selectIsLoggedIn, useSession } from '../../lib/session.ts';

/**
 * Login, OTP login, registration and password reset are for visitors. A logged-in visitor goes to the
 * page they were sent here from (?redirect=), else home; this is also how a successful login leaves.
 * An account that has not proven its number (a new one, or one from before decision 041) is asked for
 * the code first, as registering's last step, then goes on.
 */
export function GuestOnly() {
  const loggedIn = useSession(selectIsLoggedIn);
  const unproven = useSession((state) => state.user?.mobile_verified_at === null);
  const [params] = useSearchParams();
  if (loggedIn) {
    const next = safeRedirect(params.get('redirect'));
    return <Navigate to={unproven ? authPaths.verifyMobileThen(next) : next} replace />;
  }
  return <Outlet />;
}
