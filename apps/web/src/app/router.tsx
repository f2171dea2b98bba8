import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { adminRouteObjects } from '../features/admin/routes.tsx';
import { bookingRouteObjects } from '../features/booking/routes.tsx';
import { matrimonialRouteObjects } from '../features/matrimonial/routes.tsx';
import { accountPage, authRouteObjects, changePasswordPage } from '../features/auth/routes.tsx';
import { accountRoute } from '../features/auth/paths.ts';
import { hallsRouteObjects } from '../features/halls/routes.tsx';
import { jobsRouteObjects } from '../features/jobs/routes.tsx';
import { newsRouteObjects } from '../features/news/routes.tsx';
import { notificationsRouteObjects } from '../features/notifications/routes.tsx';
import { GuestOnly } from './guards/guest-only.tsx';
import { RequireAdmin } from './guards/require-admin.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import { ComingSoonPage } from './routes/coming-soon-page.tsx';
import { HomePage } from './routes/home-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';

/**
 * The public pages are in the first chunk; the auth pages and the matrimonial, booking and admin
 * areas load on demand.
 */
export const routes: RouteObject[] = [
  {
    Component: SiteLayout,
    HydrateFallback: PageLoader,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          { index: true, Component: HomePage },
          ...newsRouteObjects,
          ...jobsRouteObjects,
          { path: 'coming-soon', Component: ComingSoonPage },
          ...hallsRouteObjects,
          { Component: GuestOnly, children: authRouteObjects },
          {
            Component: RequireAuth,
            children: [
              { path: 'matrimonial', children: matrimonialRouteObjects(changePasswordPage) },
              { path: 'booking', children: bookingRouteObjects(changePasswordPage) },
              { path: 'admin', Component: RequireAdmin, children: adminRouteObjects },
              ...notificationsRouteObjects,
              { path: accountRoute, lazy: accountPage },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
