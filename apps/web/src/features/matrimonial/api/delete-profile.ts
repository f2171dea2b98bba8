import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { matrimonialKeys } from './keys.ts';

export function deleteProfile(id: string): Promise<void> {
  return api.delete<void>(`/api/matrimonial/delete-profile/${encodeURIComponent(id)}`);
}

export function useDeleteProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteProfile,
    onSuccess: async (_answer, id) => {
      queryClient.removeQueries({ queryKey: matrimonialKeys.profile(id) });
      queryClient.removeQueries({ queryKey: matrimonialKeys.pictures(id) });
      await queryClient.invalidateQueries({ queryKey: matrimonialKeys.user() });
    },
  });
}
