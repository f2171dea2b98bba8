import type { AdminRevision, CursorPage, RevisionStatus } from '@samaj/shared';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { adminListQueryOptions } from './admin-list.ts';
import { adminKeys } from './keys.ts';

/** The office's queue of profile changes (GET /api/admin/revisions) and its two decisions. */

const revisionsKey = ['admin', 'revisions'] as const;

export const revisionQueueQueryOptions = (status: RevisionStatus) =>
  adminListQueryOptions<AdminRevision>([...revisionsKey, status], '/api/admin/revisions', status);

export function useRevisionQueue(status: RevisionStatus) {
  return useInfiniteQuery(revisionQueueQueryOptions(status));
}

export function approveRevision(id: string): Promise<AdminRevision> {
  return api.post<AdminRevision>(`/api/admin/revisions/${encodeURIComponent(id)}/approve`);
}

export function rejectRevision(id: string, reason: string): Promise<AdminRevision> {
  return api.post<AdminRevision>(`/api/admin/revisions/${encodeURIComponent(id)}/reject`, { reason });
}

/** Drops one revision from every loaded list (decided, or replaced by the family meanwhile). */
function useDropRevision() {
  const queryClient = useQueryClient();
  return (id: string) =>
    queryClient.setQueriesData<InfiniteData<CursorPage<AdminRevision>>>(
      { queryKey: revisionsKey },
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({ ...page, data: page.data.filter((r) => r.id !== id) })),
        },
    );
}

/**
 * A decided change leaves the list it was in at once (the queue shows the next without a reload); the
 * other lists, the profiles and the dashboard's counts are fetched again. A change the family replaced
 * meanwhile (404) leaves the list too, and the queue is fetched again to show the newer one.
 */
function useDecision<V extends { id: string }>(call: (input: V) => Promise<AdminRevision>) {
  const queryClient = useQueryClient();
  const drop = useDropRevision();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: revisionsKey }),
      queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      queryClient.invalidateQueries({ queryKey: adminKeys.profilesAll }),
    ]);
  return useMutation({
    mutationFn: call,
    onSuccess: async (revision) => {
      drop(revision.id);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: revisionsKey, refetchType: 'inactive' }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
        queryClient.invalidateQueries({ queryKey: adminKeys.profilesAll }),
      ]);
    },
    onError: async (error, input) => {
      if (isApiError(error) && error.status === 404) {
        drop(input.id);
        await refresh();
      }
    },
  });
}

export const useApproveRevision = () => useDecision(({ id }: { id: string }) => approveRevision(id));

export const useRejectRevision = () =>
  useDecision(({ id, reason }: { id: string; reason: string }) => rejectRevision(id, reason));
