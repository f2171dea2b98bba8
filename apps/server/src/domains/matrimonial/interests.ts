import { lockUser } from '../users/service.ts';
import { ERROR_CODES, type CursorPage, type Interest } from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { buildCursorPage, decodeCursor, isUuid } from '../../lib/pagination.ts';
import { pushToUser } from '../push/service.ts';
import * as repo from './repository.ts';
import type { InterestRow } from './repository.ts';
import { notApproved, profileNotFound, requireApprovedActive } from './access.ts';
import { cardContext } from './answers.ts';

/** Interests: send (within INTERESTS_PER_WEEK), reply, withdraw, and the two lists. */

export async function toInterests(deps: AppDeps, userId: string, rows: InterestRow[]): Promise<Interest[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.fromProfileId, r.toProfileId]))];
  const profiles = new Map((await repo.findProfiles(deps.database.db, ids)).map((p) => [p.id, p]));
  const { card } = await cardContext(deps, userId, [...profiles.values()]);
  return rows.map((r) => ({
    id: r.id,
    from_profile: card(profiles.get(r.fromProfileId)!),
    to_profile: card(profiles.get(r.toProfileId)!),
    message: r.message,
    status: r.status as Interest['status'],
    created_at: r.createdAt.toISOString(),
    answered_at: r.answeredAt?.toISOString() ?? null,
  }));
}

export const WEEK_MS = 7 * 86_400_000;

const dayInIndia = (at: Date | number) =>
  new Date(at).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** INTERESTS_PER_WEEK sent by an account in any 7 days; counted under the user's row lock. */
export async function checkWeeklyInterests(deps: AppDeps, tx: DbOrTx, userId: string) {
  const limit = deps.config.INTERESTS_PER_WEEK;
  const now = deps.clock.now().getTime();
  await lockUser(tx, userId);
  const { count, oldest } = await repo.interestsSentSince(tx, userId, new Date(now - WEEK_MS));
  if (count < limit) return;
  const frees = (oldest?.getTime() ?? now) + WEEK_MS;
  throw new AppError(
    'too_many_requests',
    `You can send up to ${limit} interests a week, and you have sent ${count} in the last 7 days. You can send another on ${dayInIndia(frees)}.`,
    { code: ERROR_CODES.interestsLimit, retryAfterSeconds: (frees - now) / 1000 },
  );
}

/**
 * A withdrawn interest is sent again by reusing its row (one row per pair), which would take its
 * first sending out of the week's count: send, withdraw and send again would then push the same
 * family without limit. So the sender waits until that first sending has left the 7-day window.
 * (A withdrawn interest the other side had sent does not hold this sender back.)
 */
export function checkResend(deps: AppDeps, withdrawn: InterestRow) {
  const now = deps.clock.now().getTime();
  const frees = withdrawn.createdAt.getTime() + WEEK_MS;
  if (frees <= now) return;
  throw new AppError(
    'too_many_requests',
    `An interest counts towards the week's limit for 7 days, even when withdrawn. You sent one to this profile on ${dayInIndia(withdrawn.createdAt)}; you can send it again on ${dayInIndia(frees)}.`,
    { code: ERROR_CODES.interestsLimit, retryAfterSeconds: (frees - now) / 1000 },
  );
}

export async function sendInterest(
  deps: AppDeps,
  userId: string,
  toProfileId: string,
  message: string | undefined,
): Promise<Interest> {
  if (!isUuid(toProfileId)) throw profileNotFound();
  const active = await requireApprovedActive(deps, userId);
  const row = await deps.database.db.transaction(async (tx) => {
    const target = await repo.findProfile(tx, toProfileId);
    if (!target?.approvedOn) throw profileNotFound();
    if (target.userId === userId)
      throw fieldError('profile', 'You cannot send an interest to your own profile.');
    if (await repo.isBlocked(tx, userId, target)) throw profileNotFound();
    await checkWeeklyInterests(deps, tx, userId);
    if (target.gender === active.gender) {
      throw fieldError('profile', 'An interest can only be sent to a profile of the other gender.');
    }
    const existing = await repo.findInterestBetween(tx, active.id, target.id);
    const now = deps.clock.now();
    if (existing && existing.status !== 'withdrawn') {
      throw new AppError('conflict', 'An interest between these profiles already exists.', {
        errors: { profile: ['An interest between these profiles already exists.'] },
      });
    }
    if (existing?.fromProfileId === active.id) checkResend(deps, existing);
    const values = {
      fromProfileId: active.id,
      toProfileId: target.id,
      message: message?.trim() || null,
      status: 'pending',
      createdAt: now,
      answeredAt: null,
    };
    // A withdrawn interest leaves the pair free: its row is reused (one row per pair).
    return existing ? repo.updateInterest(tx, existing.id, values) : repo.insertInterest(tx, values);
  });
  const target = (await repo.findProfile(deps.database.db, toProfileId))!;
  await pushToUser(deps, target.userId, {
    title: 'New interest',
    body: `${active.firstName} ${active.lastName} is interested in ${target.firstName}'s profile.`,
    data: { type: 'interest', id: row.id },
  });
  return (await toInterests(deps, userId, [row]))[0]!;
}

