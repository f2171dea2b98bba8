import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client.ts';
import { profileReports, profiles, users } from '../../../db/schema/index.ts';

/** Reports of profiles, and the admins' queue of them. */

export type ReportRow = typeof profileReports.$inferSelect;

export async function insertReport(
  db: DbOrTx,
  values: { reporterUserId: string; reportedProfileId: string; reason: string; createdAt: Date },
): Promise<boolean> {
  const rows = await db
    .insert(profileReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: profileReports.id });
  return rows.length > 0;
}

const closer = alias(users, 'closer');

/** Reports with their reporter, the reported profile and who closed them (the queue's rows). */
const reportsWithPeople = (db: DbOrTx) =>
  db
    .select({
      report: profileReports,
      reporter: users,
      profile: profiles,
      closer: { id: closer.id, name: closer.name },
    })
    .from(profileReports)
    .innerJoin(users, eq(users.id, profileReports.reporterUserId))
    .innerJoin(profiles, eq(profiles.id, profileReports.reportedProfileId))
    .leftJoin(closer, eq(closer.id, profileReports.closedByUserId));
export type ReportListRow = Awaited<ReturnType<ReturnType<typeof reportsWithPeople>['execute']>>[number];

/** Reports, newest first; `status` open (not closed) or closed, or both when absent. */
export async function listReports(
  db: DbOrTx,
  status: 'open' | 'closed' | undefined,
  limit: number,
  after: { createdAt: Date; id: string } | null,
): Promise<ReportListRow[]> {
  const keyset = after
    ? sql`(${profileReports.createdAt}, ${profileReports.id}) < (${after.createdAt.toISOString()}::timestamptz, ${after.id}::uuid)`
    : undefined;
  const state =
    status === 'open'
      ? isNull(profileReports.closedAt)
      : status === 'closed'
        ? isNotNull(profileReports.closedAt)
        : undefined;
  return reportsWithPeople(db)
    .where(and(state, keyset))
    .orderBy(desc(profileReports.createdAt), desc(profileReports.id))
    .limit(limit);
}

export async function findReportWithPeople(db: DbOrTx, id: string): Promise<ReportListRow | undefined> {
  const [row] = await reportsWithPeople(db).where(eq(profileReports.id, id)).limit(1);
  return row;
}

/** One report, locked for update (closing it). */
export async function lockReport(db: DbOrTx, id: string): Promise<ReportRow | undefined> {
  const [row] = await db
    .select()
    .from(profileReports)
    .where(eq(profileReports.id, id))
    .limit(1)
    .for('update');
  return row;
}

export async function closeReport(
  db: DbOrTx,
  id: string,
  values: { closedAt: Date; closedByUserId: string | null; closeAction: string; closeNote: string | null },
): Promise<void> {
  await db.update(profileReports).set(values).where(eq(profileReports.id, id));
}
