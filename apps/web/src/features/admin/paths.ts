import { pathsUnder } from '../../lib/paths.ts';

const root = '/admin';

/** Each admin screen's route under /admin, declared once: the router and every link use it. */
export const adminRoutes = {
  profiles: 'profiles',
  reports: 'reports',
  messageReports: 'message-reports',
  pictures: 'pictures',
  revisions: 'revisions',
  news: 'news',
  newsNew: 'news/new',
  newsItem: 'news/:id',
  jobs: 'jobs',
  jobsNew: 'jobs/new',
  job: 'jobs/:id',
  halls: 'halls',
  hallsNew: 'halls/new',
  blockedDates: 'halls/blocked-dates',
  hall: 'halls/:id',
  bookings: 'bookings',
  calendar: 'bookings/calendar',
  booking: 'bookings/:id',
  users: 'users',
  push: 'push',
  audit: 'audit',
} as const;

const { at, withId } = pathsUnder(root);

/** Addresses of the admin area. */
export const paths = {
  dashboard: root,
  profiles: (status?: 'pending' | 'approved' | 'rejected') =>
    status ? `${at(adminRoutes.profiles)}?status=${status}` : at(adminRoutes.profiles),
  reports: at(adminRoutes.reports),
  /** Reported messages of family conversations, each with its excerpt. */
  messageReports: (status?: 'open' | 'closed') =>
    status ? `${at(adminRoutes.messageReports)}?status=${status}` : at(adminRoutes.messageReports),
  pictures: (status?: 'pending' | 'approved' | 'rejected') =>
    status ? `${at(adminRoutes.pictures)}?status=${status}` : at(adminRoutes.pictures),
  /** Changes to approved profiles' texts, waiting for the office (or decided). */
  revisions: (status?: 'pending' | 'approved' | 'rejected') =>
    status ? `${at(adminRoutes.revisions)}?status=${status}` : at(adminRoutes.revisions),
  /** The list of news or jobs, a new item, one item. */
  content: (kind: 'news' | 'jobs') => at(kind),
  newContent: (kind: 'news' | 'jobs') => at(`${kind}/new`),
  contentItem: (kind: 'news' | 'jobs', id: string) => withId(`${kind}/:id`, id),
  halls: at(adminRoutes.halls),
  newHall: at(adminRoutes.hallsNew),
  blockedDates: at(adminRoutes.blockedDates),
  hall: (id: string) => withId(adminRoutes.hall, id),
  bookings: (status?: string) =>
    status ? `${at(adminRoutes.bookings)}?status=${encodeURIComponent(status)}` : at(adminRoutes.bookings),
  calendar: at(adminRoutes.calendar),
  booking: (id: string) => withId(adminRoutes.booking, id),
  users: at(adminRoutes.users),
  push: at(adminRoutes.push),
  audit: at(adminRoutes.audit),
} as const;
