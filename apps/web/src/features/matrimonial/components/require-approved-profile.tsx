import { Navigate, Outlet } from 'react-router';
import { paths } from '../paths.ts';
import { isApproved, useActiveProfile } from './active-profile.ts';

/** Search, viewing a profile and interests need an approved active profile (product spec section 6). */
export function RequireApprovedProfile() {
  const active = useActiveProfile();
  if (!active) return <Navigate to={paths.welcome} replace />;
  if (!isApproved(active)) return <Navigate to={paths.pendingApproval} replace />;
  return <Outlet />;
}
