/**
 * The web app's public pages, declared once (decision 053): the web's router and links (its features'
 * paths.ts) and the server's page routes, share previews, prerendered pages and sitemap (domains/seo)
 * all read them. A pattern is an absolute path in React Router's (and Fastify's) `:param` form: the web's
 * routes take it as it is (their parent layouts have no path of their own).
 */
export const WEB_PAGES = {
  home: '/',
  newsItem: '/news/:id',
  job: '/job/:id',
  halls: '/banquet-halls',
  comingSoon: '/coming-soon',
  login: '/login',
  /**
   * Member pages a server-written link opens (a notification's target, decision 056): the family's
   * conversations and one conversation. Not public: no share preview, not in the sitemap.
   */
  conversations: '/matrimonial/conversations',
  conversation: '/matrimonial/conversations/:id',
} as const;

/** A path pattern with its `:id` filled in (encoded as one path segment); the web's member areas use it too. */
export const pathWithId = (pattern: string, id: string) => pattern.replace(':id', encodeURIComponent(id));

/** The addresses of the public pages with a parameter (the others are their pattern). */
export const webPaths = {
  newsItem: (id: string) => pathWithId(WEB_PAGES.newsItem, id),
  job: (id: string) => pathWithId(WEB_PAGES.job, id),
  conversation: (id: string) => pathWithId(WEB_PAGES.conversation, id),
} as const;
