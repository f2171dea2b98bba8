import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { notificationsRoutes } from './paths.ts';

/** The notifications pages (each its own chunk); the app mounts them behind its login guard. */
export const notificationsRouteObjects: RouteObject[] = [
  {
    path: notificationsRoutes.list,
    lazy: lazyPage(
      () => import('./routes/notifications-page.tsx'),
      (m) => m.NotificationsPage,
    ),
  },
  {
    path: notificationsRoutes.changed,
    lazy: lazyPage(
      () => import('./routes/subject-changed-page.tsx'),
      (m) => m.SubjectChangedPage,
    ),
  },
];
