import { useEffect, useRef, type ReactNode } from 'react';
import { LoadMore } from '../../../components/load-more.tsx';

interface InfiniteQueryLike {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  error: unknown;
  fetchNextPage: () => unknown;
}

/**
 * A list that follows next_page_url: the next page loads when the end of the list scrolls into view,
 * and a "show more" button does the same for keyboards, screen readers and browsers without
 * IntersectionObserver. A failed page stops the automatic loading until the button is used.
 */
export function InfiniteList({
  query,
  children,
  end,
}: {
  query: InfiniteQueryLike;
  children: ReactNode;
  /** Shown after the list instead of "show more", when more cannot come now (the day's allowance). */
  end?: ReactNode;
}) {
  const sentinel = useRef<HTMLDivElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = query;
  useEffect(() => {
    const element = sentinel.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    if (!hasNextPage || isFetchingNextPage || isFetchNextPageError) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  return (
    <>
      {children}
      <div ref={sentinel} aria-hidden="true" />
      {end ?? <LoadMore query={query} />}
    </>
  );
}
