import type { Profile } from '@samaj/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { afterReview } from './review-cache.ts';

export function approveProfile(id: string): Promise<Profile> {
  return api.post<Profile>(`/api/admin/profiles/${encodeURIComponent(id)}/approve`);
}

export function useApproveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: approveProfile,
    onSuccess: (_profile, id) => afterReview(queryClient, id),
  });
}
