import { WEB_PAGES } from '@samaj/shared';
import { hallsPageData } from '../features/halls/page-data.ts';
import { matrimonialPageData } from '../features/matrimonial/page-data.ts';
import type { PageData } from '../lib/page-data.ts';
import { prefetchHomePage } from './routes/home-page.tsx';

/**
 * Every page whose data starts before it renders, from the features' own entries (decision 053):
 * main.tsx starts the entry the first address matches, and each page's route runs the same entry as its
 * loader. The home page has no loader: it is in the first chunk, so on a navigation its queries start
 * with its first render, and a loader would hold the first load's render behind the router's fallback.
 */
export const pageData: readonly PageData[] = [
  { path: WEB_PAGES.home, start: prefetchHomePage },
  hallsPageData,
  ...Object.values(matrimonialPageData),
];
