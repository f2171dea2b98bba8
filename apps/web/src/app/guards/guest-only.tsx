import { Navigate, Outlet, useSearchParams } from 'react-router';
import { safeRedirect } from '../../lib/redirect.ts';
import { selectIsLoggedIn, useSession } from '../../lib/session.ts';

/**
 * Login, OTP login, registration and password reset are for visitors. A logged-in visitor goes to the
 * page they were sent here from (?redirect=), else home; this is also how a successful login leaves.
 */
export function GuestOnly() {
  const loggedIn = useSession(selectIsLoggedIn);
  const [params] = useSearchParams();
  if (loggedIn) return <Navigate to={safeRedirect(params.get('redirect'))} replace />;
  return <Outlet />;
}
