import { and, asc, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import {
  auditLog,
  bookings,
  jobs,
  news,
  payments,
  profileReports,
  profiles,
  users,
} from '../../db/schema/index.ts';

export type NewsRow = typeof news.$inferSelect;
export type JobRow = typeof jobs.$inferSelect;
export type UserRow = typeof users.$inferSelect;
export type AuditRow = typeof auditLog.$inferSelect;

/** Keyset position in a list ordered by (created_at desc, id desc). */
export interface After {
  createdAt: Date;
  id: string;
}

const newestFirst = (createdAt: PgColumn, id: PgColumn, after: After | null) =>
  after
    ? or(lt(createdAt, after.createdAt), and(eq(createdAt, after.createdAt), lt(id, after.id)))
    : undefined;

// ---- audit ----

export async function insertAudit(db: DbOrTx, row: typeof auditLog.$inferInsert): Promise<void> {
  await db.insert(auditLog).values(row);
}

export async function listAudit(
  db: DbOrTx,
  filter: { entityType?: string; entityId?: string; action?: string },
  limit: number,
  after: After | null,
) {
  return db
    .select({ entry: auditLog, actorName: users.name })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        filter.entityType ? eq(auditLog.entityType, filter.entityType) : undefined,
        filter.entityId ? eq(auditLog.entityId, filter.entityId) : undefined,
        filter.action ? eq(auditLog.action, filter.action) : undefined,
        newestFirst(auditLog.createdAt, auditLog.id, after),
      ),
    )
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit);
}

// ---- news and jobs ----

/**
 * The rows of a content table (news, jobs) as the admin area handles them: a page of all of them,
 * newest first; one locked for the rest of the transaction (two admins editing at once apply in
 * turn); insert, update, delete.
 */
function contentStore<T extends typeof news | typeof jobs>(table: T) {
  type Row = T['$inferSelect'];
  type Insert = T['$inferInsert'];
  // Drizzle's builders do not accept a table whose type is still generic; `t` is the same table.
  const t = table as typeof news;
  return {
    listAll: (db: DbOrTx, limit: number, after: After | null): Promise<Row[]> =>
      db
        .select()
        .from(t)
        .where(newestFirst(t.createdAt, t.id, after))
        .orderBy(desc(t.createdAt), desc(t.id))
        .limit(limit) as Promise<Row[]>,
    async lock(db: DbOrTx, id: string): Promise<Row | undefined> {
      const [row] = await db.select().from(t).where(eq(t.id, id)).for('update');
      return row as Row | undefined;
    },
    async insert(db: DbOrTx, values: Insert): Promise<Row> {
      const [row] = await db
        .insert(t)
        .values(values as typeof news.$inferInsert)
        .returning();
      return row as Row;
    },
    async update(db: DbOrTx, id: string, set: Partial<Insert>): Promise<Row> {
      const [row] = await db
        .update(t)
        .set(set as Partial<typeof news.$inferInsert>)
        .where(eq(t.id, id))
        .returning();
      return row as Row;
    },
    async remove(db: DbOrTx, id: string): Promise<void> {
      await db.delete(t).where(eq(t.id, id));
    },
  };
}

export type ContentStore<Row, Insert> = {
  listAll(db: DbOrTx, limit: number, after: After | null): Promise<Row[]>;
  lock(db: DbOrTx, id: string): Promise<Row | undefined>;
  insert(db: DbOrTx, values: Insert): Promise<Row>;
  update(db: DbOrTx, id: string, set: Partial<Insert>): Promise<Row>;
  remove(db: DbOrTx, id: string): Promise<void>;
};

export const newsStore: ContentStore<NewsRow, typeof news.$inferInsert> = contentStore(news);
export const jobStore: ContentStore<JobRow, typeof jobs.$inferInsert> = contentStore(jobs);

// ---- users ----

/** `%`, `_` and `\` are literal in a search text. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchUsers(db: DbOrTx, q: string | undefined, limit: number, after: After | null) {
  let match: SQL | undefined;
  if (q) {
    const digits = q.replace(/\D/g, '');
    match = or(
      ilike(users.name, `%${likeEscape(q)}%`),
      ilike(users.email, `%${likeEscape(q)}%`),
      // A mobile is typed in any form (98765 43210, +91-98765...): compare its digits.
      digits.length >= 3 ? ilike(users.mobile, `%${digits}%`) : undefined,
    );
  }
  return db
    .select()
    .from(users)
    .where(and(match, newestFirst(users.createdAt, users.id, after)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

/**
 * Locks every admin row (in id order, so two callers never wait on each other crosswise) and the
 * target user's row: while this transaction lives, nobody else can change who is an admin.
 */
export async function lockAdminsAndUser(db: DbOrTx, userId: string) {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .for('update');
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return { adminIds: admins.map((a) => a.id), user };
}

export async function lockUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

export async function setUserMemberType(
  db: DbOrTx,
  userId: string,
  memberType: string | null,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ memberType, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function setUserAdmin(
  db: DbOrTx,
  userId: string,
  isAdmin: boolean,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ isAdmin, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function usersByIds(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, ids));
}

// ---- dashboard ----

const count = sql<number>`count(*)::int`;

export async function dashboardCounts(db: DbOrTx, now: Date) {
  const [userCounts] = await db
    .select({ users: count, admins: sql<number>`count(*) filter (where ${users.isAdmin})::int` })
    .from(users);
  const [profileCounts] = await db
    .select({
      approved: sql<number>`count(*) filter (where ${profiles.approvedOn} is not null)::int`,
      rejected: sql<number>`count(*) filter (where ${profiles.approvedOn} is null and ${profiles.rejectionReason} is not null)::int`,
      pending: sql<number>`count(*) filter (where ${profiles.approvedOn} is null and ${profiles.rejectionReason} is null)::int`,
    })
    .from(profiles);
  const bookingCounts = await db
    .select({ status: bookings.status, n: count })
    .from(bookings)
    .groupBy(bookings.status);
  const [refunds] = await db
    .select({ n: count })
    .from(bookings)
    .where(and(eq(bookings.refundDue, true), isNull(bookings.refundedAt)));
  const [paymentCounts] = await db
    .select({ n: count, paise: sql<number>`coalesce(sum(${payments.amountPaise}), 0)::bigint` })
    .from(payments)
    .where(eq(payments.status, 'captured'));
  const [reports] = await db.select({ n: count }).from(profileReports);
  const published = (col: PgColumn) =>
    sql<number>`count(*) filter (where ${col} is not null and ${col} <= ${now.toISOString()}::timestamptz)::int`;
  const [newsCounts] = await db.select({ all: count, published: published(news.publishedAt) }).from(news);
  const [jobCounts] = await db.select({ all: count, published: published(jobs.publishedAt) }).from(jobs);
  return {
    users: userCounts!,
    profiles: profileCounts!,
    bookings: bookingCounts,
    refundsDue: refunds!.n,
    payments: { count: paymentCounts!.n, paise: Number(paymentCounts!.paise) },
    reports: reports!.n,
    news: newsCounts!,
    jobs: jobCounts!,
  };
}
