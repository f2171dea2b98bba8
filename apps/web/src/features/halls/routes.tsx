import type { RouteObject } from 'react-router';
import { hallsRoutes as at } from './paths.ts';
import { BanquetHallsPage } from './routes/banquet-halls-page.tsx';

/** The halls listing: public, so in the first chunk (not lazy). */
export const hallsRouteObjects: RouteObject[] = [{ path: at.list, Component: BanquetHallsPage }];
