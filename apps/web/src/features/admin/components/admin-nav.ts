/** The admin screens, in the order of the nav; labels are keys under admin `nav`. */
export const ADMIN_NAV = [
  { to: '/admin', key: 'dashboard', end: true },
  { to: '/admin/profiles', key: 'profiles', end: false },
  { to: '/admin/reports', key: 'reports', end: false },
  { to: '/admin/news', key: 'news', end: false },
  { to: '/admin/jobs', key: 'jobs', end: false },
  { to: '/admin/halls', key: 'halls', end: true },
  { to: '/admin/halls/blocked-dates', key: 'blockedDates', end: false },
  { to: '/admin/bookings', key: 'bookings', end: true },
  { to: '/admin/bookings/calendar', key: 'calendar', end: false },
  { to: '/admin/users', key: 'users', end: false },
  { to: '/admin/push', key: 'push', end: false },
  { to: '/admin/audit', key: 'audit', end: false },
] as const;
