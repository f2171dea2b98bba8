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
  firstNameLatin: profiles.firstNameLatin,
  lastNameLatin: profiles.lastNameLatin,
  gender: profiles.gender,
  dateOfBirth: profiles.dateOfBirth,
  maritalStatus: profiles.maritalStatus,
  hasJob: profiles.hasJob,
  occupation: profiles.occupation,
  education: profiles.education,
  heightCm: profiles.heightCm,
  city: profiles.city,
  placeId: profiles.placeId,
  state: profiles.state,
  country: profiles.country,
  motherTongue: profiles.motherTongue,
  relation: profiles.relation,
  /** Who may see the pictures (profile/presenter.ts applies it to every card and profile). */
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

/** Each card column's index in an array written in cardColumns' order (the search's matches). */
const CARD_AT = Object.fromEntries(Object.keys(cardColumns).map((key, i) => [key, i])) as Record<
  keyof CardJson,
  number
>;

/**
 * A card row from a JSON array a statement wrote with the card columns first, in cardColumns' order
 * (the match search's page, decision 035), each column named: on the search's hot path, copying
 * them by object rest and spread cost more than parsing the page's JSON (decision 030). Typed as
 * CardRow, so a column added to cardColumns and not here fails to compile.
 */
export function cardRowAt(m: readonly unknown[]): CardRow {
  const verifiedAt = m[CARD_AT.verifiedAt] as string | null;
  return {
    id: m[CARD_AT.id] as CardRow['id'],
    userId: m[CARD_AT.userId] as CardRow['userId'],
    firstName: m[CARD_AT.firstName] as CardRow['firstName'],
    lastName: m[CARD_AT.lastName] as CardRow['lastName'],
    firstNameLatin: m[CARD_AT.firstNameLatin] as CardRow['firstNameLatin'],
    lastNameLatin: m[CARD_AT.lastNameLatin] as CardRow['lastNameLatin'],
    gender: m[CARD_AT.gender] as CardRow['gender'],
    dateOfBirth: m[CARD_AT.dateOfBirth] as CardRow['dateOfBirth'],
    maritalStatus: m[CARD_AT.maritalStatus] as CardRow['maritalStatus'],
    hasJob: m[CARD_AT.hasJob] as CardRow['hasJob'],
    occupation: m[CARD_AT.occupation] as CardRow['occupation'],
    education: m[CARD_AT.education] as CardRow['education'],
    heightCm: m[CARD_AT.heightCm] as CardRow['heightCm'],
    city: m[CARD_AT.city] as CardRow['city'],
    placeId: m[CARD_AT.placeId] as CardRow['placeId'],
    state: m[CARD_AT.state] as CardRow['state'],
    country: m[CARD_AT.country] as CardRow['country'],
    motherTongue: m[CARD_AT.motherTongue] as CardRow['motherTongue'],
    relation: m[CARD_AT.relation] as CardRow['relation'],
    photoVisibility: m[CARD_AT.photoVisibility] as CardRow['photoVisibility'],
    preferMaritalStatus: m[CARD_AT.preferMaritalStatus] as CardRow['preferMaritalStatus'],
    preferWithJob: m[CARD_AT.preferWithJob] as CardRow['preferWithJob'],
    preferMinAge: m[CARD_AT.preferMinAge] as CardRow['preferMinAge'],
    preferMaxAge: m[CARD_AT.preferMaxAge] as CardRow['preferMaxAge'],
    community: m[CARD_AT.community] as CardRow['community'],
    nativePlace: m[CARD_AT.nativePlace] as CardRow['nativePlace'],
    verifiedAt: verifiedAt === null ? null : new Date(verifiedAt),
    isPaused: m[CARD_AT.isPaused] as CardRow['isPaused'],
  };
}
