import { DELETED_ACCOUNT } from '@samaj/shared';
import { BOOKING_STATUSES, type AdminDashboard, type AuditEntry } from '@samaj/shared';
import type { Ctx } from '../../context.ts';
import { afterOf, cursorOf, type PageInput, sliceOf } from '../../lib/pagination.ts';
import * as repo from './repository.ts';

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
    pending_pictures: c.pendingPictures,
    pending_revisions: c.pendingRevisions,
    news: { published: c.news.published, drafts: c.news.all - c.news.published },
    jobs: { published: c.jobs.published, drafts: c.jobs.all - c.jobs.published },
  };
}

// ---- audit log ----

const calendarDate = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const dateLabel = (date: string) => calendarDate.format(new Date(`${date}T00:00:00Z`));

type Snapshot = Record<string, unknown>;
const snapshotOf = (entry: repo.AuditRow): Snapshot | null => {
  const value = entry.before ?? entry.after;
  return value && typeof value === 'object' ? (value as Snapshot) : null;
};
const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : null);
const fullName = (first: unknown, last: unknown) =>
  [text(first), text(last)].filter(Boolean).join(' ') || null;

/**
 * What each entry's subject is called, for people rather than ids: a news item's or a job's title, a
 * hall's name, a profile's name, a user's name and mobile, a booking's family, halls and first date, a
 * blocked date's hall and date, a report's profile. The page's subjects are looked up together (one query
 * a type); one deleted since is named from what its record kept.
 */
async function subjectLabels(ctx: Ctx, entries: repo.AuditRow[]): Promise<Map<string, string>> {
  const ids: Record<string, string[]> = {};
  for (const entry of entries) {
    if (entry.entityId) (ids[entry.entityType] ??= []).push(entry.entityId);
    // A removed block names its hall only by id.
    const hallId = entry.entityType === 'blocked_date' ? text(snapshotOf(entry)?.hall_id) : null;
    if (hallId) (ids.hall ??= []).push(hallId);
  }
  const found = await repo.auditSubjects(ctx.db, ids);
  const labels = new Map<string, string>();
  const set = (type: string, id: string, label: string | null) => {
    if (label) labels.set(`${type}:${id}`, label);
  };
  for (const r of found.newsRows) set('news', r.id, r.title);
  for (const r of found.jobRows) set('job', r.id, r.title);
  for (const r of found.hallRows) set('hall', r.id, r.name);
  for (const r of found.profileRows) set('profile', r.id, fullName(r.firstName, r.lastName));
  for (const r of found.userRows) set('user', r.id, `${r.name} (${r.mobile})`);
  for (const r of found.reportRows) set('report', r.id, fullName(r.firstName, r.lastName));
  for (const r of found.blockRows) set('blocked_date', r.id, `${r.hallName}, ${dateLabel(r.date)}`);
  const places = new Map(found.bookingPlaces.map((p) => [p.bookingId, p]));
  for (const r of found.bookingRows) {
    const userName = r.userName ?? DELETED_ACCOUNT;
    const place = places.get(r.id);
    set('booking', r.id, place ? `${userName}: ${place.hallNames}, ${dateLabel(place.firstDate)}` : userName);
  }
  const hallName = new Map(found.hallRows.map((r) => [r.id, r.name]));
  for (const entry of entries) {
    const key = `${entry.entityType}:${entry.entityId}`;
    const kept = snapshotOf(entry);
    if (!entry.entityId || labels.has(key) || !kept) continue;
    if (entry.entityType === 'blocked_date') {
      const hall = hallName.get(String(kept.hall_id));
      const date = text(kept.date);
      if (hall && date) labels.set(key, `${hall}, ${dateLabel(date)}`);
    } else {
      const label = text(kept.title) ?? text(kept.name) ?? fullName(kept.first_name, kept.last_name);
      if (label) labels.set(key, label);
    }
  }
  return labels;
}

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
  const labels = await subjectLabels(
    ctx,
    rows.slice(0, input.perPage).map((r) => r.entry),
  );
  return sliceOf(
    ctx.deps.cursors,
    rows,
    input.perPage,
    ({ entry, actorName }): AuditEntry => ({
      id: entry.id,
      actor: entry.actorUserId ? { id: entry.actorUserId, name: actorName ?? '' } : null,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      entity_label: labels.get(`${entry.entityType}:${entry.entityId}`) ?? null,
      before: entry.before,
      after: entry.after,
      created_at: entry.createdAt.toISOString(),
    }),
    ({ entry }) => cursorOf(entry),
  );
}
