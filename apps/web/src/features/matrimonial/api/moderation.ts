import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export function blockProfile(profileId: string): Promise<void> {
  return api.post<void>(`/api/matrimonial/block/${encodeURIComponent(profileId)}`);
}

export function unblockProfile(profileId: string): Promise<void> {
  return api.delete<void>(`/api/matrimonial/block/${encodeURIComponent(profileId)}`);
}

export function reportProfile(profileId: string, reason: string): Promise<void> {
  return api.post<void>(`/api/matrimonial/report/${encodeURIComponent(profileId)}`, { reason });
}

/** A blocked profile leaves search results and lists, so those are fetched again. */
export function useBlockProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ profileId, blocked }: { profileId: string; blocked: boolean }) =>
      blocked ? blockProfile(profileId) : unblockProfile(profileId),
    onSuccess: async (_answer, { profileId }) => {
      queryClient.removeQueries({ queryKey: ['matrimonial', 'search'] });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['matrimonial', 'list'] }),
        queryClient.invalidateQueries({ queryKey: ['matrimonial', 'profile', profileId] }),
      ]);
    },
  });
}

export function useReportProfile() {
  return useMutation({
    mutationFn: ({ profileId, reason }: { profileId: string; reason: string }) =>
      reportProfile(profileId, reason),
  });
}
