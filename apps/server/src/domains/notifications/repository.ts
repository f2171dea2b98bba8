import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newestFirst } from '../../db/keyset.ts';
import { notifications } from '../../db/schema/index.ts';
import type { After } from '../../lib/pagination.ts';

export type NotificationRow = typeof notifications.$inferSelect;

export async function insertNotification(
  db: DbOrTx,
  values: typeof notifications.$inferInsert,
): Promise<NotificationRow> {
  const [row] = await db.insert(notifications).values(values).returning();
  return row!;
}

/**
 * Renews the account's unread item of this type about the same subject (`data`) with new text and time;
 * undefined when there is none (the caller then adds one).
 */
export async function renewUnread(
  db: DbOrTx,
  values: typeof notifications.$inferInsert & { createdAt: Date },
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ title: values.title, body: values.body, profileId: values.profileId, createdAt: values.createdAt })
    .where(
      and(
        eq(notifications.userId, values.userId),
        eq(notifications.type, values.type),
        isNull(notifications.readAt),
        about({ types: [values.data.type], ids: [values.data.id] }),
      ),
    )
    .returning();
  return row;
}

/** A page of the account's notifications, newest first. */
export function listForUser(db: DbOrTx, userId: string, limit: number, after: After | null) {
  return db
    .select()
    .from(notifications)
    .where(
      and(eq(notifications.userId, userId), newestFirst(notifications.createdAt, notifications.id, after)),
    )
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

export async function unreadCount(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return row?.n ?? 0;
}

/** Marks the account's own items read (ids of other accounts are simply not matched); null: all. */
export async function markRead(db: DbOrTx, userId: string, ids: string[] | null, now: Date): Promise<void> {
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.userId, userId),
        isNull(notifications.readAt),
        ids ? inArray(notifications.id, ids) : undefined,
      ),
    );
}

/** The account's unread count per profile id (items about no profile are not counted here). */
export async function unreadByProfile(db: DbOrTx, userId: string): Promise<Map<string, number>> {
  const rows = await db
    .select({ profileId: notifications.profileId, n: sql<number>`count(*)::int` })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
    .groupBy(notifications.profileId);
  return new Map(rows.filter((r) => r.profileId !== null).map((r) => [r.profileId!, r.n]));
}

/** The subjects items open, as their `data` names them: ids of one or more types. */
export interface Subjects {
  types: readonly string[];
  ids: readonly string[];
}

const about = ({ types, ids }: Subjects) =>
  and(
    inArray(sql<string>`${notifications.data}->>'id'`, [...ids]),
    inArray(sql<string>`${notifications.data}->>'type'`, [...types]),
  );

/** Every item about the subjects that does not yet say it changed now says `change`. */
export async function markSubjectsChanged(
  db: DbOrTx,
  subjects: Subjects,
  change: NonNullable<NotificationRow['change']>,
): Promise<void> {
  if (subjects.ids.length === 0) return;
  await db
    .update(notifications)
    .set({ change })
    .where(and(about(subjects), isNull(notifications.change)));
}

/** The account's unread items about the subjects are read: the account handled them. */
export async function markSubjectsRead(
  db: DbOrTx,
  userId: string,
  subjects: Subjects,
  now: Date,
): Promise<void> {
  if (subjects.ids.length === 0) return;
  await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(eq(notifications.userId, userId), about(subjects), isNull(notifications.readAt)));
}
