import { randomUUID } from 'node:crypto';
import { MATRIMONIAL_LIMITS, type Picture } from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import { fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/pagination.ts';
import { processPicture } from './images.ts';
import { pictureSigner, verifyPictureUrl, type PictureVariant } from './picture-urls.ts';
import * as repo from './repository.ts';
import { maySeeProfile, ownProfile, profileNotFound, visibleProfile } from './access.ts';
import { toPicture } from './answers.ts';

/** Pictures of a profile: upload, list, delete, primary, and the signed image files. */

export async function removeFiles(deps: AppDeps, keys: string[]) {
  await Promise.all(
    keys.map((key) =>
      deps.storage
        .delete(key)
        .catch((error) => deps.log?.warn({ err: error, key }, 'picture file not removed')),
    ),
  );
}

export async function listPictures(deps: AppDeps, userId: string, profileId: string): Promise<Picture[]> {
  if (!isUuid(profileId)) throw profileNotFound();
  const row = await repo.findProfile(deps.database.db, profileId);
  if (!row || row.userId !== userId) await visibleProfile(deps, userId, profileId);
  const [pictures, signer] = await Promise.all([
    repo.listPictures(deps.database.db, profileId),
    pictureSigner(deps, userId),
  ]);
  return pictures.map((p) => toPicture(p, signer));
}

export async function addPicture(
  deps: AppDeps,
  userId: string,
  profileId: string,
  upload: Buffer,
): Promise<Picture> {
  await ownProfile(deps, userId, profileId);
  const tooMany = () =>
    fieldError('picture', `A profile can have at most ${MATRIMONIAL_LIMITS.maxPicturesPerProfile} pictures.`);
  if ((await repo.countPictures(deps.database.db, profileId)) >= MATRIMONIAL_LIMITS.maxPicturesPerProfile) {
    throw tooMany();
  }
  const { large, thumb } = await processPicture(upload);
  const id = randomUUID();
  const largeKey = `pictures/${profileId}/${id}-large.webp`;
  const thumbKey = `pictures/${profileId}/${id}-thumb.webp`;
  await deps.storage.put(largeKey, large, 'image/webp');
  await deps.storage.put(thumbKey, thumb, 'image/webp');
  try {
    const row = await deps.database.db.transaction(async (tx) => {
      // The lock makes the count and the insert one step, so two uploads cannot make a 7th.
      const profile = await repo.findProfile(tx, profileId, true);
      if (!profile) throw profileNotFound();
      const n = await repo.countPictures(tx, profileId);
      if (n >= MATRIMONIAL_LIMITS.maxPicturesPerProfile) throw tooMany();
      return repo.insertPicture(tx, {
        id,
        profileId,
        largeKey,
        thumbKey,
        isPrimary: n === 0,
        createdAt: deps.clock.now(),
      });
    });
    return toPicture(row, await pictureSigner(deps, userId));
  } catch (error) {
    await removeFiles(deps, [largeKey, thumbKey]);
    throw error;
  }
}

export async function ownPicture(
  deps: AppDeps,
  userId: string,
  profileId: string,
  pictureId: string,
  db = deps.database.db,
) {
  await ownProfile(deps, userId, profileId, true, db);
  if (!isUuid(pictureId)) throw notFound('Picture');
  const picture = await repo.findPicture(db, pictureId);
  if (!picture || picture.profileId !== profileId) throw notFound('Picture');
  return picture;
}

export async function deletePicture(deps: AppDeps, userId: string, profileId: string, pictureId: string) {
  const picture = await deps.database.db.transaction(async (tx) => {
    const pic = await ownPicture(deps, userId, profileId, pictureId, tx);
    await repo.deletePicture(tx, pictureId);
    if (pic.isPrimary) {
      const [next] = await repo.listPictures(tx, profileId);
      if (next) await repo.setPrimaryPicture(tx, profileId, next.id);
    }
    return pic;
  });
  await removeFiles(deps, [picture.largeKey, picture.thumbKey]);
}

export async function setPrimaryPicture(deps: AppDeps, userId: string, profileId: string, pictureId: string) {
  await deps.database.db.transaction(async (tx) => {
    await ownPicture(deps, userId, profileId, pictureId, tx);
    await repo.setPrimaryPicture(tx, profileId, pictureId);
  });
}

/**
 * The bytes of a picture for GET picture-files: a signed URL names its viewer (and must not have
 * expired); without a signature the bearer's user is the viewer. Either way the viewer must still
 * be allowed to see the profile now (a block or a lost approval takes effect at once).
 */
export async function readPictureFile(
  deps: AppDeps,
  input: {
    pictureId: string;
    variant: string;
    query: { u?: string; e?: string; s?: string };
    bearerUserId: string | null;
  },
): Promise<Buffer> {
  if (!isUuid(input.pictureId) || (input.variant !== 'large' && input.variant !== 'thumb')) {
    throw notFound('Picture');
  }
  let viewer: string | null;
  if (input.query.s !== undefined) {
    viewer = await verifyPictureUrl(deps, input.pictureId, input.variant, input.query);
    if (!viewer || (input.bearerUserId && input.bearerUserId !== viewer)) {
      throw forbidden('This picture link is not valid or has expired.');
    }
  } else {
    viewer = input.bearerUserId;
    if (!viewer) throw forbidden('This picture link is not valid or has expired.');
  }
  if (!isUuid(viewer)) throw forbidden('This picture link is not valid or has expired.');
  const picture = await repo.findPicture(deps.database.db, input.pictureId);
  const profile = picture && (await repo.findProfile(deps.database.db, picture.profileId));
  if (!picture || !profile || !(await maySeeProfile(deps, viewer, profile))) throw notFound('Picture');
  const body = await deps.storage.get(
    (input.variant as PictureVariant) === 'large' ? picture.largeKey : picture.thumbKey,
  );
  if (!body) throw notFound('Picture');
  return body;
}
