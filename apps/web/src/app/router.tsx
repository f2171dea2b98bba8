import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { adminRouteObjects } from '../features/admin/routes.tsx';
import { bookingRouteObjects } from '../features/booking/routes.tsx';
import { matrimonialRouteObjects } from '../features/matrimonial/routes.tsx';
import { BanquetHallsPage } from '../features/halls/routes/banquet-halls-page.tsx';
import { JobPage } from '../features/jobs/routes/job-page.tsx';
import { lazyPage } from '../lib/lazy-page.ts';
import { NewsPage } from '../features/news/routes/news-page.tsx';
import { GuestOnly } from './guards/guest-only.tsx';
import { RequireAdmin } from './guards/require-admin.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import { ComingSoonPage } from './routes/coming-soon-page.tsx';
import { HomePage } from './routes/home-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';

const changePasswordPage = lazyPage(
  () => import('../features/auth/routes/change-password-page.tsx'),
  (m) => m.ChangePasswordPage,
);

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
          { path: 'news/:id', Component: NewsPage },
          { path: 'job/:id', Component: JobPage },
          { path: 'coming-soon', Component: ComingSoonPage },
          { path: 'banquet-halls', Component: BanquetHallsPage },
          {
            Component: GuestOnly,
            children: [
              {
                path: 'login',
                lazy: lazyPage(
                  () => import('../features/auth/routes/login-page.tsx'),
                  (m) => m.LoginPage,
                ),
              },
              {
                path: 'login-otp',
                lazy: lazyPage(
                  () => import('../features/auth/routes/login-otp-page.tsx'),
                  (m) => m.LoginOtpPage,
                ),
              },
              {
                path: 'register',
                lazy: lazyPage(
                  () => import('../features/auth/routes/register-page.tsx'),
                  (m) => m.RegisterPage,
                ),
              },
              {
                path: 'forgot-password',
                lazy: lazyPage(
                  () => import('../features/auth/routes/forgot-password-page.tsx'),
                  (m) => m.ForgotPasswordPage,
                ),
              },
            ],
          },
          {
            Component: RequireAuth,
            children: [
              { path: 'matrimonial', children: matrimonialRouteObjects(changePasswordPage) },
              { path: 'booking', children: bookingRouteObjects(changePasswordPage) },
              { path: 'admin', Component: RequireAdmin, children: adminRouteObjects },
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
