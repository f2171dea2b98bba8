import type { RouteObject } from 'react-router';
import { hallsRoutes as at } from './paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/**
 * The halls listing, with prices and the free dates (Mantine's select and inputs): its own chunk, which
 * the home page (the first load) does not need.
 */
export const hallsRouteObjects: RouteObject[] = [
  {
    path: at.list,
    lazy: lazyPage(
      () => import('./routes/banquet-halls-page.tsx'),
      (m) => m.BanquetHallsPage,
    ),
  },
];
