import { cursorPage, type CursorPage } from '@samaj/shared';
import type { z } from 'zod';
import { api } from './api-client.ts';
import { parseAnswer } from './parse-answer.ts';

interface PageRequest {
  /** A previous answer's next_page_url (it already carries per_page and the filters), or null for page one. */
  pageUrl: string | null;
  perPage: number;
  signal?: AbortSignal | undefined;
}

/** One page of a Laravel cursor-paginated list, checked against the item schema. */
export async function fetchCursorPage<S extends z.ZodType>(
  item: S,
  path: string,
  { pageUrl, perPage, signal }: PageRequest,
): Promise<CursorPage<z.output<S>>> {
  const answer = pageUrl
    ? await api.get<unknown>(pageUrl, { signal })
    : await api.get<unknown>(path, { query: { per_page: perPage }, signal });
  return parseAnswer(cursorPage(item), answer) as CursorPage<z.output<S>>;
}
