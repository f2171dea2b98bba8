import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { BanquetHallsPage } from '../features/halls/routes/banquet-halls-page.tsx';
import { JobPage } from '../features/jobs/routes/job-page.tsx';
import { NewsPage } from '../features/news/routes/news-page.tsx';
import { GuestOnly } from './guards/guest-only.tsx';
import { RequireAdmin } from './guards/require-admin.tsx';
import { RequireAuth } from './guards/require-auth.tsx';
import { SiteLayout } from './layouts/site-layout.tsx';
import { ComingSoonPage } from './routes/coming-soon-page.tsx';
import { HomePage } from './routes/home-page.tsx';
import { NotFoundPage } from './routes/not-found-page.tsx';
import { RouteErrorPage } from './routes/route-error-page.tsx';

/** A route whose page is its own chunk, loaded on first visit. */
function lazyPage<M>(load: () => Promise<M>, pick: (module: M) => ComponentType) {
  return async () => ({ Component: pick(await load()) });
}

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
                lazy: lazyPage(() => import('../features/auth/routes/login-page.tsx'), (m) => m.LoginPage),
              },
              {
                path: 'login-otp',
                lazy: lazyPage(() => import('../features/auth/routes/login-otp-page.tsx'), (m) => m.LoginOtpPage),
              },
              {
                path: 'register',
                lazy: lazyPage(() => import('../features/auth/routes/register-page.tsx'), (m) => m.RegisterPage),
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
              {
                path: 'matrimonial',
                children: [
                  {
                    index: true,
                    lazy: lazyPage(
                      () => import('../features/matrimonial/routes/matrimonial-dashboard-page.tsx'),
                      (m) => m.MatrimonialDashboardPage,
                    ),
                  },
                  { path: 'change-password', lazy: changePasswordPage },
                ],
              },
              {
                path: 'booking',
                children: [
                  {
                    index: true,
                    lazy: lazyPage(
                      () => import('../features/booking/routes/booking-dashboard-page.tsx'),
                      (m) => m.BookingDashboardPage,
                    ),
                  },
                  { path: 'change-passwords', lazy: changePasswordPage },
                ],
              },
              {
                path: 'admin',
                Component: RequireAdmin,
                children: [
                  {
                    index: true,
                    lazy: lazyPage(
                      () => import('../features/admin/routes/admin-dashboard-page.tsx'),
                      (m) => m.AdminDashboardPage,
                    ),
                  },
                ],
              },
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
