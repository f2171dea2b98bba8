/** The notifications page's route, at the site's root, declared once: the router and every link use it. */
export const notificationsRoutes = {
  list: 'notifications',
  changed: 'notifications/changed/:change',
} as const;

/** What became of a notification's subject since it was written (the item's `change`). */
export type SubjectChange = 'withdrawn' | 'expired' | 'closed';

/** Addresses of the notifications area. */
export const paths = {
  list: `/${notificationsRoutes.list}`,
  /** The screen that explains an item whose subject changed, instead of the subject that is gone. */
  changed: (change: SubjectChange) => `/notifications/changed/${change}`,
} as const;
