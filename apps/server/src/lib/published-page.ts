import type { Ctx } from '../context.ts';
import { decodeCursor, type PageInput, sliceOf } from './pagination.ts';

/** Where a page of published items starts: after this item (the list is newest first). */
export interface PublishedAfter {
  publishedAt: Date;
  id: string;
}

/**
 * A page of published content (news, jobs), newest first: the cursor (published_at, id) is read,
 * `load` is asked for one row more than the page (which says whether more exist), and each row is
 * answered by `toItem`.
 */
export async function publishedPage<Row extends { id: string; publishedAt: Date | null }, Item>(
  ctx: Ctx,
  input: PageInput,
  load: (limit: number, after: PublishedAfter | null) => Promise<Row[]>,
  toItem: (row: Row) => Item,
) {
  const { cursors } = ctx.deps;
  const after = decodeCursor(cursors, input.cursor, { published_at: 'date', id: 'uuid' });
  const rows = await load(
    input.perPage + 1,
    after ? { publishedAt: new Date(after.published_at), id: after.id } : null,
  );
  return sliceOf(cursors, rows, input.perPage, toItem, (r) => ({
    published_at: r.publishedAt!.toISOString(),
    id: r.id,
  }));
}
