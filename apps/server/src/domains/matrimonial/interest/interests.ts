import { lockUser, requireMobileVerified } from '../../users/service.ts';
import { type DeclineReason, INTEREST_WINDOW_DAYS, type Interest } from '@samaj/shared';
import { type Ctx, userIdOf, withTx } from '../../../context.ts';
import { AppError, fieldError, forbidden, notFound } from '../../../lib/errors.ts';
import { isUuid, type PageInput, type Slice } from '../../../lib/pagination.ts';
import type { MessageId } from '../../../i18n/messages.ts';
import { notify, subjectsChanged, subjectsHandled } from '../../notifications/service.ts';
import * as repo from '../repository.ts';
import { firstNamedOf, namedOf } from '../profile/names.ts';
import type { InterestRow } from '../repository.ts';
import { notApproved, profileNotFound, requireApprovedActive } from '../profile/access.ts';
import { listPage } from '../list-page.ts';
import { toInterests } from './presenter.ts';
import { readInterests } from './read.ts';
import { openConversation } from '../conversation/conversations.ts';
import { msg } from '../../../i18n/translate.ts';

/**
 * Interests: send (within INTERESTS_PER_WEEK), reply, withdraw, and the two lists.
 *
 * Notifications (written in the change's transaction, pushed after the commit; the web opens them by
 * `data`): a received interest goes to the receiving account as type `interest.received`, data
 * `{type: 'interest', id: <interest id>}`, profile_id the receiving profile; an answer goes to the
 * sender's account as `interest.accepted` / `interest.declined`, data
 * `{type: 'interest_answered', id: <interest id>}`, profile_id the sending profile.
 */

/** An interest as the caller sees it: read, then presented. */
const toInterest = async (ctx: Ctx, row: InterestRow) => toInterests(await readInterests(ctx, [row]))(row);

/** The window an interest counts in, withdrawn or not (the web's withdraw dialog says these days). */
export const WEEK_MS = INTEREST_WINDOW_DAYS * 86_400_000;

/** A decline's reason as the sender's notification says it (the catalogue's English, translated there). */
const DECLINE_REASON_MESSAGES = {
  not_matching_expectations: 'declineReasonNotMatching',
  family_decision: 'declineReasonFamilyDecision',
  proceeding_elsewhere: 'declineReasonProceedingElsewhere',
  not_ready: 'declineReasonNotReady',
  other: 'declineReasonOther',
} as const satisfies Record<DeclineReason, MessageId>;
const declineReasonText = (reason: DeclineReason) => msg(DECLINE_REASON_MESSAGES[reason]);

const dayInIndia = (at: Date | number) =>
  new Date(at).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** INTERESTS_PER_WEEK sent by an account in any 7 days; counted under the user's row lock. */
export async function checkWeeklyInterests(ctx: Ctx) {
  const limit = ctx.deps.config.INTERESTS_PER_WEEK;
  const now = ctx.deps.clock.now().getTime();
  await lockUser(ctx.db, userIdOf(ctx));
  const { count, oldest } = await repo.interestsSentSince(ctx.db, userIdOf(ctx), new Date(now - WEEK_MS));
  if (count < limit) return;
  const frees = (oldest?.getTime() ?? now) + WEEK_MS;
  throw new AppError('too_many_requests', msg('interestsLimit', { limit, count, date: dayInIndia(frees) }), {
    retryAfterSeconds: (frees - now) / 1000,
  });
}

/**
 * A withdrawn interest is sent again by reusing its row (one row per pair), which would take its
 * first sending out of the week's count: send, withdraw and send again would then push the same
 * family without limit. So the sender waits until that first sending has left the 7-day window.
 * (A withdrawn interest the other side had sent does not hold this sender back.)
 */
