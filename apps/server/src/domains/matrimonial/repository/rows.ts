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
/** A card row as JSON brings it: the instant as its text. */
export type CardJson = Omit<CardRow, 'verifiedAt'> & { verifiedAt: string | null };
/** The columns of a picture a card shows. */
export const cardPictureColumns = {
  id: profilePictures.id,
  isPrimary: profilePictures.isPrimary,
  status: profilePictures.status,
  rejectionReason: profilePictures.rejectionReason,
  createdAt: profilePictures.createdAt,
};
export type CardPictureRow = Pick<PictureRow, keyof typeof cardPictureColumns>;

/**
 * A card row from the JSON a statement wrote with cardColumns' names (the match search's page), each
 * column named: on the search's hot path, copying them by object rest and spread
 * (`{ pictureId, ..., ...rest }`) cost more than parsing the page's JSON (about 10 µs a match). Typed
 * as CardRow, so a column added to cardColumns and not here fails to compile.
 */
export function cardRowOf(m: CardJson): CardRow {
  return {
    id: m.id,
    userId: m.userId,
    firstName: m.firstName,
    lastName: m.lastName,
    gender: m.gender,
    dateOfBirth: m.dateOfBirth,
    maritalStatus: m.maritalStatus,
    hasJob: m.hasJob,
    occupation: m.occupation,
    education: m.education,
    heightCm: m.heightCm,
    city: m.city,
    state: m.state,
    country: m.country,
    motherTongue: m.motherTongue,
    relation: m.relation,
    photoVisibility: m.photoVisibility,
    preferMaritalStatus: m.preferMaritalStatus,
    preferWithJob: m.preferWithJob,
    preferMinAge: m.preferMinAge,
    preferMaxAge: m.preferMaxAge,
    community: m.community,
    nativePlace: m.nativePlace,
    verifiedAt: m.verifiedAt === null ? null : new Date(m.verifiedAt),
    isPaused: m.isPaused,
  };
}
