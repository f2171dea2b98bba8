import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { paths as authPaths } from '../../features/auth/paths.ts';
import { safeRedirect } from '../../lib/redirect.ts';
import { selectIsLoggedIn, useSession } from '../../lib/session.ts';

/**
 * Login, OTP login, registration and password reset are for visitors. A logged-in visitor goes to the
 * page they were sent here from (?redirect=), else home; this is also how a successful login leaves.
 * An account that has not proven its number (a new one, or one from before decision 041) is asked for
 * the code first, as registering's last step, then goes on. Registering with no page to go back to
 * goes on to what to do first (the get-started page: a profile, a hall, or later) rather than home.
 */
export function GuestOnly() {
  const loggedIn = useSession(selectIsLoggedIn);
  const unproven = useSession((state) => state.user?.mobile_verified_at === null);
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  if (loggedIn) {
    const registered = pathname.toLowerCase() === authPaths.register;
    const next = safeRedirect(params.get('redirect'), registered ? authPaths.getStarted : '/');
    return <Navigate to={unproven ? authPaths.verifyMobileThen(next) : next} replace />;
  }
  return <Outlet />;
}
