import type { RouteObject } from 'react-router';
import { hallsRoutes as at } from './paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';
import { pageDataLoader } from '../../lib/page-data.ts';
import { hallsPageData } from './page-data.ts';

/**
 * The halls listing, with prices and the free dates (Mantine's select and inputs): its own chunk, which
 * the home page (the first load) does not need.
 */
export const hallsRouteObjects: RouteObject[] = [
  {
    path: at.list,
    // The halls start alongside the page's chunk, by the entry start-up reads too (decision 053).
    loader: pageDataLoader(hallsPageData),
    lazy: lazyPage(
      () => import('./routes/banquet-halls-page.tsx'),
      (m) => m.BanquetHallsPage,
    ),
  },
];
