import { afterCommit, type Ctx, record, withTx } from '../context.ts';
import type { ContentStore } from '../db/content-store.ts';
import { type NotFoundWhat, notFound } from './errors.ts';
import { afterOf, cursorOf, isUuid, type PageInput, sliceOf } from './pagination.ts';

/** What the office does alike with news and with jobs (news/admin.ts and jobs/admin.ts say how). */
export interface ContentKind<Row, Insert, Item> {
  /** The audit record's entity type and the first word of its actions: `news`, `job`. */
  entity: string;
  /** What a 404 calls it: `News item`, `Job`. */
  label: NotFoundWhat;
  store: ContentStore<Row, Insert>;
  toAdmin(row: Row): Item;
  /** Sends the push of a publish with `notify`; run once the change has committed. */
  announce(ctx: Ctx, item: Item): Promise<void>;
}

interface ContentInsert {
  publishedAt?: Date | null;
  createdBy?: string | null;
  createdAt?: Date;
  updatedAt?: Date;
}

interface ContentRow {
  id: string;
  createdAt: Date;
  publishedAt: Date | null;
}

/** A public item as the admin area shows it: with when it was made and last changed. */
export function withTimes<T extends object>(item: T, row: { createdAt: Date; updatedAt: Date }) {
  return Object.assign(item, {
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  });
}

/** The fields of a partial update that were given: `undefined` means "leave as it is". */
export function given<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as Partial<T>;
}

/**
 * The office's use cases of a content kind: list every item, create a draft, change, publish (with an
 * optional push after the commit), unpublish and delete; each change is recorded (ctx.audit) in its
 * own transaction.
 */
export function contentAdmin<
  Row extends ContentRow,
  Insert extends ContentInsert,
  Item extends { id: string },
>(kind: ContentKind<Row, Insert, Item>) {
  const entity = (id: string) => ({ type: kind.entity, id });

  /**
   * Changes the locked row (`make` answers it as it became) and records `<entity>.<verb>`; 404 for a
   * malformed or unknown id.
   */
  async function change(
    ctx: Ctx,
    input: {
      id: string;
      verb: string;
      make: (ctx: Ctx, row: Row, now: Date) => Promise<Row>;
      note?: Record<string, unknown>;
    },
  ): Promise<Item> {
    const { id } = input;
    if (!isUuid(id)) throw notFound(kind.label);
    const now = ctx.deps.clock.now();
    return withTx(ctx, async (txCtx) => {
      const row = await kind.store.lock(txCtx.db, id);
      if (!row) throw notFound(kind.label);
      const after = kind.toAdmin(await input.make(txCtx, row, now));
      await record(txCtx, {
        action: `${kind.entity}.${input.verb}`,
        entity: entity(id),
        before: kind.toAdmin(row),
        after: input.note ? { ...after, ...input.note } : after,
      });
      return after;
    });
  }

  return {
    change,

    async list(ctx: Ctx, input: PageInput) {
      const { cursors } = ctx.deps;
      const rows = await kind.store.listAll(ctx.db, input.perPage + 1, afterOf(cursors, input.cursor));
      return sliceOf(cursors, rows, input.perPage, kind.toAdmin, cursorOf);
    },

    /** A new draft (not published), made by the actor. */
    create(
      ctx: Ctx,
      values: Omit<Insert, 'publishedAt' | 'createdBy' | 'createdAt' | 'updatedAt'>,
    ): Promise<Item> {
      const now = ctx.deps.clock.now();
      return withTx(ctx, async (txCtx) => {
        const row = await kind.store.insert(txCtx.db, {
          ...values,
          publishedAt: null,
          createdBy: ctx.actor,
          createdAt: now,
          updatedAt: now,
        } as Insert);
        const after = kind.toAdmin(row);
        await record(txCtx, { action: `${kind.entity}.create`, entity: entity(row.id), after });
        return after;
      });
    },

    update(ctx: Ctx, input: { id: string; set: Partial<Insert> }): Promise<Item> {
      return change(ctx, {
        id: input.id,
        verb: 'update',
        make: (txCtx, _row, now) => kind.store.update(txCtx.db, input.id, { ...input.set, updatedAt: now }),
      });
    },

    /** Deletes the item; answers the row as it was (its files may need removing). */
    async remove(ctx: Ctx, input: { id: string }): Promise<Row> {
      const { id } = input;
      if (!isUuid(id)) throw notFound(kind.label);
      return withTx(ctx, async (txCtx) => {
        const row = await kind.store.lock(txCtx.db, id);
        if (!row) throw notFound(kind.label);
        await kind.store.remove(txCtx.db, id);
        await record(txCtx, {
          action: `${kind.entity}.delete`,
          entity: entity(id),
          before: kind.toAdmin(row),
        });
        return row;
      });
    },

    /**
     * Publishes a draft now (an item already published keeps its date). With `notify`, the item is
     * announced (a push) once the change has committed.
     */
    publish(ctx: Ctx, input: { id: string; notify?: boolean }): Promise<Item> {
      const notify = input.notify === true;
      return withTx(ctx, async (txCtx) => {
        const item = await change(txCtx, {
          id: input.id,
          verb: 'publish',
          make: (txCtx, row, now) => {
            const isLive = row.publishedAt !== null && row.publishedAt.getTime() <= now.getTime();
            return isLive
              ? Promise.resolve(row)
              : kind.store.update(txCtx.db, input.id, {
                  publishedAt: now,
                  updatedAt: now,
                } as Partial<Insert>);
          },
          note: { notify },
        });
        if (notify) await afterCommit(txCtx, () => kind.announce(ctx, item));
        return item;
      });
    },

    unpublish(ctx: Ctx, input: { id: string }): Promise<Item> {
      return change(ctx, {
        id: input.id,
        verb: 'unpublish',
        make: (txCtx, row, now) =>
          row.publishedAt === null
            ? Promise.resolve(row)
            : kind.store.update(txCtx.db, input.id, { publishedAt: null, updatedAt: now } as Partial<Insert>),
      });
    },
  };
}
