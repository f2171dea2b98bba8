import {
  BOOKING_STATUSES,
  type AdminDashboard,
  type AdminJob,
  type AdminJobCreate,
  type AdminJobUpdate,
  type AdminNews,
  type AdminNewsCreate,
  type AdminNewsUpdate,
  type AdminUser,
  type AuditEntry,
} from '@samaj/shared';
import { contextOf } from '../../context.ts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../lib/errors.ts';
import { buildCursorPage, isUuid } from '../../lib/pagination.ts';
import { toJob } from '../jobs/service.ts';
import { toNews } from '../news/service.ts';
import { pushToTopic } from '../push/service.ts';
import { audit } from './audit.ts';
import { afterOf, contentAdmin, cursorOf, given, withTimes } from './content.ts';
import {
  NEWS_IMAGE_FILE_RE,
  NEWS_IMAGE_PREFIX,
  newNewsImageFile,
  newsImageFileOf,
  processNewsImage,
} from './news-image.ts';
import * as repo from './repository.ts';

export { audit, type AuditRecord } from './audit.ts';

/** Who is acting: the admin's user id (every change is recorded against it). */
export type Actor = string;

interface PageInput {
  cursor?: string;
  perPage: number;
  url: URL;
}

// ---- dashboard ----

export async function dashboard(deps: AppDeps): Promise<AdminDashboard> {
  const c = await repo.dashboardCounts(deps.database.db, deps.clock.now());
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
  deps: AppDeps,
  input: PageInput & { entityType?: string; entityId?: string; action?: string },
) {
  const rows = await repo.listAudit(
    deps.database.db,
    { entityType: input.entityType, entityId: input.entityId, action: input.action },
    input.perPage + 1,
    afterOf(deps.cursors, input.cursor),
  );
  return buildCursorPage(
    deps.cursors,
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

// ---- news ----

export const toAdminNews = (row: repo.NewsRow): AdminNews => withTimes(toNews(row), row);

const news = contentAdmin({
  entity: 'news',
  label: 'News item',
  store: repo.newsStore,
  toAdmin: toAdminNews,
  notification: (item) => ({ title: item.title, body: item.summary || item.body.slice(0, 140) }),
});

export const listNewsForAdmin = news.list;

export const createNews = (deps: AppDeps, actor: Actor, input: AdminNewsCreate): Promise<AdminNews> =>
  news.create(deps, actor, {
    title: input.title,
    summary: input.summary,
    body: input.body,
    imageUrl: input.image_url ?? null,
  });

export async function updateNews(
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: AdminNewsUpdate,
): Promise<AdminNews> {
  let oldImage: string | null = null;
  const result = await news.change(deps, actor, id, 'update', (tx, row, now) => {
    if (input.image_url !== undefined && input.image_url !== row.imageUrl) {
      oldImage = newsImageFileOf(row.imageUrl);
    }
    const set = given({
      title: input.title,
      summary: input.summary,
      body: input.body,
      imageUrl: input.image_url,
    });
    return repo.newsStore.update(tx, id, { ...set, updatedAt: now });
  });
  await removeNewsImage(deps, oldImage);
  return result;
}

export async function deleteNews(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  const row = await news.remove(deps, actor, id);
  await removeNewsImage(deps, newsImageFileOf(row.imageUrl));
}

export const publishNews = news.publish;
export const unpublishNews = news.unpublish;

/**
 * Replaces the item's picture with an upload: checked by content, re-encoded to WebP (≤ 1280 px),
 * stored under `news-images/`, and served publicly at /api/news-images/<file> (news is public).
 */
export async function setNewsImage(
  deps: AppDeps,
  actor: Actor,
  id: string,
  upload: Buffer,
): Promise<AdminNews> {
  if (!isUuid(id)) throw notFound('News item');
  const webp = await processNewsImage(upload);
  const file = newNewsImageFile();
  await deps.storage.put(NEWS_IMAGE_PREFIX + file, webp, 'image/webp');
  const base = (deps.config.PUBLIC_URL ?? '').replace(/\/$/, '');
  let oldImage: string | null = null;
  let result: AdminNews;
  try {
    result = await news.change(deps, actor, id, 'image', (tx, row, now) => {
      oldImage = newsImageFileOf(row.imageUrl);
      return repo.newsStore.update(tx, id, { imageUrl: `${base}/api/news-images/${file}`, updatedAt: now });
    });
  } catch (error) {
    await removeNewsImage(deps, file);
    throw error;
  }
  await removeNewsImage(deps, oldImage);
  return result;
}

/** The bytes of a news picture, or null (a name that is not one of ours is simply not found). */
export async function readNewsImage(deps: AppDeps, file: string): Promise<Buffer | null> {
  if (!NEWS_IMAGE_FILE_RE.test(file)) return null;
  return deps.storage.get(NEWS_IMAGE_PREFIX + file);
}

/** Best effort: an orphaned file is harmless, a failed request over it is not. */
async function removeNewsImage(deps: AppDeps, file: string | null): Promise<void> {
  if (!file) return;
  try {
    await deps.storage.delete(NEWS_IMAGE_PREFIX + file);
  } catch (error) {
    deps.log?.warn({ err: error, file }, 'could not remove a news image');
  }
}

// ---- jobs ----

export const toAdminJob = (row: repo.JobRow): AdminJob => withTimes(toJob(row), row);

const jobs = contentAdmin({
  entity: 'job',
  label: 'Job',
  store: repo.jobStore,
  toAdmin: toAdminJob,
  notification: (item) => ({
    title: item.title,
    body: [item.organisation, item.location].filter(Boolean).join(', ') || item.description.slice(0, 140),
  }),
});

export const listJobsForAdmin = jobs.list;

export const createJob = (deps: AppDeps, actor: Actor, input: AdminJobCreate): Promise<AdminJob> =>
  jobs.create(deps, actor, {
    title: input.title,
    organisation: input.organisation,
    location: input.location,
    employmentType: input.employment_type,
    description: input.description,
    howToApply: input.how_to_apply,
    closesOn: input.closes_on ?? null,
  });

export const updateJob = (
  deps: AppDeps,
  actor: Actor,
  id: string,
  input: AdminJobUpdate,
): Promise<AdminJob> =>
  jobs.update(
    deps,
    actor,
    id,
    given({
      title: input.title,
      organisation: input.organisation,
      location: input.location,
      employmentType: input.employment_type,
      description: input.description,
      howToApply: input.how_to_apply,
      closesOn: input.closes_on,
    }),
  );

export async function deleteJob(deps: AppDeps, actor: Actor, id: string): Promise<void> {
  await jobs.remove(deps, actor, id);
}

/** Like publishNews; `notify` pushes the job to topic `news` (the app's one topic) as `{type: 'job', id}`. */
export const publishJob = jobs.publish;
export const unpublishJob = jobs.unpublish;

// ---- users ----

export function toAdminUser(row: repo.UserRow): AdminUser {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    is_admin: row.isAdmin,
    member_type: row.memberType as AdminUser['member_type'],
    created_at: row.createdAt.toISOString(),
  };
}

export async function listUsers(deps: AppDeps, input: PageInput & { q?: string }) {
  const rows = await repo.searchUsers(
    deps.database.db,
    input.q || undefined,
    input.perPage + 1,
    afterOf(deps.cursors, input.cursor),
  );
  return buildCursorPage(deps.cursors, rows, input.perPage, input.url, toAdminUser, cursorOf);
}

export const LAST_ADMIN_MESSAGE =
  'The last administrator cannot lose the admin flag: make another user an administrator first.';

/**
 * Grants or takes the admin flag. The admin rows are locked first, so two admins taking each other's
 * flag at the same moment cannot leave the app with none: the second one waits, then sees one admin.
 */
export async function setAdmin(
  deps: AppDeps,
  actor: Actor,
  id: string,
  isAdmin: boolean,
): Promise<AdminUser> {
  if (!isUuid(id)) throw notFound('User');
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const { adminIds, user } = await repo.lockAdminsAndUser(tx, id);
    if (!user) throw notFound('User');
    if (user.isAdmin === isAdmin) return toAdminUser(user);
    if (!isAdmin && adminIds.length <= 1) {
      throw new AppError('conflict', LAST_ADMIN_MESSAGE, { errors: { is_admin: [LAST_ADMIN_MESSAGE] } });
    }
    const updated = await repo.setUserAdmin(tx, id, isAdmin, now);
    await audit(tx, {
      actor,
      action: isAdmin ? 'user.admin.grant' : 'user.admin.revoke',
      entity: { type: 'user', id },
      before: { is_admin: user.isAdmin },
      after: { is_admin: updated.isAdmin },
      at: now,
    });
    return toAdminUser(updated);
  });
}

