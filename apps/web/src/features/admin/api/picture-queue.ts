import type { AdminPicture, CursorPage, PictureStatus } from '@samaj/shared';
import { useInfiniteQuery, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminListQueryOptions } from './admin-list.ts';
import { adminKeys } from './keys.ts';

/** The office's picture queue (GET /api/admin/pictures) and its two decisions. */

const picturesKey = ['admin', 'pictures'] as const;

export const pictureQueueQueryOptions = (status: PictureStatus) =>
  adminListQueryOptions<AdminPicture>([...picturesKey, status], '/api/admin/pictures', status);

export function usePictureQueue(status: PictureStatus) {
  return useInfiniteQuery(pictureQueueQueryOptions(status));
}

export function approvePicture(id: string): Promise<AdminPicture> {
  return api.post<AdminPicture>(`/api/admin/pictures/${encodeURIComponent(id)}/approve`);
}

export function rejectPicture(id: string, reason: string): Promise<AdminPicture> {
  return api.post<AdminPicture>(`/api/admin/pictures/${encodeURIComponent(id)}/reject`, { reason });
}

/**
 * A decided picture leaves the list it was in at once (the queue shows the next without a reload);
 * the other lists and the dashboard's counts are fetched again.
 */
function useDecision<V>(call: (input: V) => Promise<AdminPicture>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (picture) => {
      queryClient.setQueriesData<InfiniteData<CursorPage<AdminPicture>>>(
        { queryKey: picturesKey },
        (data) =>
          data && {
            ...data,
            pages: data.pages.map((page) => ({
              ...page,
              data: page.data.filter((p) => p.id !== picture.id),
            })),
          },
      );
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: picturesKey, refetchType: 'inactive' }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]);
    },
  });
}

export const useApprovePicture = () => useDecision(approvePicture);

export const useRejectPicture = () =>
  useDecision(({ id, reason }: { id: string; reason: string }) => rejectPicture(id, reason));
