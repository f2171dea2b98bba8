import type { PauseProfileBody, Profile, ProfileCard } from '@samaj/shared';
import { type Ctx, userIdOf, withTx } from '../../../context.ts';
import * as repo from '../repository.ts';
import { ownProfile, profileNotFound, requireApprovedActive, visibleProfile } from '../profile/access.ts';
import type { PageInput, Slice } from '../../../lib/pagination.ts';
import { listPage } from '../list-page.ts';
import { fullProfile, withCards } from '../profile/read.ts';

/**
 * The active profile's shortlist and its "not interested" list, and pausing an own profile.
 *
 * Both lists belong to the caller's active profile (the one that searches) and name only profiles the
 * caller may see: approved, another family's, no block either way; anything else is a 404.
 */

/** The other family's profile the caller may see, with the caller's active profile. */
async function otherVisible(ctx: Ctx, profileId: string) {
  const found = await visibleProfile(ctx, profileId);
  if (found.target.userId === userIdOf(ctx)) throw profileNotFound();
  return found;
}

/** POST shortlist/{profileId}: idempotent. */
export async function addToShortlist(ctx: Ctx, input: { profileId: string }): Promise<void> {
  const { active, target } = await otherVisible(ctx, input.profileId);
  await repo.insertShortlist(ctx.db, active.id, target.id, ctx.deps.clock.now());
}

/** DELETE shortlist/{profileId}: idempotent. */
export async function removeFromShortlist(ctx: Ctx, input: { profileId: string }): Promise<void> {
  const { active, target } = await otherVisible(ctx, input.profileId);
  await repo.deleteShortlist(ctx.db, active.id, target.id);
}

/** GET profiles/shortlisted: the active profile's shortlist, newest first, as cards. */
export async function listShortlist(ctx: Ctx, input: PageInput): Promise<Slice<ProfileCard>> {
  const active = await requireApprovedActive(ctx);
  return listPage(ctx, input, {
    keys: { at: 'date', id: 'uuid' },
    owner: active.id,
    load: (after, limit) =>
      repo.listShortlist(ctx.db, {
        profileId: active.id,
        userId: userIdOf(ctx),
        limit,
        after: after ? { at: new Date(after.at), id: after.id } : null,
      }),
    items: (shown) => withCards(ctx, shown, (_row, card) => card),
    cursorOf: (row) => ({ at: row.at.toISOString(), id: row.profile.id }),
  });
}

/** POST not-interested/{profileId}: out of the active profile's search for NOT_INTERESTED_DAYS. */
export async function markNotInterested(ctx: Ctx, input: { profileId: string }): Promise<void> {
  const { active, target } = await otherVisible(ctx, input.profileId);
  const until = new Date(ctx.deps.clock.now().getTime() + ctx.deps.config.NOT_INTERESTED_DAYS * 86_400_000);
  await repo.upsertNotInterested(ctx.db, active.id, target.id, until);
}

/** DELETE not-interested/{profileId}: back in the search (the undo). */
export async function undoNotInterested(ctx: Ctx, input: { profileId: string }): Promise<void> {
  const { active, target } = await otherVisible(ctx, input.profileId);
  await repo.deleteNotInterested(ctx.db, active.id, target.id);
}

/**
 * POST {id}/pause: the owner pauses a profile (engaged, married, taking a break) or resumes it. A
 * paused profile is out of search and recommendations and receives no new interests.
 */
export async function pauseProfile(ctx: Ctx, input: PauseProfileBody & { id: string }): Promise<Profile> {
  const row = await withTx(ctx, async (txCtx) => {
    const current = await ownProfile(txCtx, input.id, true);
    return repo.updateProfile(txCtx.db, current.id, {
      isPaused: input.paused,
      pauseReason: input.paused ? (input.reason ?? null) : null,
      updatedAt: ctx.deps.clock.now(),
    });
  });
  return fullProfile(ctx, row);
}
