import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Picture } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

const base = (profileId: string) => `/api/matrimonial/${encodeURIComponent(profileId)}/pictures`;

export function getPictures(profileId: string, signal?: AbortSignal): Promise<Picture[]> {
  return api.get<Picture[]>(base(profileId), { signal });
}

export const picturesQueryOptions = (profileId: string) =>
  queryOptions({
    queryKey: matrimonialKeys.pictures(profileId),
    queryFn: ({ signal }) => getPictures(profileId, signal),
    // The addresses are signed and short-lived: fetch them again rather than keep old ones for long.
    staleTime: 30_000,
  });

export function usePictures(profileId: string | undefined) {
  return useQuery({ ...picturesQueryOptions(profileId ?? ''), enabled: Boolean(profileId) });
}

export function deletePicture(profileId: string, pictureId: string): Promise<void> {
  return api.delete<void>(`${base(profileId)}/${encodeURIComponent(pictureId)}`);
}

export function setPrimaryPicture(profileId: string, pictureId: string): Promise<void> {
  return api.post<void>(`${base(profileId)}/${encodeURIComponent(pictureId)}/primary`);
}

/** After any change to the pictures, the list and the profile (its primary_picture) are reloaded. */
function usePictureMutation(profileId: string, call: (pictureId: string) => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: matrimonialKeys.pictures(profileId) }),
        queryClient.invalidateQueries({ queryKey: matrimonialKeys.profile(profileId) }),
      ]);
    },
  });
}

export function useDeletePicture(profileId: string) {
  return usePictureMutation(profileId, (pictureId) => deletePicture(profileId, pictureId));
}

export function useSetPrimaryPicture(profileId: string) {
  return usePictureMutation(profileId, (pictureId) => setPrimaryPicture(profileId, pictureId));
}
