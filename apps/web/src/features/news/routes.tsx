import type { RouteObject } from 'react-router';
import { newsRoutes as at } from './paths.ts';
import { lazyPage } from '../../lib/lazy-page.ts';

/** A news item's page: its own chunk, which the home page (the first load) does not need. */
export const newsRouteObjects: RouteObject[] = [
  {
    path: at.item,
    lazy: lazyPage(
      () => import('./routes/news-page.tsx'),
      (m) => m.NewsPage,
    ),
  },
];
