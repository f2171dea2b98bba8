import { Navigate, useSearchParams } from 'react-router';
import { useActiveProfile } from '../components/active-profile.ts';
import { isRelation } from '../components/profile-step-parts.tsx';
import { paths } from '../paths.ts';

/**
 * Where the area sends a family without any profile: a first profile is made on the same guided path
 * as every other (decision 063), which opens with the welcome's words. A relation chosen before
 * (?for=daughter) goes with it; someone who has a profile by now goes to the dashboard.
 */
export function WelcomePage() {
  const active = useActiveProfile();
  const [params] = useSearchParams();
  if (active) return <Navigate to={paths.dashboard} replace />;
  const chosen = params.get('for');
  return <Navigate to={isRelation(chosen) ? paths.newProfileFor(chosen) : paths.newProfile} replace />;
}
