import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { onMobileNotVerified } from '../../lib/mobile-proof.ts';
import { selectIsLoggedIn, useSession } from '../../lib/session.ts';
import { paths as authPaths } from '../../features/auth/paths.ts';

/**
 * Login required: anyone else goes to /login, which brings them back here afterwards. A change the
 * server refuses for an unproven number (403 mobile_not_verified) opens the proof, then comes back.
 */
export function RequireAuth() {
  const loggedIn = useSession(selectIsLoggedIn);
  const location = useLocation();
  const navigate = useNavigate();
  const here = useRef(location);
  useEffect(() => {
    here.current = location;
  }, [location]);
  useEffect(
    () =>
      onMobileNotVerified(() => {
        const { pathname, search } = here.current;
        if (pathname !== authPaths.verifyMobile) void navigate(authPaths.verifyMobileThen(pathname + search));
      }),
    [navigate],
  );
  if (!loggedIn) return <Navigate to={authPaths.loginThen(location.pathname + location.search)} replace />;
  return <Outlet />;
}
