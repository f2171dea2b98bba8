import type { RouteObject } from 'react-router';
import { newsRoutes as at } from './paths.ts';
import { NewsPage } from './routes/news-page.tsx';

/** The news page: public, so in the first chunk (not lazy). */
export const newsRouteObjects: RouteObject[] = [{ path: at.item, Component: NewsPage }];
