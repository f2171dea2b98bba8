import { WEB_PAGES, webPaths } from '@samaj/shared';

/** The news page's route, at the site's root, from the public pages (packages/shared's web-paths.ts). */
export const newsRoutes = {
  item: WEB_PAGES.newsItem,
} as const;

/** Addresses of the news pages. */
export const paths = {
  item: webPaths.newsItem,
} as const;
