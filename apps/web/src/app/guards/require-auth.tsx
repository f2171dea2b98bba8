import { Navigate, Outlet, useLocation } from 'react-router';
import { selectIsLoggedIn, useSession } from '../../lib/session.ts';
import { paths as authPaths } from '../../features/auth/paths.ts';

/** Login required: anyone else goes to /login, which brings them back here afterwards. */
export function RequireAuth() {
  const loggedIn = useSession(selectIsLoggedIn);
  const location = useLocation();
  if (!loggedIn) return <Navigate to={authPaths.loginThen(location.pathname + location.search)} replace />;
  return <Outlet />;
}
