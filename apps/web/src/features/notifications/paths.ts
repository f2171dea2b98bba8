/** The notifications page's route, at the site's root, declared once: the router and every link use it. */
export const notificationsRoutes = {
  list: 'notifications',
} as const;

/** Addresses of the notifications area. */
export const paths = {
  list: `/${notificationsRoutes.list}`,
} as const;
