import { paths } from '../paths.ts';

/** The admin screens, in the order of the nav; labels are keys under admin `nav`. */
export const ADMIN_NAV = [
  { to: paths.dashboard, key: 'dashboard', end: true },
  { to: paths.profiles(), key: 'profiles', end: false },
  { to: paths.pictures(), key: 'pictures', end: false },
  { to: paths.revisions(), key: 'revisions', end: false },
  { to: paths.reports, key: 'reports', end: false },
  { to: paths.messageReports(), key: 'messageReports', end: false },
  { to: paths.content('news'), key: 'news', end: false },
  { to: paths.content('jobs'), key: 'jobs', end: false },
  { to: paths.halls, key: 'halls', end: true },
  { to: paths.blockedDates, key: 'blockedDates', end: false },
  { to: paths.bookings(), key: 'bookings', end: true },
  { to: paths.calendar, key: 'calendar', end: false },
  { to: paths.users, key: 'users', end: false },
  { to: paths.push, key: 'push', end: false },
  { to: paths.audit, key: 'audit', end: false },
] as const;
