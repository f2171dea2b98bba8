import { type AdminProfile, maskMobile, type Profile } from '@samaj/shared';
import { type Ctx, record, userIdOf, withTx } from '../../../context.ts';
import { todayInIndia } from '../../../lib/clock.ts';
import { fieldError } from '../../../lib/errors.ts';
import { decodeCursor, isUuid, type PageInput, type Slice, sliceOf } from '../../../lib/pagination.ts';
import { notify } from '../../notifications/service.ts';
import { pictureSigner } from '../picture/picture-urls.ts';
import * as repo from '../repository.ts';
import { profileNotFound } from './access.ts';
import { namedOf } from './names.ts';
import { fullProfile, toPicture, toProfile } from './presenter.ts';
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
      // The family's own profile, named in the script the account reads (issue 32 item 2).
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

/** Profiles as the office sees them: in full, every picture, and who verified the family. */
export async function adminProfiles(
  ctx: Ctx,
  rows: repo.ProfileRow[],
): Promise<(r: repo.ProfileRow) => AdminProfile> {
  const { deps } = ctx;
  const ids = rows.map((r) => r.id);
  const verifiers = [...new Set(rows.flatMap((r) => (r.verifiedByUserId ? [r.verifiedByUserId] : [])))];
  const [pics, signer, names, revisions, asked, holders] = await Promise.all([
    repo.picturesOfProfiles(ctx.db, ids),
    // The signed picture URLs are the admin's (the actor's).
    pictureSigner(deps, userIdOf(ctx)),
    repo.userNames(ctx.db, verifiers),
    repo.pendingRevisions(ctx.db, ids),
    repo.liveConsentRequests(ctx.db, ids, deps.clock.now()),
    repo.accountHolders(ctx.db, [...new Set(rows.map((r) => r.userId))]),
  ]);
  const today = todayInIndia(deps.clock);
  return (r) => {
    const own = pics.filter((p) => p.profileId === r.id);
    const live = own.filter((p) => p.status !== 'rejected').length;
    const by = r.verifiedAt && r.verifiedByUserId ? r.verifiedByUserId : null;
    return {
      ...toProfile(
        r,
        own.find((p) => p.isPrimary),
        signer,
        today,
        live,
        revisions.get(r.id),
      ),
      pictures: own.map((p) => toPicture(p, signer)),
      verified_by: by ? { user_id: by, name: names.get(by) ?? '' } : null,
      verification_note: r.verifiedAt ? r.verificationNote : null,
      ...consentForOffice(r, asked.get(r.id)),
      account: accountForOffice(r, holders.get(r.userId)),
    };
  };
}

/**
 * The account that keeps the profile, as the office calls it (docs/api.md "What families read"): the
 * holder's name and number in full (the office may call them; members never receive this answer) and
 * how the candidate is related to them.
 */
function accountForOffice(
  r: repo.ProfileRow,
  holder: { name: string; mobile: string } | undefined,
): AdminProfile['account'] {
  return {
    id: r.userId,
    name: holder?.name ?? '',
    mobile: holder?.mobile ?? '',
    relation: r.relation as AdminProfile['account']['relation'],
  };
}

/** The consent as the office checks it before approving: its state and the number, masked. */
function consentForOffice(
  r: repo.ProfileRow,
  askedMobile: string | undefined,
): Pick<AdminProfile, 'consent_state' | 'consent_mobile_masked'> {
  if (r.relation === 'self') return { consent_state: 'self', consent_mobile_masked: null };
  if (r.consentConfirmedAt) {
    return {
      consent_state: 'confirmed',
      consent_mobile_masked: r.consentMobile ? maskMobile(r.consentMobile) : null,
    };
  }
  if (askedMobile) return { consent_state: 'asked', consent_mobile_masked: maskMobile(askedMobile) };
  return { consent_state: 'not_asked', consent_mobile_masked: null };
}
