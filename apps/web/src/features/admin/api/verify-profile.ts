import type { AdminProfile, CursorPage } from '@samaj/shared';
import { type InfiniteData, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

const url = (id: string) => `/api/admin/profiles/${encodeURIComponent(id)}/verify`;

export const verifyProfile = (id: string, note: string) =>
  api.post<AdminProfile>(url(id), note ? { note } : {});
export const unverifyProfile = (id: string) => api.delete<AdminProfile>(url(id));

/** Verifies (with a note) or takes the verification away; the profile is updated where it is listed. */
export function useSetVerified() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verified, note = '' }: { id: string; verified: boolean; note?: string }) =>
      verified ? verifyProfile(id, note) : unverifyProfile(id),
    onSuccess: (answer) => {
      queryClient.setQueriesData<InfiniteData<CursorPage<AdminProfile>>>(
        { queryKey: adminKeys.profilesAll },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.map((p) =>
                p.id === answer.id
                  ? {
                      ...p,
                      verified_at: answer.verified_at,
                      verified_by: answer.verified_by,
                      verification_note: answer.verification_note,
                    }
                  : p,
              ),
            })),
          },
      );
    },
  });
}
