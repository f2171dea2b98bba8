import type { CursorPage } from '@samaj/shared';
import { api } from './api-client.ts';

interface PageRequest {
  /** A previous answer's next_page_url (it already carries per_page and the filters), or null for page one. */
  pageUrl: string | null;
  perPage: number;
  signal?: AbortSignal | undefined;
}

/** One page of a Laravel cursor-paginated list. */
export function fetchCursorPage<T>(
  path: string,
  { pageUrl, perPage, signal }: PageRequest,
): Promise<CursorPage<T>> {
  return pageUrl
    ? api.get<CursorPage<T>>(pageUrl, { signal })
    : api.get<CursorPage<T>>(path, { query: { per_page: perPage }, signal });
}