/** Records the member type the office has confirmed (or clears it); bookings must then use it. */
export async function setMemberType(
  deps: AppDeps,
  actor: Actor,
  id: string,
  memberType: AdminUser['member_type'],
): Promise<AdminUser> {
  if (!isUuid(id)) throw notFound('User');
  const now = deps.clock.now();
  return deps.database.db.transaction(async (tx) => {
    const user = await repo.lockUser(tx, id);
    if (!user) throw notFound('User');
    if (user.memberType === memberType) return toAdminUser(user);
    const updated = await repo.setUserMemberType(tx, id, memberType, now);
    await audit(tx, {
      actor,
      action: 'user.member_type',
      entity: { type: 'user', id },
      before: { member_type: user.memberType },
      after: { member_type: updated.memberType },
      at: now,
    });
    return toAdminUser(updated);
  });
}

// ---- push ----

/** A message to every device subscribed to topic `news`. */
export async function pushToNewsTopic(
  deps: AppDeps,
  actor: Actor,
  input: { title: string; body: string },
): Promise<void> {
  await audit(deps.database.db, {
    actor,
    action: 'push.send',
    entity: { type: 'topic', id: 'news' },
    after: { title: input.title, body: input.body },
    at: deps.clock.now(),
  });
  await pushToTopic(deps, 'news', { title: input.title, body: input.body, data: { type: 'announcement' } });
}

// ---- the audit log for the domains' admin routes ----

/**
 * The context an admin's change runs in: the admin acts, and the change's audit record is written in
 * the change's own transaction (ctx.audit). Domains' admin routes use it (`domains/<d>/admin-routes.ts`).
 */
export const recorded = (deps: AppDeps, actor: Actor) => contextOf(deps, actor, audit);
