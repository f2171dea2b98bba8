import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import type { MatrimonialUser } from '../types.ts';
import { matrimonialKeys } from './keys.ts';

export function setDefaultProfile(id: string): Promise<void> {
  return api.get<void>(`/api/matrimonial/set-default-profile/${encodeURIComponent(id)}`);
}

function markActive(user: MatrimonialUser, id: string): MatrimonialUser {
  return { ...user, profiles: user.profiles.map((p) => ({ ...p, is_last_selected: p.id === id })) };
}

/** Makes a profile the active one; what was searched or listed for the previous one is dropped. */
export function useSetDefaultProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setDefaultProfile,
    onSuccess: (_answer, id) => {
      const user = queryClient.getQueryData<MatrimonialUser>(matrimonialKeys.user());
      if (user) {
        const next = markActive(user, id);
        queryClient.setQueryData(matrimonialKeys.user(), next);
        useSession.getState().setUser(next);
      }
      queryClient.removeQueries({ queryKey: matrimonialKeys.lists() });
      queryClient.removeQueries({ queryKey: ['matrimonial', 'search'] });
    },
  });
}
