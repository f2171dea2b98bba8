/**
 * Where the API is. The web app calls its own origin (''); the native app has no server behind its pages,
 * so its build sets VITE_API_BASE_URL (e.g. https://samaj.example.org) and every call goes there.
 */
export const API_BASE_URL: string = (import.meta.env.VITE_API_BASE_URL ?? '').replace(/\/+$/, '');

/** Puts a same-origin address ("/api/news?per_page=5") on the API's origin; absolute ones stay as they are. */
export function withApiBase(path: string, base: string = API_BASE_URL): string {
  if (!base || /^[a-z][a-z\d+.-]*:/i.test(path)) return path;
  return base + (path.startsWith('/') ? path : `/${path}`);
}
