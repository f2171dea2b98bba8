import { randomUUID } from 'node:crypto';
import { MATRIMONIAL_LIMITS, type Picture } from '@samaj/shared';
import { type Ctx, userIdOf, withTx } from '../../../context.ts';
import { fieldError, forbidden, notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/pagination.ts';
import { processPicture } from './images.ts';
import { pictureSigner, verifyPictureUrl, type PictureVariant } from './picture-urls.ts';
import * as repo from '../repository.ts';
import { ownProfile, profileNotFound, visibleProfile } from '../profile/access.ts';
import { toPicture } from '../profile/presenter.ts';
import { hasAcceptedInterest, maySeePicture, picturesShownTo } from './photo-privacy.ts';

/** Pictures of a profile: upload, list, delete, primary, and the signed image files. */

/** Best effort, after the change: an orphaned file is harmless, a failed request over it is not. */
export async function removeFiles(ctx: Ctx, keys: string[]) {
  const { deps } = ctx;
  await Promise.all(
    keys.map((key) =>
      deps.storage
        .delete(key)
        .catch((error) => deps.log?.warn({ err: error, key }, 'picture file not removed')),
    ),
  );
}

/**
 * A profile's pictures: all of them, each with its review, for its owner; for someone allowed to view
 * the profile, the approved ones when the owner's photo_visibility lets them see pictures, else none.
 */
export async function listPictures(ctx: Ctx, input: { profileId: string }): Promise<Picture[]> {
  const { profileId } = input;
  const viewer = userIdOf(ctx);
  if (!isUuid(profileId)) throw profileNotFound();
  const row = await repo.findProfile(ctx.db, profileId);
  const own = row?.userId === viewer;
  if (!own) {
    const { target } = await visibleProfile(ctx, profileId);
    const accepted =
      target.photoVisibility === 'accepted' && (await hasAcceptedInterest(ctx, viewer, target));
    if (!picturesShownTo(target.photoVisibility, { accepted })) return [];
  }
  const [pictures, signer] = await Promise.all([
    repo.listPictures(ctx.db, profileId),
    pictureSigner(ctx.deps, viewer),
  ]);
  return pictures.filter((p) => own || p.status === 'approved').map((p) => toPicture(p, signer));
}

export async function addPicture(ctx: Ctx, input: { profileId: string; upload: Buffer }): Promise<Picture> {
  const { deps } = ctx;
  const { profileId } = input;
  await ownProfile(ctx, profileId);
  const tooMany = () =>
    fieldError('picture', 'picturesAtMost', { max: MATRIMONIAL_LIMITS.maxPicturesPerProfile });
  if ((await repo.countPictures(ctx.db, profileId)) >= MATRIMONIAL_LIMITS.maxPicturesPerProfile) {
    throw tooMany();
  }
  const { large, thumb } = await processPicture(input.upload);
  const id = randomUUID();
  const largeKey = `pictures/${profileId}/${id}-large.webp`;
  const thumbKey = `pictures/${profileId}/${id}-thumb.webp`;
  try {
    // Inside the try: a thumbnail that fails to store takes the large one with it (no object without a row).
    await deps.storage.put(largeKey, large, 'image/webp');
    await deps.storage.put(thumbKey, thumb, 'image/webp');
    const row = await withTx(ctx, async (txCtx) => {
      // The lock makes the count and the insert one step, so two uploads cannot make a 7th.
      const profile = await repo.findProfile(txCtx.db, profileId, true);
      if (!profile) throw profileNotFound();
      const n = await repo.countPictures(txCtx.db, profileId);
      if (n >= MATRIMONIAL_LIMITS.maxPicturesPerProfile) throw tooMany();
      return repo.insertPicture(txCtx.db, {
        id,
        profileId,
        largeKey,
        thumbKey,
        isPrimary: n === 0,
        createdAt: deps.clock.now(),
      });
    });
    return toPicture(row, await pictureSigner(deps, userIdOf(ctx)));
  } catch (error) {
    await removeFiles(ctx, [largeKey, thumbKey]);
    throw error;
  }
}

/** A picture of one of the caller's profiles; the profile is locked (call inside withTx). */
export async function ownPicture(ctx: Ctx, input: { profileId: string; pictureId: string }) {
  await ownProfile(ctx, input.profileId, true);
  if (!isUuid(input.pictureId)) throw notFound('Picture');
  const picture = await repo.findPicture(ctx.db, input.pictureId);
  if (!picture || picture.profileId !== input.profileId) throw notFound('Picture');
  return picture;
}

export async function deletePicture(ctx: Ctx, input: { profileId: string; pictureId: string }) {
  const picture = await withTx(ctx, async (txCtx) => {
    const pic = await ownPicture(txCtx, input);
    await repo.deletePicture(txCtx.db, input.pictureId);
    if (pic.isPrimary) {
      const [next] = await repo.listPictures(txCtx.db, input.profileId);
      if (next) await repo.setPrimaryPicture(txCtx.db, input.profileId, next.id);
    }
    return pic;
  });
  await removeFiles(ctx, [picture.largeKey, picture.thumbKey]);
}

export async function setPrimaryPicture(ctx: Ctx, input: { profileId: string; pictureId: string }) {
  await withTx(ctx, async (txCtx) => {
    await ownPicture(txCtx, input);
    await repo.setPrimaryPicture(txCtx.db, input.profileId, input.pictureId);
  });
}

/**
 * The bytes of a picture for GET picture-files: a signed URL names its viewer (and must not have
 * expired); without a signature the bearer's user (ctx's actor, null when anonymous) is the viewer.
 * Either way the viewer must still be allowed to see this picture now (photo-privacy.ts: a block, a lost
 * approval, a picture not or no longer approved, a stricter photo_visibility take effect at once).
 */
export async function readPictureFile(
  ctx: Ctx,
  input: { pictureId: string; variant: string; query: { u?: string; e?: string; s?: string } },
): Promise<Buffer> {
  const { deps } = ctx;
  const bearerUserId = ctx.actor;
  if (!isUuid(input.pictureId) || (input.variant !== 'large' && input.variant !== 'thumb')) {
    throw notFound('Picture');
  }
  let viewer: string | null;
  if (input.query.s !== undefined) {
    viewer = await verifyPictureUrl(deps, input.pictureId, input.variant, input.query);
    if (!viewer || (bearerUserId && bearerUserId !== viewer)) {
      throw forbidden('pictureLinkInvalid');
    }
  } else {
    viewer = bearerUserId;
    if (!viewer) throw forbidden('pictureLinkInvalid');
  }
  if (!isUuid(viewer)) throw forbidden('pictureLinkInvalid');
  const picture = await repo.findPicture(ctx.db, input.pictureId);
  const profile = picture && (await repo.findProfile(ctx.db, picture.profileId));
  if (!picture || !profile || !(await maySeePicture(ctx, viewer, profile, picture))) {
    throw notFound('Picture');
  }
  const body = await deps.storage.get(
    (input.variant as PictureVariant) === 'large' ? picture.largeKey : picture.thumbKey,
  );
  if (!body) throw notFound('Picture');
  return body;
}
