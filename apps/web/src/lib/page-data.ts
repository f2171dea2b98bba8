import { matchPath, type LoaderFunction, type LoaderFunctionArgs } from 'react-router';

/** What a page's data start is given: the address asked for and the path's parameters. */
export type PageDataArgs = Pick<LoaderFunctionArgs, 'request' | 'params'>;

/**
 * How one page's data starts before the page renders (decision 053): its path pattern and the one
 * rule that asks for its data. The app's table (app/page-data.ts) gathers the features' entries; its
 * route's loader and main.tsx's start-up both run this entry, so the rule is written once. `start`
 * returns at once and never holds up a navigation: the page's own queries (same keys) take over a
 * request under way or its answer, and show their loading and error states as before.
 */
export interface PageData {
  /** The page's path pattern, absolute, as the router matches it. */
  readonly path: string;
  /** The page is for signed-in members only: at start-up its data is asked for only with a session. */
  readonly signedIn?: boolean;
  readonly start: (args: PageDataArgs) => void;
}

/** The route loader that starts `page`'s data as its route matches, alongside its chunks. */
export function pageDataLoader(page: PageData): LoaderFunction {
  return (args) => {
    page.start(args);
    return null;
  };
}

/**
 * At start-up (main.tsx), before React renders: starts the data of the page at `href`, the first entry
 * of `table` whose pattern matches (as the router matches: any case, a trailing slash), if any, and
 * returns it. The route's loader, when the router runs it, finds the requests under way.
 */
export function startPageData(table: readonly PageData[], href: string, signedIn: boolean): PageData | null {
  const url = new URL(href);
  for (const page of table) {
    if (page.signedIn && !signedIn) continue;
    const match = matchPath(page.path, url.pathname);
    if (!match) continue;
    page.start({ request: new Request(url), params: match.params });
    return page;
  }
  return null;
}
