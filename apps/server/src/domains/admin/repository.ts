import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { newestFirst } from '../../db/keyset.ts';
import type { After } from '../../lib/pagination.ts';
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
