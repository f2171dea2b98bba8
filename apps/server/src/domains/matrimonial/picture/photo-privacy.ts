import { findUserById } from '../../users/service.ts';
import type { Ctx } from '../../../context.ts';
import * as repo from '../repository.ts';
import type { PictureRow, ProfileRow } from '../repository.ts';
import { maySeeProfile } from '../profile/access.ts';

/**
 * Photo privacy, enforced by the server (decision 027): the one rule that every card, profile, list of
 * pictures and picture file passes through.
 *
 * - Others see approved pictures only; the owner sees each of theirs with its review.
 * - The owner's `photo_visibility`: `members` = anyone allowed to see the profile; `accepted` = only a
 *   viewer with an accepted interest between this profile and one of theirs (and no block: the same
 *   rule as the contact number); `hidden` = nobody but the owner (and admins reviewing).
 *
 * A viewer not entitled gets no picture URL at all.
 */

/** Whether a viewer who is not the owner may see the profile's (approved) pictures. */
export function picturesShownTo(visibility: string, viewer: { accepted: boolean }): boolean {
  if (visibility === 'members') return true;
  if (visibility === 'accepted') return viewer.accepted;
  return false;
}

type Reviewed = { status: string; isPrimary: boolean; createdAt: Date; id: string };

/**
 * The picture a card or profile shows, among one profile's pictures: for the owner, the primary
 * whatever its review; for others (already found entitled), the primary if approved, else the earliest
 * approved picture, else none.
 */
export function cardPictureOf<P extends Reviewed>(pictures: P[], forOwner: boolean): P | undefined {
  if (forOwner) return pictures.find((p) => p.isPrimary);
  const approved = pictures.filter((p) => p.status === 'approved');
  return (
    approved.find((p) => p.isPrimary) ??
    approved.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))[0]
  );
}

/** Whether an accepted interest (and no block) joins `profile` to one of `viewer`'s profiles. */
export async function hasAcceptedInterest(ctx: Ctx, viewer: string, profile: ProfileRow): Promise<boolean> {
  return (await repo.acceptedContacts(ctx.db, viewer, [profile.id])).has(profile.id);
}

/**
 * Whether `viewer` (a user id: a signed URL names the user it was made for) may see this picture of
 * this profile now: the owner and admins always; others only if allowed to see the profile, the
 * picture is approved and the owner's photo_visibility lets them.
 */
export async function maySeePicture(
  ctx: Ctx,
  viewer: string,
  profile: ProfileRow,
  picture: PictureRow,
): Promise<boolean> {
  if (profile.userId === viewer) return true;
  const user = await findUserById(ctx.db, viewer);
  if (user?.isAdmin) return true;
  if (picture.status !== 'approved' || profile.photoVisibility === 'hidden') return false;
  if (!(await maySeeProfile(ctx, viewer, profile))) return false;
  return picturesShownTo(profile.photoVisibility, {
    accepted: profile.photoVisibility === 'accepted' && (await hasAcceptedInterest(ctx, viewer, profile)),
  });
}
