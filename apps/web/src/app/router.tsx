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
              {
                path: 'matrimonial',
                children: [
                  { path: 'change-password', lazy: changePasswordPage },
                  {
                    // Loads the user's profiles and settles the active one; no profile leads to welcome.
                    lazy: lazyPage(
                      () => import('../features/matrimonial/components/matrimonial-layout.tsx'),
                      (m) => m.MatrimonialLayout,
                    ),
                    children: [
                      {
                        index: true,
                        lazy: lazyPage(
                          () => import('../features/matrimonial/routes/dashboard-page.tsx'),
                          (m) => m.DashboardPage,
                        ),
                      },
                      {
                        path: 'profile-pending-approval',
                        lazy: lazyPage(
                          () => import('../features/matrimonial/routes/pending-approval-page.tsx'),
                          (m) => m.PendingApprovalPage,
                        ),
                      },
                      {
                        path: 'user-profiles',
                        lazy: lazyPage(
                          () => import('../features/matrimonial/routes/user-profiles-page.tsx'),
                          (m) => m.UserProfilesPage,
                        ),
                      },
                      {
                        path: 'welcome',
                        lazy: lazyPage(
                          () => import('../features/matrimonial/routes/welcome-page.tsx'),
                          (m) => m.WelcomePage,
                        ),
                      },
                      {
                        path: 'view-my-profile',
                        lazy: lazyPage(
                          () => import('../features/matrimonial/routes/view-my-profile-page.tsx'),
                          (m) => m.ViewMyProfilePage,
                        ),
                      },
                      {
                        path: 'profile-edit',
                        lazy: lazyPage(
                          () => import('../features/matrimonial/routes/profile-edit-page.tsx'),
                          (m) => m.ProfileEditPage,
                        ),
                      },
                      {
                        path: 'profile-pictures',
                        lazy: lazyPage(
                          () => import('../features/matrimonial/routes/profile-pictures-page.tsx'),
                          (m) => m.ProfilePicturesPage,
                        ),
                      },
                      {
                        path: 'profiles/viewed-by-me',
                        lazy: lazyPage(
                          () => import('../features/matrimonial/routes/profile-list-pages.tsx'),
                          (m) => m.ViewedByMePage,
                        ),
                      },
                      {
                        path: 'profiles/my-viewers',
                        lazy: lazyPage(
                          () => import('../features/matrimonial/routes/profile-list-pages.tsx'),
                          (m) => m.MyViewersPage,
                        ),
                      },
                      {
                        path: 'blocked-profiles',
                        lazy: lazyPage(
                          () => import('../features/matrimonial/routes/blocked-profiles-page.tsx'),
                          (m) => m.BlockedProfilesPage,
                        ),
                      },
                      {
                        path: 'profiles/interested-in-me',
                        lazy: lazyPage(
                          () => import('../features/matrimonial/routes/interest-list-pages.tsx'),
                          (m) => m.InterestedInMePage,
                        ),
                      },
                      {
                        path: 'profiles/interests-sent-by-me',
                        lazy: lazyPage(
                          () => import('../features/matrimonial/routes/interest-list-pages.tsx'),
                          (m) => m.InterestsSentByMePage,
                        ),
                      },
                      {
                        // Search, viewing and interests need an approved active profile.
                        lazy: lazyPage(
                          () => import('../features/matrimonial/components/require-approved-profile.tsx'),
                          (m) => m.RequireApprovedProfile,
                        ),
                        children: [
                          {
                            path: 'search-profile',
                            lazy: lazyPage(
                              () => import('../features/matrimonial/routes/search-profile-page.tsx'),
                              (m) => m.SearchProfilePage,
                            ),
                          },
                          {
                            path: 'view-profile/:id',
                            lazy: lazyPage(
                              () => import('../features/matrimonial/routes/view-profile-page.tsx'),
                              (m) => m.ViewProfilePage,
                            ),
                          },
                          {
                            path: 'send-interest-to-profile/:id',
                            lazy: lazyPage(
                              () => import('../features/matrimonial/routes/send-interest-page.tsx'),
                              (m) => m.SendInterestPage,
                            ),
                          },
                          {
                            path: 'reply-interest-to-profile/:id',
                            lazy: lazyPage(
                              () => import('../features/matrimonial/routes/reply-interest-page.tsx'),
                              (m) => m.ReplyInterestPage,
                            ),
                          },
                        ],
                      },
                    ],
                  },
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
                  {
                    path: 'booking-calendar',
                    lazy: lazyPage(
                      () => import('../features/booking/routes/booking-calendar-page.tsx'),
                      (m) => m.BookingCalendarPage,
                    ),
                  },
                  {
                    path: 'new-booking',
                    lazy: lazyPage(
                      () => import('../features/booking/routes/new-booking-page.tsx'),
                      (m) => m.NewBookingPage,
                    ),
                  },
                  {
                    path: 'confirm-new-booking',
                    lazy: lazyPage(
                      () => import('../features/booking/routes/confirm-new-booking-page.tsx'),
                      (m) => m.ConfirmNewBookingPage,
                    ),
                  },
                  {
                    path: 'my-bookings',
                    lazy: lazyPage(
                      () => import('../features/booking/routes/my-bookings-page.tsx'),
                      (m) => m.MyBookingsPage,
                    ),
                  },
                  {
                    path: 'view-booking/:id',
                    lazy: lazyPage(
                      () => import('../features/booking/routes/view-booking-page.tsx'),
                      (m) => m.ViewBookingPage,
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
                    // The admin nav beside (or, on a phone, behind a button above) every admin screen.
                    lazy: lazyPage(
                      () => import('../features/admin/components/admin-layout.tsx'),
                      (m) => m.AdminLayout,
                    ),
                    children: [
                      {
                        index: true,
                        lazy: lazyPage(
                          () => import('../features/admin/routes/admin-dashboard-page.tsx'),
                          (m) => m.AdminDashboardPage,
                        ),
                      },
                      {
                        path: 'profiles',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/approval-queue-page.tsx'),
                          (m) => m.ApprovalQueuePage,
                        ),
                      },
                      {
                        path: 'reports',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/reports-page.tsx'),
                          (m) => m.ReportsPage,
                        ),
                      },
                      {
                        path: 'news',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/content-list-page.tsx'),
                          (m) => m.NewsListPage,
                        ),
                      },
                      {
                        path: 'news/new',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/news-editor-page.tsx'),
                          (m) => m.NewsEditorPage,
                        ),
                      },
                      {
                        path: 'news/:id',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/news-editor-page.tsx'),
                          (m) => m.NewsEditorPage,
                        ),
                      },
                      {
                        path: 'jobs',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/content-list-page.tsx'),
                          (m) => m.JobsListPage,
                        ),
                      },
                      {
                        path: 'jobs/new',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/job-editor-page.tsx'),
                          (m) => m.JobEditorPage,
                        ),
                      },
                      {
                        path: 'jobs/:id',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/job-editor-page.tsx'),
                          (m) => m.JobEditorPage,
                        ),
                      },
                      {
                        path: 'halls',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/halls-page.tsx'),
                          (m) => m.HallsPage,
                        ),
                      },
                      {
                        path: 'halls/new',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/hall-editor-page.tsx'),
                          (m) => m.HallEditorPage,
                        ),
                      },
                      {
                        path: 'halls/blocked-dates',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/blocked-dates-page.tsx'),
                          (m) => m.BlockedDatesPage,
                        ),
                      },
                      {
                        path: 'halls/:id',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/hall-editor-page.tsx'),
                          (m) => m.HallEditorPage,
                        ),
                      },
                      {
                        path: 'bookings',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/bookings-page.tsx'),
                          (m) => m.BookingsPage,
                        ),
                      },
                      {
                        path: 'bookings/calendar',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/booking-calendar-page.tsx'),
                          (m) => m.BookingCalendarPage,
                        ),
                      },
                      {
                        path: 'bookings/:id',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/booking-detail-page.tsx'),
                          (m) => m.BookingDetailPage,
                        ),
                      },
                      {
                        path: 'users',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/users-page.tsx'),
                          (m) => m.UsersPage,
                        ),
                      },
                      {
                        path: 'push',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/push-page.tsx'),
                          (m) => m.PushPage,
                        ),
                      },
                      {
                        path: 'audit',
                        lazy: lazyPage(
                          () => import('../features/admin/routes/audit-page.tsx'),
                          (m) => m.AuditPage,
                        ),
                      },
                    ],
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
