import type { Profile } from '@samaj/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { afterReview } from './review-cache.ts';

export function rejectProfile({ id, reason }: { id: string; reason: string }): Promise<Profile> {
  return api.post<Profile>(`/api/admin/profiles/${encodeURIComponent(id)}/reject`, { reason });
}

export function useRejectProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rejectProfile,
    onSuccess: (_profile, { id }) => afterReview(queryClient, id),
  });
}
