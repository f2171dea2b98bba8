import type { AppDeps } from '../../deps.ts';
import type { Tx } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { buildCursorPage, type CursorCodec, decodeCursor, isUuid } from '../../lib/pagination.ts';
import { pushToTopic } from '../push/service.ts';
import { audit } from './audit.ts';
import type { After, ContentStore } from './repository.ts';

/** What the admin area does alike with news and with jobs. */
export interface ContentKind<Row, Insert, Item> {
  /** The audit record's entity type and the first word of its actions: `news`, `job`. */
  entity: string;
  /** What a 404 calls it: `News item`, `Job`. */
  label: string;
  store: ContentStore<Row, Insert>;
  toAdmin(row: Row): Item;
  /** The push sent to topic `news` (the app's one topic) when an item is published with `notify`. */
  notification(item: Item): { title: string; body: string };
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

/** Decodes a (created_at, id) cursor of the admin lists. */
export function afterOf(cursors: CursorCodec, cursor: string | undefined): After | null {
  const after = decodeCursor(cursors, cursor, { created_at: 'date', id: 'uuid' });
  return after ? { createdAt: new Date(after.created_at), id: after.id } : null;
}
export const cursorOf = (row: { createdAt: Date; id: string }) => ({
  created_at: row.createdAt.toISOString(),
  id: row.id,
});

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
 * The admin operations of a content kind: list every item, create a draft, change, publish (with an
 * optional push), unpublish and delete, each change with its audit record in the same transaction.
 */
export function contentAdmin<
  Row extends ContentRow,
  Insert extends ContentInsert,
  Item extends { id: string },
>(kind: ContentKind<Row, Insert, Item>) {
  const entity = (id: string) => ({ type: kind.entity, id });

  /** Runs `change` on the locked row inside a transaction; 404 for a malformed or unknown id. */
  async function withItem<T>(deps: AppDeps, id: string, change: (tx: Tx, row: Row) => Promise<T>) {
    if (!isUuid(id)) throw notFound(kind.label);
    return deps.database.db.transaction(async (tx) => {
      const row = await kind.store.lock(tx, id);
      if (!row) throw notFound(kind.label);
      return change(tx, row);
    });
  }

  /** Changes the row (`make` answers it as it became) and records `<entity>.<verb>`. */
  function change(
    deps: AppDeps,
    actor: string,
    id: string,
    verb: string,
    make: (tx: Tx, row: Row, now: Date) => Promise<Row>,
    note?: Record<string, unknown>,
  ): Promise<Item> {
    const now = deps.clock.now();
    return withItem(deps, id, async (tx, row) => {
      const after = kind.toAdmin(await make(tx, row, now));
      await audit(tx, {
        actor,
        action: `${kind.entity}.${verb}`,
        entity: entity(id),
        before: kind.toAdmin(row),
        after: note ? { ...after, ...note } : after,
        at: now,
      });
      return after;
    });
  }

  return {
    withItem,
    change,

    async list(deps: AppDeps, input: { cursor?: string; perPage: number; url: URL }) {
      const rows = await kind.store.listAll(
        deps.database.db,
        input.perPage + 1,
        afterOf(deps.cursors, input.cursor),
      );
      return buildCursorPage(deps.cursors, rows, input.perPage, input.url, kind.toAdmin, cursorOf);
    },

    /** A new draft (not published) made by `actor`. */
    create(
      deps: AppDeps,
      actor: string,
      values: Omit<Insert, 'publishedAt' | 'createdBy' | 'createdAt' | 'updatedAt'>,
    ): Promise<Item> {
      const now = deps.clock.now();
      return deps.database.db.transaction(async (tx) => {
        const row = await kind.store.insert(tx, {
          ...values,
          publishedAt: null,
          createdBy: actor,
          createdAt: now,
          updatedAt: now,
        } as Insert);
        const after = kind.toAdmin(row);
        await audit(tx, { actor, action: `${kind.entity}.create`, entity: entity(row.id), after, at: now });
        return after;
      });
    },

    update(deps: AppDeps, actor: string, id: string, set: Partial<Insert>): Promise<Item> {
      return change(deps, actor, id, 'update', (tx, _row, now) =>
        kind.store.update(tx, id, { ...set, updatedAt: now }),
      );
    },

    /** Deletes the item; answers the row as it was (its files may need removing). */
    remove(deps: AppDeps, actor: string, id: string): Promise<Row> {
      const now = deps.clock.now();
      return withItem(deps, id, async (tx, row) => {
        await kind.store.remove(tx, id);
        await audit(tx, {
          actor,
          action: `${kind.entity}.delete`,
          entity: entity(id),
          before: kind.toAdmin(row),
          at: now,
        });
        return row;
      });
    },

    /**
     * Publishes a draft now (an item already published keeps its date). With `notify`, the item is
     * pushed to topic `news` once the change is committed.
     */
    async publish(deps: AppDeps, actor: string, id: string, options: { notify?: boolean }) {
      const item = await change(
        deps,
        actor,
        id,
        'publish',
        (tx, row, now) => {
          const isLive = row.publishedAt !== null && row.publishedAt.getTime() <= now.getTime();
          return isLive
            ? Promise.resolve(row)
            : kind.store.update(tx, id, { publishedAt: now, updatedAt: now } as Partial<Insert>);
        },
        { notify: options.notify === true },
      );
      if (options.notify) {
        await pushToTopic(deps, 'news', {
          ...kind.notification(item),
          data: { type: kind.entity, id: item.id },
        });
      }
      return item;
    },

    unpublish(deps: AppDeps, actor: string, id: string): Promise<Item> {
      return change(deps, actor, id, 'unpublish', (tx, row, now) =>
        row.publishedAt === null
          ? Promise.resolve(row)
          : kind.store.update(tx, id, { publishedAt: null, updatedAt: now } as Partial<Insert>),
      );
    },
  };
}
