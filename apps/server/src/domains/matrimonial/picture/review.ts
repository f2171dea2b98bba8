import type { AdminPicture, PictureStatus } from '@samaj/shared';
import { type Ctx, record, userIdOf, withTx } from '../../../context.ts';
import { notFound } from '../../../lib/errors.ts';
import { decodeCursor, isUuid, type PageInput, type Slice, sliceOf } from '../../../lib/pagination.ts';
import { notify } from '../../notifications/service.ts';
import { pictureSigner, type PictureSigner } from './picture-urls.ts';
import * as repo from '../repository.ts';
import type { QueueRow } from '../repository.ts';
import { toPicture } from '../profile/presenter.ts';
import { latinAnswerOf, namedOf } from '../profile/names.ts';

/**
 * The office's review of pictures (admin-routes: GET /pictures, POST /pictures/{id}/approve and
 * /reject). A new picture is `pending`; others see approved pictures only (photo-privacy.ts).
 *
 * A decision the picture already has changes nothing: no record, no notification (a second click, or
 * two admins at once, are harmless); approving a rejected picture or rejecting an approved one is a
 * new decision. Each change is recorded (ctx.audit) in its transaction, under the profile's row lock;
 * a rejection notifies the owner's account (type `picture.rejected`, the reason in the body, data
 * `{type: 'picture', id: <picture id>}`, profile_id the profile: it opens the profile's pictures page).
 */

const pictureNotFound = () => notFound('Picture');

function toAdminPicture(row: QueueRow, signer: PictureSigner): AdminPicture {
  return {
    ...toPicture(row.picture, signer),
    reviewed_at: row.picture.reviewedAt?.toISOString() ?? null,
    profile: {
      id: row.profile.id,
      first_name: row.profile.firstName,
      last_name: row.profile.lastName,
      ...latinAnswerOf(row.profile),
      gender: row.profile.gender as AdminPicture['profile']['gender'],
      approved_on: row.profile.approvedOn?.toISOString() ?? null,
    },
  };
}

/** Pictures of one status (pending by default: oldest first), with URLs signed for the admin. */
export async function listPictureQueue(
  ctx: Ctx,
  input: PageInput & { status?: PictureStatus },
): Promise<Slice<AdminPicture>> {
  const { deps } = ctx;
  const status = input.status ?? 'pending';
  const after = decodeCursor(deps.cursors, input.cursor, { created_at: 'date', id: 'uuid' });
  const [rows, signer] = await Promise.all([
    repo.listPicturesByStatus(
      ctx.db,
      status,
      input.perPage + 1,
      after ? { createdAt: new Date(after.created_at), id: after.id } : null,
    ),
    pictureSigner(deps, userIdOf(ctx)),
  ]);
  // The next page asks for the same status, the default one included.
  return sliceOf(
    deps.cursors,
    rows,
    input.perPage,
    (r) => toAdminPicture(r, signer),
    (r) => ({ created_at: r.picture.createdAt.toISOString(), id: r.picture.id }),
    { status },
  );
}

const reviewState = (p: { status: string; rejectionReason: string | null }) => ({
  status: p.status,
  rejection_reason: p.rejectionReason,
});

async function review(
  ctx: Ctx,
  input: { id: string; status: 'approved' | 'rejected'; reason?: string },
): Promise<AdminPicture> {
  if (!isUuid(input.id)) throw pictureNotFound();
  const admin = userIdOf(ctx);
  const row = await withTx(ctx, async (txCtx) => {
    const found = await repo.findQueueRow(txCtx.db, input.id);
    if (!found) throw pictureNotFound();
    // The profile's lock orders this with the owner's own changes to its pictures (delete, primary).
    await repo.findProfile(txCtx.db, found.profile.id, true);
    const current = await repo.findQueueRow(txCtx.db, input.id);
    if (!current) throw pictureNotFound();
    if (current.picture.status === input.status) return current;
    const now = ctx.deps.clock.now();
    const picture = await repo.setPictureReview(txCtx.db, input.id, {
      status: input.status,
      rejectionReason: input.status === 'rejected' ? (input.reason ?? '') : null,
      reviewedAt: now,
      reviewedByUserId: admin,
    });
    const { profile } = current;
    await record(txCtx, {
      action: input.status === 'approved' ? 'picture.approve' : 'picture.reject',
      entity: { type: 'picture', id: input.id },
      // The names label the entry in the audit log (the picture has none).
      before: {
        ...reviewState(current.picture),
        profile_id: profile.id,
        first_name: profile.firstName,
        last_name: profile.lastName,
      },
      after: reviewState(picture),
    });
    if (input.status === 'rejected') {
      await notify(txCtx, {
        userId: profile.userId,
        profileId: profile.id,
        type: 'picture.rejected',
        title: { id: 'pictureRejectedTitle' },
        body: {
          id: 'pictureRejectedBody',
          params: { name: `${profile.firstName} ${profile.lastName}`, reason: input.reason ?? '' },
        },
        names: { name: namedOf(profile) },
        data: { type: 'picture', id: input.id },
      });
    }
    return { ...current, picture };
  });
  return toAdminPicture(row, await pictureSigner(ctx.deps, admin));
}

export const approvePicture = (ctx: Ctx, input: { id: string }) =>
  review(ctx, { id: input.id, status: 'approved' });

export const rejectPicture = (ctx: Ctx, input: { id: string; reason: string }) =>
  review(ctx, { id: input.id, status: 'rejected', reason: input.reason });
