import { BOOKING_STATUSES, type AdminDashboard, type AuditEntry } from '@samaj/shared';
import type { Ctx } from '../../context.ts';
import { afterOf, buildCursorPage, cursorOf } from '../../lib/pagination.ts';
import * as repo from './repository.ts';
import type { PageInput } from './common.ts';

/** The dashboard's counts and the audit log. */

// ---- dashboard ----

export async function dashboard(ctx: Ctx): Promise<AdminDashboard> {
  const c = await repo.dashboardCounts(ctx.db, ctx.deps.clock.now());
  const bookings: Record<string, number> = Object.fromEntries(BOOKING_STATUSES.map((s) => [s, 0]));
  for (const row of c.bookings) bookings[row.status] = row.n;
  return {
    users: c.users.users,
    admins: c.users.admins,
    profiles: c.profiles,
    bookings,
    payments: { count: c.payments.count, captured_amount: c.payments.paise / 100 },
    refunds_due: c.refundsDue,
    open_reports: c.reports,
    news: { published: c.news.published, drafts: c.news.all - c.news.published },
    jobs: { published: c.jobs.published, drafts: c.jobs.all - c.jobs.published },
  };
}

// ---- audit log ----

export async function listAuditLog(
  ctx: Ctx,
  input: PageInput & { entityType?: string; entityId?: string; action?: string },
) {
  const rows = await repo.listAudit(
    ctx.db,
    { entityType: input.entityType, entityId: input.entityId, action: input.action },
    input.perPage + 1,
    afterOf(ctx.deps.cursors, input.cursor),
  );
  return buildCursorPage(
    ctx.deps.cursors,
    rows,
    input.perPage,
    input.url,
    ({ entry, actorName }): AuditEntry => ({
      id: entry.id,
      actor: entry.actorUserId ? { id: entry.actorUserId, name: actorName ?? '' } : null,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      before: entry.before,
      after: entry.after,
      created_at: entry.createdAt.toISOString(),
    }),
    ({ entry }) => cursorOf(entry),
  );
}