export function checkResend(ctx: Ctx, withdrawn: InterestRow) {
  const now = ctx.deps.clock.now().getTime();
  const frees = withdrawn.createdAt.getTime() + WEEK_MS;
  if (frees <= now) return;
  throw new AppError(
    'too_many_requests',
    msg('interestResendWait', { sent: dayInIndia(withdrawn.createdAt), date: dayInIndia(frees) }),
    { retryAfterSeconds: (frees - now) / 1000 },
  );
}

export async function sendInterest(
  ctx: Ctx,
  input: { profileId: string; message?: string | undefined },
): Promise<Interest> {
  if (!isUuid(input.profileId)) throw profileNotFound();
  const userId = userIdOf(ctx);
  await requireMobileVerified(ctx.db, userId);
  const active = await requireApprovedActive(ctx);
  const row = await withTx(ctx, async (txCtx) => {
    const target = await repo.findProfile(txCtx.db, input.profileId);
    if (!target?.approvedOn) throw profileNotFound();
    if (target.userId === userId) throw fieldError('profile', 'interestToOwn');
    if (await repo.isBlocked(txCtx.db, userId, target)) throw profileNotFound();
    if (target.isPaused) {
      throw new AppError('conflict', msg('profilePausedNoInterests'), {
        field: 'profile',
      });
    }
    await checkWeeklyInterests(txCtx);
    if (target.gender === active.gender) {
      throw fieldError('profile', 'interestSameGender');
    }
    const existing = await repo.findInterestBetween(txCtx.db, active.id, target.id);
    const now = ctx.deps.clock.now();
    // A withdrawn or expired interest leaves the pair free (an expired one counts as none).
    if (existing && existing.status !== 'withdrawn' && existing.status !== 'expired') {
      throw new AppError('conflict', msg('interestExists'), {
        field: 'profile',
      });
    }
    if (existing?.fromProfileId === active.id) checkResend(ctx, existing);
    const values = {
      fromProfileId: active.id,
      toProfileId: target.id,
      message: input.message?.trim() || null,
      status: 'pending',
      declineReason: null,
      remindedAt: null,
      createdAt: now,
      answeredAt: null,
    };
    // A withdrawn or expired interest leaves the pair free: its row is reused (one row per pair),
    // sent anew (a new created_at, so it counts in this week's INTERESTS_PER_WEEK).
    const sent = existing
      ? await repo.updateInterest(txCtx.db, existing.id, values)
      : await repo.insertInterest(txCtx.db, values);
    await notify(txCtx, {
      userId: target.userId,
      profileId: target.id,
      type: 'interest.received',
      title: { id: 'interestReceivedTitle' },
      body: {
        id: 'interestReceivedBody',
        params: { sender: `${active.firstName} ${active.lastName}`, name: target.firstName },
      },
      names: { sender: namedOf(active), name: firstNamedOf(target) },
      data: { type: 'interest', id: sent.id },
    });
    return sent;
  });
  return toInterest(ctx, row);
}

