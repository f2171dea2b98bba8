import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Profile } from '../types.ts';
import { matrimonialKeys } from './keys.ts';
import type { ProfilePayload } from '../profile-schema.ts';

export function createProfile(input: ProfilePayload): Promise<Profile> {
  return api.post<Profile>('/api/matrimonial/create-profile', input);
}

export function updateProfile(id: string, input: ProfilePayload): Promise<Profile> {
  return api.post<Profile>(`/api/matrimonial/update-profile/${encodeURIComponent(id)}`, input);
}

/** Creates a profile, or updates one when an id is given; the user's profile list is reloaded. */
export function useSaveProfile(id?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfilePayload) => (id ? updateProfile(id, input) : createProfile(input)),
    onSuccess: async (profile) => {
      queryClient.setQueryData(matrimonialKeys.profile(profile.id), profile);
      await queryClient.invalidateQueries({ queryKey: matrimonialKeys.user() });
    },
  });
}
