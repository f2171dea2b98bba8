import type { ReactNode } from 'react';
import { AsyncContent } from './async-content.tsx';
import { ListSkeleton } from './list-skeleton.tsx';
import { LoadMore } from './load-more.tsx';

interface CursorQueryLike<T> {
  data: { pages: { data: T[] }[] } | undefined;
  error: unknown;
  isPending: boolean;
  isError: boolean;
  isRefetching: boolean;
  refetch: () => unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => unknown;
}

/**
 * A list read in cursor pages (docs/api.md): its loading skeleton, error with retry, empty state, the
 * items of every page loaded so far, and "Load more" while there is a next page.
 */
export function CursorList<T>({
  query,
  loadingLabel,
  errorTitle,
  empty,
  children,
}: {
  query: CursorQueryLike<T>;
  loadingLabel: string;
  errorTitle: string;
  empty: ReactNode;
  children: (items: T[]) => ReactNode;
}) {
  return (
    <AsyncContent
      query={query}
      loading={<ListSkeleton label={loadingLabel} />}
      errorTitle={errorTitle}
      isEmpty={(data) => data.pages.every((page) => page.data.length === 0)}
      empty={empty}
    >
      {(data) => (
        <>
          {children(data.pages.flatMap((page) => page.data))}
          <LoadMore query={query} />
        </>
      )}
    </AsyncContent>
  );
}
