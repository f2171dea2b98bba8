import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { newestFirst } from '../../db/keyset.ts';
import type { After } from '../../lib/pagination.ts';
import {
  auditLog,
  blockedDates,
  bookingDates,
  bookingItems,
  bookings,
  halls,
  jobs,
  news,
  payments,
  profilePictures,
  profileRevisions,
  profileReports,
  profiles,
  users,
} from '../../db/schema/index.ts';

export type AuditRow = typeof auditLog.$inferSelect;

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

/** What the audit log's subjects are called now: one query a type of subject on the page, never one a row. */
export async function auditSubjects(db: DbOrTx, ids: Partial<Record<string, string[]>>) {
  const some = (type: string) => [...new Set(ids[type] ?? [])];
  const run = async <T>(type: string, query: (list: string[]) => Promise<T[]>): Promise<T[]> => {
    const list = some(type);
    return list.length === 0 ? [] : query(list);
  };
  const [
    newsRows,
    jobRows,
    hallRows,
    profileRows,
    userRows,
    bookingRows,
    bookingPlaces,
    blockRows,
    reportRows,
  ] = await Promise.all([
    run('news', (list) =>
      db.select({ id: news.id, title: news.title }).from(news).where(inArray(news.id, list)),
    ),
    run('job', (list) =>
      db.select({ id: jobs.id, title: jobs.title }).from(jobs).where(inArray(jobs.id, list)),
    ),
    run('hall', (list) =>
      db.select({ id: halls.id, name: halls.name }).from(halls).where(inArray(halls.id, list)),
    ),
    run('profile', (list) =>
      db
        .select({ id: profiles.id, firstName: profiles.firstName, lastName: profiles.lastName })
        .from(profiles)
        .where(inArray(profiles.id, list)),
    ),
    run('user', (list) =>
      db
        .select({ id: users.id, name: users.name, mobile: users.mobile })
        .from(users)
        .where(inArray(users.id, list)),
    ),
    run('booking', (list) =>
      db
        .select({ id: bookings.id, userName: users.name })
        .from(bookings)
        .leftJoin(users, eq(users.id, bookings.userId))
        .where(inArray(bookings.id, list)),
    ),
    run('booking', (list) =>
      db
        .select({
          bookingId: bookingDates.bookingId,
          hallNames: sql<string>`string_agg(distinct ${halls.name}, ', ')`,
          firstDate: sql<string>`min(${bookingDates.date})::text`,
        })
        .from(bookingDates)
        .innerJoin(bookingItems, eq(bookingItems.id, bookingDates.itemId))
        .innerJoin(halls, eq(halls.id, bookingItems.hallId))
        .where(inArray(bookingDates.bookingId, list))
        .groupBy(bookingDates.bookingId),
    ),
    run('blocked_date', (list) =>
      db
        .select({
          id: blockedDates.id,
          hallName: halls.name,
          date: blockedDates.date,
          slot: blockedDates.slot,
        })
        .from(blockedDates)
        .innerJoin(halls, eq(halls.id, blockedDates.hallId))
        .where(inArray(blockedDates.id, list)),
    ),
    run('report', (list) =>
      db
        .select({ id: profileReports.id, firstName: profiles.firstName, lastName: profiles.lastName })
        .from(profileReports)
        .innerJoin(profiles, eq(profiles.id, profileReports.reportedProfileId))
        .where(inArray(profileReports.id, list)),
    ),
  ]);
  return {
    newsRows,
    jobRows,
    hallRows,
    profileRows,
    userRows,
    bookingRows,
    bookingPlaces,
    blockRows,
    reportRows,
  };
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
      pending: sql<number>`count(*) filter (where ${profiles.approvedOn} is null and ${profiles.rejectionReason} is null and ${profiles.submittedAt} is not null)::int`,
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
  const [reports] = await db.select({ n: count }).from(profileReports).where(isNull(profileReports.closedAt));
  const [pictures] = await db
    .select({ n: count })
    .from(profilePictures)
    .where(eq(profilePictures.status, 'pending'));
  const [revisions] = await db
    .select({ n: count })
    .from(profileRevisions)
    .where(eq(profileRevisions.status, 'pending'));
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
    pendingPictures: pictures!.n,
    pendingRevisions: revisions!.n,
    news: newsCounts!,
    jobs: jobCounts!,
  };
}
