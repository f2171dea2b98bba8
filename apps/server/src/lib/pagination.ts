import type { CursorPage } from '@samaj/shared';
import { fieldError } from './errors.ts';

export const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids in paths are checked before they reach SQL: a malformed id is simply not found. */
export const isUuid = (value: string) => UUID_RE.test(value);

/**
 * Keyset cursors in Laravel's form: base64url of a JSON object holding the last row's sort keys.
 * The cursor is opaque to clients; a cursor that does not decode is a 422 on `cursor`.
 */
export function encodeCursor(keys: Record<string, string | number | null>): string {
  return Buffer.from(JSON.stringify({ ...keys, _pointsToNextItems: true })).toString('base64url');
}

type CursorField = 'string' | 'number' | 'date' | 'uuid';

export function decodeCursor<K extends string>(
  cursor: string | undefined,
  fields: Record<K, CursorField>,
): Record<K, string> | null {
  if (cursor === undefined || cursor === '') return null;
  const bad = () => fieldError('cursor', 'The cursor is invalid.');
  let parsed: unknown;
  try {
    parsed = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    throw bad();
  }
  if (typeof parsed !== 'object' || parsed === null) throw bad();
  const out = {} as Record<K, string>;
  for (const [key, type] of Object.entries(fields) as [K, CursorField][]) {
    const value = (parsed as Record<string, unknown>)[key];
    if (type === 'number') {
      if (typeof value !== 'number' || !Number.isFinite(value)) throw bad();
      out[key] = String(value);
    } else {
      if (typeof value !== 'string' || value.length > 200) throw bad();
      if (type === 'date' && Number.isNaN(Date.parse(value))) throw bad();
      if (type === 'uuid' && !UUID_RE.test(value)) throw bad();
      out[key] = value;
    }
  }
  return out;
}

/**
 * Builds the page from `perPage + 1` fetched rows (the extra row only says whether more exist).
 * `baseUrl` is the absolute URL of the list with its filters; the cursor is added to it.
 */
export function buildCursorPage<Row, Item>(
  rows: Row[],
  perPage: number,
  baseUrl: URL,
  toItem: (row: Row) => Item,
  cursorOf: (row: Row) => Record<string, string | number | null>,
): CursorPage<Item> {
  const hasMore = rows.length > perPage;
  const pageRows = hasMore ? rows.slice(0, perPage) : rows;
  const last = pageRows[pageRows.length - 1];
  const nextCursor = hasMore && last ? encodeCursor(cursorOf(last)) : null;
  const path = new URL(baseUrl);
  path.search = '';
  let nextUrl: string | null = null;
  if (nextCursor) {
    const u = new URL(baseUrl);
    u.searchParams.set('cursor', nextCursor);
    nextUrl = u.toString();
  }
  return {
    data: pageRows.map(toItem),
    per_page: perPage,
    next_cursor: nextCursor,
    next_page_url: nextUrl,
    prev_cursor: null,
    prev_page_url: null,
    path: path.toString(),
  };
}
