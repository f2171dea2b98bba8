import { Navigate, Outlet, useLocation } from 'react-router';
import { loginPathFor } from '../../lib/redirect.ts';
import { selectIsLoggedIn, useSession } from '../../lib/session.ts';

/** Login required: anyone else goes to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const loggedIn = useSession(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
}
