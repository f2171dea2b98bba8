/**
 * Addresses under a feature's root, built from its route patterns (declared once in its paths.ts):
 * `at(route)`, and `withId(route, id)` for a route with `:id`.
 */
export function pathsUnder(root: string) {
  const at = (route: string) => `${root}/${route}`;
  const withId = (route: string, id: string) => at(route.replace(':id', encodeURIComponent(id)));
  return { at, withId };
}
