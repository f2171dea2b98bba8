import { type AdminProfile, type CursorPage, type Profile } from '@samaj/shared';
import { type Ctx, record, userIdOf, withTx } from '../../context.ts';
import { todayInIndia } from '../../lib/clock.ts';
import { buildCursorPage, decodeCursor, isUuid } from '../../lib/pagination.ts';
import { notify } from '../notifications/service.ts';
import { pictureSigner } from './picture-urls.ts';
import * as repo from './repository.ts';
import { profileNotFound } from './access.ts';
import { fullProfile, type PageInput, toPicture, toProfile } from './answers.ts';

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
async function review(ctx: Ctx, input: { id: string; approve: boolean; reason?: string }): Promise<Profile> {
  if (!isUuid(input.id)) throw profileNotFound();
  const { deps } = ctx;
  const { row, updated } = await withTx(ctx, async (tx) => {
    const found = await repo.findProfile(tx.db, input.id, true);
    if (!found) throw profileNotFound();
    const now = deps.clock.now();
    const changed = await repo.updateProfile(tx.db, input.id, {
      approvedOn: input.approve ? now : null,
      rejectionReason: input.approve ? null : (input.reason ?? ''),
      updatedAt: now,
    });
    await record(tx, {
      action: input.approve ? 'profile.approve' : 'profile.reject',
      entity: { type: 'profile', id: input.id },
      before: reviewState(found),
      after: reviewState(changed),
    });
    const name = `${found.firstName} ${found.lastName}`;
    await notify(tx, {
      userId: found.userId,
      profileId: found.id,
      type: input.approve ? 'profile.approved' : 'profile.rejected',
      title: { id: input.approve ? 'profileApprovedTitle' : 'profileRejectedTitle' },
      body: input.approve
        ? { id: 'profileApprovedBody', params: { name } }
        : { id: 'profileRejectedBody', params: { name, reason: input.reason ?? '' } },
      data: { type: 'profile', id: found.id },
    });
    return { row: found, updated: changed };
  });
  return fullProfile(ctx, updated, ctx.actor ?? row.userId);
}

export const approveProfile = (ctx: Ctx, input: { id: string }) => review(ctx, { ...input, approve: true });

export const rejectProfile = (ctx: Ctx, input: { id: string; reason: string }) =>
  review(ctx, { ...input, approve: false });

/** Profiles in full, newest first, for the admin list (status: pending, approved or rejected). */
export async function listProfilesForAdmin(
  ctx: Ctx,
  input: PageInput & { status?: 'pending' | 'approved' | 'rejected' },
): Promise<CursorPage<AdminProfile>> {
  const { deps } = ctx;
  const after = decodeCursor(deps.cursors, input.cursor, { created_at: 'date', id: 'uuid' });
  const rows = await repo.listProfilesByStatus(
    ctx.db,
    input.status,
    input.perPage + 1,
    after ? { createdAt: new Date(after.created_at), id: after.id } : null,
  );
  const ids = rows.map((r) => r.id);
  const [pics, signer] = await Promise.all([
    repo.picturesOfProfiles(ctx.db, ids),
    // The signed picture URLs are the admin's (the actor's).
    pictureSigner(deps, userIdOf(ctx)),
  ]);
  const today = todayInIndia(deps.clock);
  return buildCursorPage(
    deps.cursors,
    rows,
    input.perPage,
    input.url,
    (r) => {
      const own = pics.filter((p) => p.profileId === r.id);
      return {
        ...toProfile(
          r,
          own.find((p) => p.isPrimary),
          signer,
          today,
        ),
        pictures: own.map((p) => toPicture(p, signer)),
      };
    },
    (r) => ({ created_at: r.createdAt.toISOString(), id: r.id }),
  );
}
