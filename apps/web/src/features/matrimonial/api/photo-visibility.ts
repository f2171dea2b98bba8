import type { PhotoVisibility, Profile } from '@samaj/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { matrimonialKeys } from './keys.ts';

/** Who may see a profile's pictures, saved on the profile (update-profile with that field alone). */
export function savePhotoVisibility(profileId: string, visibility: PhotoVisibility): Promise<Profile> {
  return api.post<Profile>(`/api/matrimonial/update-profile/${encodeURIComponent(profileId)}`, {
    photo_visibility: visibility,
  });
}

export function useSavePhotoVisibility(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (visibility: PhotoVisibility) => savePhotoVisibility(profileId, visibility),
    onSuccess: (profile) => queryClient.setQueryData(matrimonialKeys.profile(profile.id), profile),
  });
}
