import { Outlet } from 'react-router';
import { useSession } from '../../lib/session.ts';
import { ForbiddenPage } from '../routes/forbidden-page.tsx';

/** Inside RequireAuth: the admin flag is needed too, else a 403 page. */
export function RequireAdmin() {
  const isAdmin = useSession((state) => state.user?.is_admin === true);
  return isAdmin ? <Outlet /> : <ForbiddenPage />;
}