export async function replyInterest(
  deps: AppDeps,
  userId: string,
  interestId: string,
  reply: 'accepted' | 'declined',
): Promise<Interest> {
  if (!isUuid(interestId)) throw notFound('Interest');
  const { row, sender } = await deps.database.db.transaction(async (tx) => {
    const interest = await repo.findInterest(tx, interestId, true);
    if (!interest) throw notFound('Interest');
    const [from, to] = await Promise.all([
      repo.findProfile(tx, interest.fromProfileId),
      repo.findProfile(tx, interest.toProfileId),
    ]);
    if (!from || !to) throw notFound('Interest');
    if (to.userId !== userId) {
      if (from.userId === userId) throw forbidden('Only the receiver can reply to an interest.');
      throw notFound('Interest');
    }
    if (interest.status === 'withdrawn') throw notFound('Interest');
    // A block between the two users hides the interest from the lists; an answer (and its push)
    // must not reach the other side either.
    if (await repo.isBlocked(tx, userId, from)) throw notFound('Interest');
    const active = await repo.findActiveProfile(tx, userId);
    if (!active?.approvedOn) throw notApproved();
    if (interest.status !== 'pending') {
      throw new AppError('conflict', 'This interest has already been answered.', {
        errors: { reply: ['This interest has already been answered.'] },
      });
    }
    const updated = await repo.updateInterest(tx, interestId, {
      status: reply,
      answeredAt: deps.clock.now(),
    });
    return { row: updated, sender: from };
  });
  await pushToUser(deps, sender.userId, {
    title: reply === 'accepted' ? 'Interest accepted' : 'Interest declined',
    body:
      reply === 'accepted'
        ? `Your interest for ${sender.firstName} was accepted.`
        : `Your interest for ${sender.firstName} was declined.`,
    data: { type: 'interest_answered', id: row.id },
  });
  return (await toInterests(deps, userId, [row]))[0]!;
}

export async function withdrawInterest(deps: AppDeps, userId: string, interestId: string): Promise<void> {
  if (!isUuid(interestId)) throw notFound('Interest');
  await deps.database.db.transaction(async (tx) => {
    const interest = await repo.findInterest(tx, interestId, true);
    if (!interest) throw notFound('Interest');
    const from = await repo.findProfile(tx, interest.fromProfileId);
    if (!from || from.userId !== userId) throw notFound('Interest');
    if (interest.status !== 'pending') {
      throw new AppError('conflict', 'Only a pending interest can be withdrawn.', {
        errors: { interest: ['Only a pending interest can be withdrawn.'] },
      });
    }
    await repo.updateInterest(tx, interestId, { status: 'withdrawn', answeredAt: deps.clock.now() });
  });
}

export async function listInterests(
  deps: AppDeps,
  userId: string,
  direction: 'received' | 'sent',
  input: { cursor?: string; perPage: number; url: URL },
): Promise<CursorPage<Interest>> {
  const after = decodeCursor(deps.cursors, input.cursor, { created_at: 'date', id: 'uuid' });
  const active = await repo.findActiveProfile(deps.database.db, userId);
  const rows = active
    ? await repo.listInterests(
        deps.database.db,
        { userId, profileId: active.id },
        direction,
        input.perPage + 1,
        after ? { createdAt: new Date(after.created_at), id: after.id } : null,
      )
    : [];
  const items = await toInterests(deps, userId, rows.slice(0, input.perPage));
  const byId = new Map(items.map((i) => [i.id, i]));
  return buildCursorPage(
    deps.cursors,
    rows,
    input.perPage,
    input.url,
    (r) => byId.get(r.id)!,
    (r) => ({ created_at: r.createdAt.toISOString(), id: r.id }),
  );
}
