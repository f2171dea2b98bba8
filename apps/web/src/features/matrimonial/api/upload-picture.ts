import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postFileWithProgress, type UploadOptions } from '../../../api/uploads.ts';
import type { Picture } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

/** POST /api/matrimonial/{id}/pictures as multipart (field `picture`), reporting its progress. */
export function uploadPicture(profileId: string, file: File, options: UploadOptions = {}): Promise<Picture> {
  return postFileWithProgress<Picture>(
    `/api/matrimonial/${encodeURIComponent(profileId)}/pictures`,
    'picture',
    file,
    options,
  );
}

export function useUploadPicture(profileId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, onProgress }: { file: File; onProgress?: (percent: number) => void }) =>
      uploadPicture(profileId, file, { onProgress }),
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: matrimonialKeys.pictures(profileId) }),
        queryClient.invalidateQueries({ queryKey: matrimonialKeys.profile(profileId) }),
      ]);
    },
  });
}
