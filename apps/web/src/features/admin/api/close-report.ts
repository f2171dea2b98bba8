import type { CloseReportBody, ProfileReport } from '@samaj/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export function closeReport({ id, body }: { id: string; body: CloseReportBody }): Promise<ProfileReport> {
  return api.post<ProfileReport>(`/api/admin/reports/${encodeURIComponent(id)}/close`, body);
}

/** Closing moves the report to the closed tab; a rejection also changes the profiles' lists and counts. */
export function useCloseReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeReport,
    onSuccess: async (_report, { body }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
        body.action === 'profile_rejected'
          ? queryClient.invalidateQueries({ queryKey: adminKeys.profilesAll })
          : undefined,
      ]);
    },
  });
}
