import { pathsUnder } from '../../lib/paths.ts';

/** The halls listing's route, at the site's root, declared once: the router and every link use it. */
export const hallsRoutes = {
  list: 'banquet-halls',
} as const;

const { at } = pathsUnder('');

/** Addresses of the halls pages. */
export const paths = {
  list: at(hallsRoutes.list),
} as const;
