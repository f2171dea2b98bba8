import type { AdminProfile, Profile } from '@samaj/shared';
import { type Ctx, record, withTx } from '../../../context.ts';
import { fieldError } from '../../../lib/errors.ts';
import { decodeCursor, isUuid, type PageInput, type Slice, sliceOf } from '../../../lib/pagination.ts';
import { notify } from '../../notifications/service.ts';
import * as repo from '../repository.ts';
import { profileNotFound } from './access.ts';
import { namedOf } from './names.ts';
import { adminProfiles, fullProfile } from './read.ts';
import { type Localized, localize } from '../../../i18n/translate.ts';

/** The admin's review of profiles (admin-routes.ts; closing a report can reject one). */

const reviewState = (row: { approvedOn: Date | null; rejectionReason: string | null }) => ({
  approved_on: row.approvedOn?.toISOString() ?? null,
  rejection_reason: row.rejectionReason,
});

/**
 * Approves or rejects a profile, recording the change (ctx.audit) and notifying its owner in its
 * transaction (type `profile.approved` / `profile.rejected` with the reason in the body, data
 * `{type: 'profile', id: <profile id>}`, profile_id the profile); the push follows the commit. The actor (the admin) gets the picture URLs of the answer; with no
 * actor, the owner does.
 */
async function review(
  ctx: Ctx,
  input: { id: string; approve: boolean; reason?: string | Localized },
): Promise<Profile> {
  if (!isUuid(input.id)) throw profileNotFound();
  const { deps } = ctx;
  const { row, updated } = await withTx(ctx, async (txCtx) => {
    const found = await repo.findProfile(txCtx.db, input.id, true);
    if (!found) throw profileNotFound();
    const now = deps.clock.now();
    const approvedPictures = input.approve ? await approvePicturesWith(txCtx, found, now) : [];
    const changed = await repo.updateProfile(txCtx.db, input.id, {
      approvedOn: input.approve ? now : null,
      // Kept as written (a reason of ours, by id, in English; the family's notification says it in theirs).
      rejectionReason: input.approve
        ? null
        : typeof input.reason === 'object'
          ? localize('en', input.reason)
          : (input.reason ?? ''),
      // An approved profile is no longer a draft, whoever sent it.
      submittedAt: found.submittedAt ?? now,
      updatedAt: now,
    });
    await record(txCtx, {
      action: input.approve ? 'profile.approve' : 'profile.reject',
      entity: { type: 'profile', id: input.id },
      before: reviewState(found),
      after: {
        ...reviewState(changed),
        ...(approvedPictures.length > 0 ? { approved_pictures: approvedPictures.map((p) => p.id) } : {}),
      },
    });
    const name = `${found.firstName} ${found.lastName}`;
    await notify(txCtx, {
      userId: found.userId,
      profileId: found.id,
      type: input.approve ? 'profile.approved' : 'profile.rejected',
      title: { id: input.approve ? 'profileApprovedTitle' : 'profileRejectedTitle' },
      body: input.approve
        ? { id: 'profileApprovedBody', params: { name } }
        : { id: 'profileRejectedBody', params: { name, reason: input.reason ?? '' } },
      // The family's own profile, named in the script the account reads (docs/api.md "What families read").
      names: { name: namedOf(found) },
      data: { type: 'profile', id: found.id },
    });
    return { row: found, updated: changed };
  });
  return fullProfile(ctx, updated, ctx.actor ?? row.userId);
}

/**
 * Approving a profile approves its pending pictures with it: the admin saw them on the review page
 * (decision 025; later uploads go through the picture queue). A profile with no picture that is
 * pending or approved, and without the owner's choice `no_picture`, is refused (422 on `picture`).
 */
async function approvePicturesWith(ctx: Ctx, found: repo.ProfileRow, now: Date) {
  const live = (await repo.livePictureCounts(ctx.db, [found.id])).get(found.id) ?? 0;
  if (live === 0 && !found.noPicture) {
    throw fieldError('picture', 'approvalNeedsPicture');
  }
  return repo.approvePendingPictures(ctx.db, found.id, ctx.actor, now);
}

export const approveProfile = (ctx: Ctx, input: { id: string }) => review(ctx, { ...input, approve: true });

export const rejectProfile = (ctx: Ctx, input: { id: string; reason: string | Localized }) =>
  review(ctx, { ...input, approve: false });

/** Profiles in full, newest first, for the admin list (status: pending, approved or rejected). */
export async function listProfilesForAdmin(
  ctx: Ctx,
  input: PageInput & { status?: 'pending' | 'approved' | 'rejected' },
): Promise<Slice<AdminProfile>> {
  const { deps } = ctx;
  const after = decodeCursor(deps.cursors, input.cursor, { created_at: 'date', id: 'uuid' });
  const rows = await repo.listProfilesByStatus(
    ctx.db,
    input.status,
    input.perPage + 1,
    after ? { createdAt: new Date(after.created_at), id: after.id } : null,
  );
  const toAdmin = await adminProfiles(ctx, rows.slice(0, input.perPage));
  return sliceOf(deps.cursors, rows, input.perPage, toAdmin, (r) => ({
    created_at: r.createdAt.toISOString(),
    id: r.id,
  }));
}
