import type { UpdateProfileBody } from '@samaj/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Profile } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

export type Preferences = Required<
  Pick<UpdateProfileBody, 'prefer_marital_status' | 'prefer_with_job' | 'prefer_min_age' | 'prefer_max_age'>
>;

/** Some fields of a profile (the guided path's relation, its partner preferences): update-profile. */
export function updateProfileFields(id: string, fields: Partial<UpdateProfileBody>): Promise<Profile> {
  return api.post<Profile>(`/api/matrimonial/update-profile/${encodeURIComponent(id)}`, fields);
}

/**
 * Saves some fields of a profile; the profile is kept in the cache, the account's list reloaded, and
 * the search's results dropped (it prefills its filters from the preferences).
 */
export function useUpdateProfileFields(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (fields: Partial<UpdateProfileBody>) => updateProfileFields(id ?? '', fields),
    onSuccess: async (profile) => {
      queryClient.setQueryData(matrimonialKeys.profile(profile.id), profile);
      queryClient.removeQueries({ queryKey: ['matrimonial', 'search'] });
      await queryClient.invalidateQueries({ queryKey: matrimonialKeys.user() });
    },
  });
}
