import { WEB_PAGES } from '@samaj/shared';
import { createBrowserRouter, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import {
  accountPage,
  authRouteObjects,
  changePasswordPage,
  getStartedPage,
  verifyMobilePage,
} from '../features/auth/routes.tsx';
import { accountRoute, getStartedRoute, verifyMobileRoute } from '../features/auth/paths.ts';
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

/** The route under which the member areas are patched in (below). */
const MEMBERS_ROUTE_ID = 'members';

/**
 * The home page is in the first chunk; every other page loads on demand. The matrimonial, booking and
 * admin areas' route tables (some sixty routes) are not in the first load either: the first visit to an
 * area (or a link to one of its pages) finds no route for it, and React Router's route discovery asks
 * `patchRoutesOnNavigation`, which loads the area's table and adds it behind the login guard.
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
          { path: WEB_PAGES.comingSoon, Component: ComingSoonPage },
          ...hallsRouteObjects,
          { Component: GuestOnly, children: authRouteObjects },
          {
            id: MEMBERS_ROUTE_ID,
            Component: RequireAuth,
            // The matrimonial, booking and admin areas are added here on their first visit.
            children: [
              ...notificationsRouteObjects,
              { path: accountRoute, lazy: accountPage },
              { path: verifyMobileRoute, lazy: verifyMobilePage },
              { path: getStartedRoute, lazy: getStartedPage },
            ],
          },
          { path: '*', Component: NotFoundPage },
        ],
      },
    ],
  },
];

/** Each member area: its path under the login guard, and its route table, loaded on first visit. */
const areas: { path: string; load: () => Promise<Omit<RouteObject, 'id' | 'path' | 'index'>> }[] = [
  {
    path: 'matrimonial',
    load: async () => ({
      children: (await import('../features/matrimonial/routes.tsx')).matrimonialRouteObjects(
        changePasswordPage,
      ),
    }),
  },
  {
    path: 'booking',
    load: async () => ({
      children: (await import('../features/booking/routes.tsx')).bookingRouteObjects(changePasswordPage),
    }),
  },
  {
    path: 'admin',
    load: async () => ({
      Component: RequireAdmin,
      children: (await import('../features/admin/routes.tsx')).adminRouteObjects,
    }),
  },
];

/**
 * React Router asks this when a path has no route but the catch-all (or only one with parameters): a
 * path in a member area gets that area's routes. The id makes a second patch of the same area a no-op.
 */
export const patchRoutesOnNavigation: PatchRoutesOnNavigationFunction = async ({ path, patch }) => {
  const lower = path.toLowerCase(); // the router matches paths case-insensitively
  const area = areas.find((a) => lower === `/${a.path}` || lower.startsWith(`/${a.path}/`));
  if (!area) return;
  const route = await area.load();
  patch(MEMBERS_ROUTE_ID, [{ id: area.path, path: area.path, ...route }]);
};

export function createAppRouter() {
  return createBrowserRouter(routes, { patchRoutesOnNavigation });
}
