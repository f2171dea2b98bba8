import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { notificationsRoutes } from './paths.ts';

/** The notifications page (its own chunk); the app mounts it behind its login guard. */
export const notificationsRouteObjects: RouteObject[] = [
  {
    path: notificationsRoutes.list,
    lazy: lazyPage(
      () => import('./routes/notifications-page.tsx'),
      (m) => m.NotificationsPage,
    ),
  },
];
