import { WEB_PAGES } from '@samaj/shared';

/** The halls listing's route, at the site's root, from the public pages (packages/shared's web-paths.ts). */
export const hallsRoutes = {
  list: WEB_PAGES.halls,
} as const;

/** Addresses of the halls pages. */
export const paths = {
  list: WEB_PAGES.halls,
} as const;
