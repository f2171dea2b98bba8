import {
  DEFAULT_LANGUAGE,
  isLanguage,
  type Language,
  nameFor,
  type NamedProfile,
  type Notification,
} from '@samaj/shared';
import { afterCommit, type Ctx, userIdOf } from '../../context.ts';
import { afterOf, cursorOf, type PageInput, sliceOf } from '../../lib/pagination.ts';
import { pushToUser } from '../devices/service.ts';
import { hasOpenStream, publishEvent } from '../events/service.ts';
import { type Localized, localize } from '../../i18n/translate.ts';
import { languagesOfUsers } from '../users/service.ts';
import * as repo from './repository.ts';

/**
 * The account's notifications (docs/api.md, Families and notifications). Every event that pushes goes
 * through notify(): the item is written in the change's transaction, and the push follows the commit.
 */

export interface NotifyInput {
  userId: string;
  /** The profile the event is about, if any (opening the item makes it the active one). */
  profileId?: string | null;
  /** `interest.received`, `profile.approved`, `booking.confirmed`... */
  type: string;
  /** A catalogue message (`{ id, params }`), written in the receiving account's language. */
  title: Localized;
  body: Localized;
  /** What the item opens; the push carries the same. */
  data: { type: string; id: string };
  /**
   * Profiles' names to put in the title's and body's params (by param name), each as the receiving
   * account reads it: in its own script when written in it, else in Latin letters (docs/api.md "What families read").
   */
  names?: Record<string, NamedProfile>;
  /**
   * One item per subject while unread: the account's unread item of this type about the same subject
   * (`data`) is renewed (its text and time) instead of a new one added (a conversation's messages).
   */
  renew?: boolean;
  /**
   * `always` (the default), or `without-stream`: only when the account has no live stream open on any
   * server (one open already shows what happened: a new message).
   */
  push?: 'always' | 'without-stream';
}

/** The message with its name params written for a reader of `lang`. */
function withNames(lang: Language, said: Localized, names: NotifyInput['names']): Localized {
  if (!names) return said;
  const params = { ...said.params };
  for (const [param, profile] of Object.entries(names)) params[param] = nameFor(lang, profile);
  return { ...said, params };
}

export async function notify(ctx: Ctx, input: NotifyInput): Promise<void> {
  const saved = (await languagesOfUsers(ctx.db, [input.userId])).get(input.userId);
  const lang = isLanguage(saved) ? saved : DEFAULT_LANGUAGE;
  const title = localize(lang, withNames(lang, input.title, input.names));
  const body = localize(lang, withNames(lang, input.body, input.names));
  const values = {
    userId: input.userId,
    profileId: input.profileId ?? null,
    type: input.type,
    title,
    body,
    data: input.data,
    createdAt: ctx.deps.clock.now(),
  };
  const row =
    (input.renew ? await repo.renewUnread(ctx.db, values) : undefined) ??
    (await repo.insertNotification(ctx.db, values));
  // The bell of the account's open screens moves at once (the live stream, decision 056).
  await publishEvent(ctx, {
    accountIds: [input.userId],
    type: 'notification',
    payload: { notification_id: row.id, unread_count: await repo.unreadCount(ctx.db, input.userId) },
  });
  await afterCommit(ctx, async () => {
    if (input.push === 'without-stream' && (await hasOpenStream(ctx, input.userId))) return;
    await pushToUser(ctx, { userId: input.userId, message: { title, body, data: input.data } });
  });
}

export function toNotification(row: repo.NotificationRow): Notification {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    data: row.data,
    profile_id: row.profileId,
    state: row.change ? 'changed' : 'current',
    ...(row.change ? { change: row.change } : {}),
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listNotifications(ctx: Ctx, input: PageInput) {
  const { cursors } = ctx.deps;
  const rows = await repo.listForUser(
    ctx.db,
    userIdOf(ctx),
    input.perPage + 1,
    afterOf(cursors, input.cursor),
  );
  return sliceOf(cursors, rows, input.perPage, toNotification, cursorOf);
}

export async function countUnread(ctx: Ctx): Promise<{ count: number }> {
  return { count: await repo.unreadCount(ctx.db, userIdOf(ctx)) };
}

/** Marks the given items (the caller's own; others are ignored) or all of them read. */
export async function markNotificationsRead(ctx: Ctx, input: { ids?: string[]; all?: true }): Promise<void> {
  await repo.markRead(ctx.db, userIdOf(ctx), input.all ? null : (input.ids ?? []), ctx.deps.clock.now());
}

/** Unread notifications per profile of the account (the profile summaries carry them). */
export { unreadByProfile } from './repository.ts';

/**
 * The subjects of items changed since they were written (an interest withdrawn, expired, or closed by
 * a block or a deletion): the items say so from now on, and open an explanation instead of the subject.
 */
export async function subjectsChanged(
  ctx: Ctx,
  subjects: repo.Subjects,
  change: NonNullable<repo.NotificationRow['change']>,
): Promise<void> {
  await repo.markSubjectsChanged(ctx.db, subjects, change);
}

/** The caller handled the subjects (answered the interest): their items are read, and the bell drops. */
export async function subjectsHandled(ctx: Ctx, subjects: repo.Subjects): Promise<void> {
  await repo.markSubjectsRead(ctx.db, userIdOf(ctx), subjects, ctx.deps.clock.now());
}
