import type { AdminProfile, Profile, ProfileReviewState } from '@samaj/shared';
import { useInfiniteQuery } from '@tanstack/react-query';
import { adminListQueryOptions } from './admin-list.ts';
import { adminKeys } from './keys.ts';

/** A profile in full as the admin list answers it; `pictures` only if the server adds them one day. */
export type ReviewProfile = Profile & {
  pictures?: Profile['primary_picture'][];
} & Partial<Pick<AdminProfile, 'consent_state' | 'consent_mobile_masked'>> & {
    /**
     * The account that keeps the profile (docs/api.md "What families read"): its holder's name (and in
     * Latin letters, where the server has them), number and the profile's relation. Admins only.
     */
    account?: {
      id: string;
      name: string;
      name_latin?: string | null;
      mobile: string;
      relation: Profile['relation'];
    };
  };

export const profilesQueryOptions = (status: ProfileReviewState) =>
  adminListQueryOptions<ReviewProfile>(adminKeys.profiles(status), '/api/admin/profiles', status);

export function useAdminProfiles(status: ProfileReviewState) {
  return useInfiniteQuery(profilesQueryOptions(status));
}
