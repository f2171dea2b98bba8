import type { CursorPage } from '@samaj/shared';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
} from '@tanstack/react-query';
import { useEffect } from 'react';
import { fetchCursorPage } from '../../../lib/cursor-page.ts';
import { contentPath, type ContentItem, type ContentKind } from './content-kinds.ts';
import { adminKeys } from './keys.ts';

export const contentListQueryOptions = <K extends ContentKind>(kind: K) =>
  infiniteQueryOptions({
    queryKey: adminKeys.content(kind),
    queryFn: ({ pageParam, signal }) =>
      fetchCursorPage<ContentItem<K>>(contentPath(kind), { pageUrl: pageParam, perPage: 20, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_page_url,
    staleTime: 30_000,
  });

export function useContentList<K extends ContentKind>(kind: K) {
  return useInfiniteQuery(contentListQueryOptions(kind));
}

/**
 * One item for the editor. There is no admin call for a single item, so it is looked up in the list
 * (drafts included), loading further pages until it turns up or the list ends.
 */
export function useContentItem<K extends ContentKind>(kind: K, id: string | undefined) {
  const query = useContentList(kind);
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  const item = id ? items.find((entry) => entry.id === id) : undefined;
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  const searching = Boolean(id) && !item && query.isSuccess && hasNextPage && !isFetchNextPageError;
  useEffect(() => {
    if (searching && !isFetchingNextPage) void fetchNextPage();
  }, [searching, isFetchingNextPage, fetchNextPage]);
  return {
    item,
    isPending: query.isPending || searching,
    isError: query.isError,
    error: query.error,
    refetch: query.refetch,
    isRefetching: query.isRefetching,
  };
}

/** Puts a changed (or new) item into the cached list, so the list and the editor agree at once. */
export function useStoreContentItem<K extends ContentKind>(kind: K) {
  const queryClient = useQueryClient();
  return (item: ContentItem<K>, mode: 'upsert' | 'remove' = 'upsert') => {
    queryClient.setQueryData<InfiniteData<CursorPage<ContentItem<K>>, string | null>>(
      adminKeys.content(kind),
      (data) => {
        if (!data) return data;
        const exists = data.pages.some((page) => page.data.some((entry) => entry.id === item.id));
        const pages = data.pages.map((page, index) => {
          let rows = page.data.filter((entry) => mode === 'upsert' || entry.id !== item.id);
          if (mode === 'upsert') rows = rows.map((entry) => (entry.id === item.id ? item : entry));
          if (mode === 'upsert' && !exists && index === 0) rows = [item, ...rows];
          return { ...page, data: rows };
        });
        return { ...data, pages };
      },
    );
    void queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: [kind] });
  };
}
