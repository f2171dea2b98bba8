import { type BlockedCard } from '@samaj/shared';
import { type Ctx, userIdOf, withTx } from '../../../context.ts';
import { AppError, fieldError } from '../../../lib/errors.ts';
import { isUuid, type PageInput, type Slice } from '../../../lib/pagination.ts';
import { subjectsChanged } from '../../notifications/service.ts';
import * as repo from '../repository.ts';
import { profileNotFound } from '../profile/access.ts';
import { listPage } from '../list-page.ts';
import { withCards } from '../profile/read.ts';
import { closeConversationsBetween } from '../conversation/conversations.ts';
import { msg } from '../../../i18n/translate.ts';

/** Blocks (between users, decision 021) and reports. */

/** What notifications about an interest open: the receiver's (`interest`) and the sender's answers. */
const INTEREST_SUBJECTS = ['interest', 'interest_answered'];

/** A profile of another user (a block or a report names one), or 404 / 422. */
export async function otherProfile(ctx: Ctx, profileId: string) {
  if (!isUuid(profileId)) throw profileNotFound();
  const target = await repo.findProfile(ctx.db, profileId);
  if (!target) throw profileNotFound();
  if (target.userId === userIdOf(ctx)) throw fieldError('profile', 'ownProfile');
  return target;
}

export async function blockProfile(ctx: Ctx, input: { profileId: string }): Promise<void> {
  const target = await otherProfile(ctx, input.profileId);
  await withTx(ctx, async (txCtx) => {
    await repo.insertBlock(txCtx.db, userIdOf(txCtx), target.id, ctx.deps.clock.now());
    // The two families' items about interests between them open nothing now: they say it closed.
    const ids = await repo.interestIdsBetweenUsers(txCtx.db, userIdOf(txCtx), target.userId);
    await subjectsChanged(txCtx, { types: INTEREST_SUBJECTS, ids }, 'closed');
    // Their conversations close at once (decision 054).
    await closeConversationsBetween(txCtx, { userId: userIdOf(txCtx), otherUserId: target.userId });
  });
}

/** The profiles the caller's user blocked (whichever of their profiles was active), newest first. */
export function listBlocks(ctx: Ctx, input: PageInput): Promise<Slice<BlockedCard>> {
  return listPage(ctx, input, {
    keys: { blocked_at: 'date', id: 'uuid' },
    // The account's list (blocks act between users): its cursors are sealed for the account.
    owner: userIdOf(ctx),
    load: (after, limit) =>
      repo.listBlocks(
        ctx.db,
        userIdOf(ctx),
        limit,
        after ? { at: new Date(after.blocked_at), id: after.id } : null,
      ),
    items: (shown) =>
      withCards(ctx, shown, (r, card) => ({ profile: card, blocked_at: r.block.createdAt.toISOString() })),
    cursorOf: (r) => ({ blocked_at: r.block.createdAt.toISOString(), id: r.profile.id }),
  });
}

export async function unblockProfile(ctx: Ctx, input: { profileId: string }): Promise<void> {
  if (!isUuid(input.profileId)) throw profileNotFound();
  await repo.deleteBlock(ctx.db, userIdOf(ctx), input.profileId);
}

export async function reportProfile(ctx: Ctx, input: { profileId: string; reason: string }): Promise<void> {
  const target = await otherProfile(ctx, input.profileId);
  const created = await repo.insertReport(ctx.db, {
    reporterUserId: userIdOf(ctx),
    reportedProfileId: target.id,
    reason: input.reason,
    createdAt: ctx.deps.clock.now(),
  });
  if (!created) {
    throw new AppError('conflict', msg('alreadyReported'), {
      field: 'profile',
    });
  }
}
