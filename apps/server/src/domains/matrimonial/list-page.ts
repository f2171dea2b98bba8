import type { Ctx } from '../../context.ts';
import { CURSOR_OWNER, decodeCursor, type PageInput, type Slice, sliceOf } from '../../lib/pagination.ts';

/** The kinds of field a sealed cursor holds ('date', 'uuid'...). */
type CursorField = Parameters<typeof decodeCursor>[2][string];

/**
 * The one shape of the members' lists (views, blocks, interests): decode the sealed cursor, load
 * `perPage + 1` rows after it, turn the shown rows into items in one batch, and seal the next cursor.
 * A list of a profile (or an account) names it as `owner`: its cursors are sealed for it, and one
 * made for another is a 422 on `cursor` (docs/api.md: a cursor is bound to the profile it was made for).
 * It returns the slice; the route writes its links (`listAnswer`, plugins/route-kit.ts).
 */
export async function listPage<Row, Item, K extends string>(
  ctx: Ctx,
  input: PageInput,
  list: {
    /** The cursor's fields: what `cursorOf` seals and `load` receives back. */
    keys: Record<K, CursorField>;
    /** The profile (or account) whose list this is; admin lists have none. */
    owner?: string;
    load: (after: Record<K, string> | null, limit: number) => Promise<Row[]>;
    /** Makes the items of the rows shown (one batch of queries for the whole page). */
    items: (shown: Row[]) => Promise<(row: Row) => Item>;
    cursorOf: (row: Row) => Record<K, string>;
  },
): Promise<Slice<Item>> {
  const { owner } = list;
  const after = decodeCursor(ctx.deps.cursors, input.cursor, list.keys, owner);
  const rows = await list.load(after, input.perPage + 1);
  const toItem = await list.items(rows.slice(0, input.perPage));
  const cursorOf =
    owner === undefined
      ? list.cursorOf
      : (row: Row) => Object.assign(list.cursorOf(row), { [CURSOR_OWNER]: owner });
  return sliceOf(ctx.deps.cursors, rows, input.perPage, toItem, cursorOf);
}
