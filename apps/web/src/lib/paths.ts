import { pathWithId } from '@samaj/shared';

/**
 * Addresses under a feature's root, built from its route patterns (declared once in its paths.ts):
 * `at(route)`, and `withId(route, id)` for a route with `:id`.
 */
export function pathsUnder(root: string) {
  const at = (route: string) => `${root}/${route}`;
  const withId = (route: string, id: string) => at(pathWithId(route, id));
  return { at, withId };
}
