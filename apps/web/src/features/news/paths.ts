import { pathsUnder } from '../../lib/paths.ts';

/** The news page's route, at the site's root, declared once: the router and every link use it. */
export const newsRoutes = {
  item: 'news/:id',
} as const;

const { withId } = pathsUnder('');

/** Addresses of the news pages. */
export const paths = {
  item: (id: string) => withId(newsRoutes.item, id),
} as const;
