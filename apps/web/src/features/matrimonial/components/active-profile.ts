import type { ProfileSummary } from '../types.ts';
import { useMatrimonialUser } from '../api/get-matrimonial-user.ts';

/**
 * Product spec section 4: the profile flagged is_last_selected is the active one; failing that the
 * first profile is (and is made the default on the server); no profile at all means null.
 */
export function resolveActiveProfile(profiles: readonly ProfileSummary[]): {
  active: ProfileSummary | null;
  needsDefault: boolean;
} {
  const selected = profiles.find((profile) => profile.is_last_selected);
  if (selected) return { active: selected, needsDefault: false };
  const first = profiles[0];
  return first ? { active: first, needsDefault: true } : { active: null, needsDefault: false };
}

export function isApproved(profile: { approved_on?: string | null } | null | undefined): boolean {
  return Boolean(profile?.approved_on);
}

/** The active profile from the loaded user (the matrimonial layout loads it before any page shows). */
export function useActiveProfile(): ProfileSummary | null {
  const { data } = useMatrimonialUser();
  return data ? resolveActiveProfile(data.profiles).active : null;
}