export async function replyInterest(
  ctx: Ctx,
  input: { id: string; reply: 'accepted' | 'declined'; reason?: DeclineReason | undefined },
): Promise<Interest> {
  if (!isUuid(input.id)) throw notFound('Interest');
  const userId = userIdOf(ctx);
  await requireMobileVerified(ctx.db, userId);
  const row = await withTx(ctx, async (txCtx) => {
    const interest = await repo.findInterest(txCtx.db, input.id, true);
    if (!interest) throw notFound('Interest');
    const [from, to] = await Promise.all([
      repo.findProfile(txCtx.db, interest.fromProfileId),
      repo.findProfile(txCtx.db, interest.toProfileId),
    ]);
    if (!from || !to) throw notFound('Interest');
    if (to.userId !== userId) {
      if (from.userId === userId) throw forbidden('interestReceiverOnly');
      throw notFound('Interest');
    }
    if (interest.status === 'withdrawn') throw notFound('Interest');
    // A block between the two users hides the interest from the lists; an answer (and its push)
    // must not reach the other side either.
    if (await repo.isBlocked(txCtx.db, userId, from)) throw notFound('Interest');
    const active = await repo.findActiveProfile(txCtx.db, userId);
    if (!active?.approvedOn) throw notApproved();
    if (interest.status === 'expired') {
      throw new AppError('conflict', msg('interestExpired'), {
        field: 'reply',
      });
    }
    if (interest.status !== 'pending') {
      throw new AppError('conflict', msg('interestAnswered'), {
        field: 'reply',
      });
    }
    const accepted = input.reply === 'accepted';
    const reason = accepted ? null : (input.reason ?? null);
    // Answering is handling the receiver's items about it: they are read, and the bell drops.
    await subjectsHandled(txCtx, { types: ['interest'], ids: [input.id] });
    const updated = await repo.updateInterest(txCtx.db, input.id, {
      status: input.reply,
      declineReason: reason,
      answeredAt: ctx.deps.clock.now(),
    });
    // An accepted interest opens the two families' conversation (decision 054).
    if (accepted) await openConversation(txCtx, { interestId: updated.id, from, to });
    await notify(txCtx, {
      userId: from.userId,
      profileId: from.id,
      type: accepted ? 'interest.accepted' : 'interest.declined',
      title: { id: accepted ? 'interestAcceptedTitle' : 'interestDeclinedTitle' },
      body: accepted
        ? { id: 'interestAcceptedBody', params: { name: from.firstName } }
        : reason
          ? {
              id: 'interestDeclinedReasonBody',
              params: { name: from.firstName, reason: declineReasonText(reason) },
            }
          : { id: 'interestDeclinedBody', params: { name: from.firstName } },
      names: { name: firstNamedOf(from) },
      data: { type: 'interest_answered', id: updated.id },
    });
    return updated;
  });
  return toInterest(ctx, row);
}

export async function withdrawInterest(ctx: Ctx, input: { id: string }): Promise<void> {
  if (!isUuid(input.id)) throw notFound('Interest');
  await withTx(ctx, async (txCtx) => {
    const interest = await repo.findInterest(txCtx.db, input.id, true);
    if (!interest) throw notFound('Interest');
    const from = await repo.findProfile(txCtx.db, interest.fromProfileId);
    if (!from || from.userId !== userIdOf(ctx)) throw notFound('Interest');
    if (interest.status !== 'pending') {
      throw new AppError('conflict', msg('interestWithdrawPending'), {
        field: 'interest',
      });
    }
    await repo.updateInterest(txCtx.db, input.id, { status: 'withdrawn', answeredAt: ctx.deps.clock.now() });
    // The receiver's "new interest" items say it was withdrawn from now on.
    await subjectsChanged(txCtx, { types: ['interest'], ids: [input.id] }, 'withdrawn');
  });
}

export async function listInterests(
  ctx: Ctx,
  input: PageInput & { direction: 'received' | 'sent' },
): Promise<Slice<Interest>> {
  const userId = userIdOf(ctx);
  const active = await repo.findActiveProfile(ctx.db, userId);
  return listPage(ctx, input, {
    keys: { created_at: 'date', id: 'uuid' },
    // The active profile's list: its cursors are sealed for it (without one, the list is empty).
    owner: active?.id ?? userId,
    load: async (after, limit) => {
      if (!active) return [];
      return repo.listInterests(
        ctx.db,
        { userId, profileId: active.id },
        input.direction,
        limit,
        after ? { createdAt: new Date(after.created_at), id: after.id } : null,
      );
    },
    items: async (shown) => toInterests(await readInterests(ctx, shown)),
    cursorOf: (r) => ({ created_at: r.createdAt.toISOString(), id: r.id }),
  });
}

/** Before an account goes: the other families' items about its interests say they closed. */
export async function closeInterestsOfAccount(ctx: Ctx, input: { userId: string }): Promise<void> {
  const ids = await repo.interestIdsOf(ctx.db, { userId: input.userId });
  await subjectsChanged(ctx, { types: ['interest', 'interest_answered'], ids }, 'closed');
}
