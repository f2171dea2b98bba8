import type { RouteObject } from 'react-router';
import { lazyPage } from '../../lib/lazy-page.ts';
import { adminRoutes as at } from './paths.ts';

/** The admin screens (each its own chunk), inside the admin layout; the app mounts them under /admin. */
export const adminRouteObjects: RouteObject[] = [
  {
    // The admin nav beside (or, on a phone, behind a button above) every admin screen.
    lazy: lazyPage(
      () => import('./components/admin-layout.tsx'),
      (m) => m.AdminLayout,
    ),
    children: [
      {
        index: true,
        lazy: lazyPage(
          () => import('./routes/admin-dashboard-page.tsx'),
          (m) => m.AdminDashboardPage,
        ),
      },
      {
        path: at.profiles,
        lazy: lazyPage(
          () => import('./routes/approval-queue-page.tsx'),
          (m) => m.ApprovalQueuePage,
        ),
      },
      {
        path: at.pictures,
        lazy: lazyPage(
          () => import('./routes/pictures-page.tsx'),
          (m) => m.PicturesPage,
        ),
      },
      {
        path: at.revisions,
        lazy: lazyPage(
          () => import('./routes/revisions-page.tsx'),
          (m) => m.RevisionsPage,
        ),
      },
      {
        path: at.reports,
        lazy: lazyPage(
          () => import('./routes/reports-page.tsx'),
          (m) => m.ReportsPage,
        ),
      },
      {
        path: at.messageReports,
        lazy: lazyPage(
          () => import('./routes/message-reports-page.tsx'),
          (m) => m.MessageReportsPage,
        ),
      },
      {
        path: at.news,
        lazy: lazyPage(
          () => import('./routes/content-list-page.tsx'),
          (m) => m.NewsListPage,
        ),
      },
      {
        path: at.newsNew,
        lazy: lazyPage(
          () => import('./routes/news-editor-page.tsx'),
          (m) => m.NewsEditorPage,
        ),
      },
      {
        path: at.newsItem,
        lazy: lazyPage(
          () => import('./routes/news-editor-page.tsx'),
          (m) => m.NewsEditorPage,
        ),
      },
      {
        path: at.jobs,
        lazy: lazyPage(
          () => import('./routes/content-list-page.tsx'),
          (m) => m.JobsListPage,
        ),
      },
      {
        path: at.jobsNew,
        lazy: lazyPage(
          () => import('./routes/job-editor-page.tsx'),
          (m) => m.JobEditorPage,
        ),
      },
      {
        path: at.job,
        lazy: lazyPage(
          () => import('./routes/job-editor-page.tsx'),
          (m) => m.JobEditorPage,
        ),
      },
      {
        path: at.halls,
        lazy: lazyPage(
          () => import('./routes/halls-page.tsx'),
          (m) => m.HallsPage,
        ),
      },
      {
        path: at.hallsNew,
        lazy: lazyPage(
          () => import('./routes/hall-editor-page.tsx'),
          (m) => m.HallEditorPage,
        ),
      },
      {
        path: at.blockedDates,
        lazy: lazyPage(
          () => import('./routes/blocked-dates-page.tsx'),
          (m) => m.BlockedDatesPage,
        ),
      },
      {
        path: at.hall,
        lazy: lazyPage(
          () => import('./routes/hall-editor-page.tsx'),
          (m) => m.HallEditorPage,
        ),
      },
      {
        path: at.bookings,
        lazy: lazyPage(
          () => import('./routes/bookings-page.tsx'),
          (m) => m.BookingsPage,
        ),
      },
      {
        path: at.calendar,
        lazy: lazyPage(
          () => import('./routes/booking-calendar-page.tsx'),
          (m) => m.BookingCalendarPage,
        ),
      },
      {
        path: at.booking,
        lazy: lazyPage(
          () => import('./routes/booking-detail-page.tsx'),
          (m) => m.BookingDetailPage,
        ),
      },
      {
        path: at.users,
        lazy: lazyPage(
          () => import('./routes/users-page.tsx'),
          (m) => m.UsersPage,
        ),
      },
      {
        path: at.push,
        lazy: lazyPage(
          () => import('./routes/push-page.tsx'),
          (m) => m.PushPage,
        ),
      },
      {
        path: at.audit,
        lazy: lazyPage(
          () => import('./routes/audit-page.tsx'),
          (m) => m.AuditPage,
        ),
      },
    ],
  },
];
