import type { interests } from '../../../db/schema/index.ts';
import { profilePictures, profiles } from '../../../db/schema/index.ts';

/** Row types and the column sets of cards, shared by the matrimonial queries. */

export type ProfileRow = typeof profiles.$inferSelect;
export type NewProfile = typeof profiles.$inferInsert;
export type PictureRow = typeof profilePictures.$inferSelect;
export type InterestRow = typeof interests.$inferSelect;

/** The columns a profile card shows or a match is judged on (no about text, no timestamps). */
export const cardColumns = {
  id: profiles.id,
  userId: profiles.userId,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
  gender: profiles.gender,
  dateOfBirth: profiles.dateOfBirth,
  maritalStatus: profiles.maritalStatus,
  hasJob: profiles.hasJob,
  occupation: profiles.occupation,
  education: profiles.education,
  heightCm: profiles.heightCm,
  city: profiles.city,
  state: profiles.state,
  country: profiles.country,
  motherTongue: profiles.motherTongue,
  relation: profiles.relation,
  /** Who may see the pictures (answers.ts applies it to every card and profile). */
  photoVisibility: profiles.photoVisibility,
  preferMaritalStatus: profiles.preferMaritalStatus,
  preferWithJob: profiles.preferWithJob,
  preferMinAge: profiles.preferMinAge,
  preferMaxAge: profiles.preferMaxAge,
  community: profiles.community,
  nativePlace: profiles.nativePlace,
  /** Cards say `verified`; a paused profile shows as paused (in shortlists). */
  verifiedAt: profiles.verifiedAt,
  isPaused: profiles.isPaused,
};
export type CardRow = Pick<ProfileRow, keyof typeof cardColumns>;
/** The columns of a picture a card shows. */
export const cardPictureColumns = {
  id: profilePictures.id,
  isPrimary: profilePictures.isPrimary,
  status: profilePictures.status,
  rejectionReason: profilePictures.rejectionReason,
  createdAt: profilePictures.createdAt,
};
export type CardPictureRow = Pick<PictureRow, keyof typeof cardPictureColumns>;
