import type { CursorPage } from '@samaj/shared';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { adminKeys } from './keys.ts';

/**
 * After an approval or rejection the profile leaves the list it was in at once (so the queue shows
 * the next one without a reload); the other lists and the counts are fetched again.
 */
export async function afterReview(queryClient: QueryClient, profileId: string): Promise<void> {
  queryClient.setQueriesData<InfiniteData<CursorPage<{ id: string }>>>(
    { queryKey: adminKeys.profilesAll },
    (data) =>
      data && {
        ...data,
        pages: data.pages.map((page) => ({ ...page, data: page.data.filter((p) => p.id !== profileId) })),
      },
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: adminKeys.profilesAll, refetchType: 'inactive' }),
    queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
    queryClient.invalidateQueries({ queryKey: adminKeys.reports }),
  ]);
}
