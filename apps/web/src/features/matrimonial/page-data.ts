import type { PageData, PageDataArgs } from '../../lib/page-data.ts';
import { matrimonialRoutes, paths } from './paths.ts';
import type * as Prefetch from './prefetch.ts';

/**
 * A start from prefetch.ts, which comes with the area's chunks (not the first load): imported when the
 * page is asked for. A failed import (offline) is left to the page, which loads the same chunk and
 * shows its error.
 */
const fromPrefetch =
  (pick: (module: typeof Prefetch) => (args: PageDataArgs) => unknown) =>
  (args: PageDataArgs): void => {
    void import('./prefetch.ts').then((module) => pick(module)(args)).catch(() => undefined);
  };

/** The matrimonial pages whose data starts before they render: the search, a profile, a conversation. */
export const matrimonialPageData = {
  search: { path: paths.search, signedIn: true, start: fromPrefetch((m) => m.prefetchSearch) },
  viewProfile: {
    path: `${paths.dashboard}/${matrimonialRoutes.viewProfile}`,
    signedIn: true,
    start: fromPrefetch((m) => m.prefetchProfile),
  },
  conversation: {
    path: `${paths.dashboard}/${matrimonialRoutes.conversation}`,
    signedIn: true,
    start: fromPrefetch((m) => m.prefetchConversation),
  },
} as const satisfies Record<string, PageData>;
