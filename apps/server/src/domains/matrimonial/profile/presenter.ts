import { type AdminProfile, maskMobile, type Picture, type Profile, type ProfileCard } from '@samaj/shared';
import type { PictureSigner } from '../picture/picture-urls.ts';
import type {
  accountHolders,
  CardPictureRow,
  CardRow,
  liveConsentRequests,
  PictureRow,
  ProfileRow,
  RevisionRow,
  userNames,
} from '../repository.ts';
import { ageOn } from './rules.ts';
import { accountLatinName, latinAnswerOf } from './names.ts';
import { ownerStateOf } from './completeness.ts';
import { picturesShownTo } from '../picture/photo-privacy.ts';
import { revisionColumns, toPendingRevision } from '../revision/revisions.ts';

/**
 * Profiles, cards and pictures as the API answers them, for the owner and for others. The presenters
 * only format: what they show is read first by profile/read.ts (`readCards`, `readProfile`,
 * `readAdminProfiles`), which does every query.
 */

export type Contact = { mobile: string; name: string };

/**
 * The contact's name (the account holder's, as they wrote it at registration) with a Latin-letter form
 * readers of another script see: the name itself in A–Z, a transliteration from Gujarati or Devanagari,
 * none from Urdu (the reader then sees it as written).
 */
function withLatinName(contact: Contact): Contact & { name_latin?: string } {
  const latin = accountLatinName(contact.name);
  return latin ? { ...contact, name_latin: latin } : contact;
}

export function toPicture(row: CardPictureRow, signer: PictureSigner): Picture {
  const urls = signer.urls(row.id);
  return {
    id: row.id,
    url: urls.large,
    thumb_url: urls.thumb,
    is_primary: row.isPrimary,
    status: row.status as Picture['status'],
    rejection_reason: row.rejectionReason,
    created_at: row.createdAt.toISOString(),
  };
}

export const preferencesOf = (row: ProfileRow) => ({
  prefer_marital_status: row.preferMaritalStatus as Profile['prefer_marital_status'],
  prefer_with_job: row.preferWithJob as Profile['prefer_with_job'],
  prefer_min_age: row.preferMinAge,
  prefer_max_age: row.preferMaxAge,
});

/** A profile with what its full answer shows (readProfile reads it). */
export interface ProfileRead {
  row: ProfileRow;
  /** Its primary picture, whatever its review (the owner and the office see it). */
  picture: CardPictureRow | undefined;
  /** Signs the picture URLs for the viewer (the owner, or the admin who acts). */
  signer: PictureSigner;
  /** India's date, for the age. */
  today: string;
  /** The profile's pictures that are not rejected (completeness counts them). */
  livePictures: number;
  /** Its changes waiting for the office (the owner's and the office's answers show them). */
  revision: RevisionRow | undefined;
}

/** A profile in full, as its owner (or the office) sees it. */
export function toProfile(read: ProfileRead): Profile {
  const { row, picture, signer, today, livePictures, revision } = read;
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    ...latinAnswerOf(row),
    gender: row.gender as Profile['gender'],
    date_of_birth: row.dateOfBirth,
    age: ageOn(row.dateOfBirth, today),
    marital_status: row.maritalStatus as Profile['marital_status'],
    has_job: row.hasJob,
    occupation: row.occupation,
    education: row.education,
    height_cm: row.heightCm,
    city: row.city,
    place_id: row.placeId,
    state: row.state,
    country: row.country,
    mother_tongue: row.motherTongue,
    about: row.about,
    relation: row.relation as Profile['relation'],
    approved_on: row.approvedOn?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
    is_last_selected: row.isLastSelected,
    ...preferencesOf(row),
    photo_visibility: row.photoVisibility as Profile['photo_visibility'],
    community: row.community as Profile['community'],
    native_place: row.nativePlace,
    is_paused: row.isPaused,
    pause_reason: row.pauseReason as Profile['pause_reason'],
    no_picture: row.noPicture,
    // The owner is not asked to fill in what waits for the office.
    ...ownerStateOf(revision ? { ...row, ...revisionColumns(revision.fields) } : row, livePictures),
    consent_mobile: row.consentMobile,
    consent_by_account: row.consentUserId !== null,
    share_contact: row.shareContact as Profile['share_contact'],
    pending_revision: toPendingRevision(revision),
    primary_picture: picture ? toPicture(picture, signer) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * What others see: no date of birth (age only), and the owner's contact only after an accepted interest.
 * `pic` is what the viewer may see (cardsOf applies photo privacy): undefined gives no picture URL.
 */
export function toCard(
  row: CardRow,
  pic: CardPictureRow | undefined,
  contact: Contact | undefined,
  signer: PictureSigner,
  today: string,
  shortlisted = false,
): ProfileCard {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    ...latinAnswerOf(row),
    gender: row.gender as ProfileCard['gender'],
    age: ageOn(row.dateOfBirth, today),
    marital_status: row.maritalStatus as ProfileCard['marital_status'],
    has_job: row.hasJob,
    occupation: row.occupation,
    education: row.education,
    height_cm: row.heightCm,
    city: row.city,
    place_id: row.placeId,
    state: row.state,
    country: row.country,
    mother_tongue: row.motherTongue,
    relation: row.relation as ProfileCard['relation'],
    community: row.community as ProfileCard['community'],
    native_place: row.nativePlace,
    verified: row.verifiedAt !== null,
    shortlisted,
    is_paused: row.isPaused,
    photo_visibility: row.photoVisibility as ProfileCard['photo_visibility'],
    primary_picture: pic ? toPicture(pic, signer) : null,
    contact: contact ? withLatinName(contact) : null,
  };
}

/** What the cards of some rows need for one viewer (readCards reads it). */
export interface CardsRead {
  /** The account that looks: its own rows show as their owner sees them. */
  viewerUserId: string;
  /**
   * Each row's card picture: the owner's primary for the viewer's own rows; for others the approved
   * one, none across a block or of a profile not approved. Photo privacy is applied on top (cardsOf).
   */
  pictures: Map<string, CardPictureRow>;
  /** The rows' contacts an accepted interest without a block shows the viewer. */
  contacts: Map<string, Contact>;
  /** Of those, the ones the other family has not shared yet (it shares its number by choice). */
  withheld: Set<string>;
  /** The rows on the viewer's active profile's shortlist. */
  shortlisted: Set<string>;
  /** Signs the picture URLs for the viewer. */
  signer: PictureSigner;
  /** India's date, for the ages. */
  today: string;
}

/**
 * The viewer's card of each row. Every card passes through here, and here photo privacy is applied
 * (photo-privacy.ts): the owner sees their primary picture; others an approved picture only, and only
 * when the owner's photo_visibility lets them (`accepted`: the same accepted interest, without a
 * block, that shows the contact). A family that shares its number by choice shows it once it pressed
 * share (decision 054): until then its contact is withheld.
 */
export function cardsOf(read: CardsRead): (row: CardRow) => ProfileCard {
  const { viewerUserId, pictures, contacts, withheld, shortlisted, signer, today } = read;
  return (row) => {
    const own = row.userId === viewerUserId;
    const contact = own ? undefined : contacts.get(row.id);
    const shown = own || picturesShownTo(row.photoVisibility, { accepted: contact !== undefined });
    return toCard(
      row,
      shown ? pictures.get(row.id) : undefined,
      withheld.has(row.id) ? undefined : contact,
      signer,
      today,
      shortlisted.has(row.id),
    );
  };
}

/** Profiles with what the office's answers show (readAdminProfiles reads it). */
export interface AdminProfilesRead {
  /** Every picture of the profiles, whatever its review. */
  pictures: PictureRow[];
  /** Signs the picture URLs for the admin who acts. */
  signer: PictureSigner;
  today: string;
  /** The names of the admins who verified the families. */
  verifiers: Awaited<ReturnType<typeof userNames>>;
  /** Each profile's changes waiting for the office. */
  revisions: Map<string, RevisionRow>;
  /** The number a consent code was sent to and is still live, by profile. */
  consentAsked: Awaited<ReturnType<typeof liveConsentRequests>>;
  /** The accounts that keep the profiles. */
  holders: Awaited<ReturnType<typeof accountHolders>>;
}

/** Profiles as the office sees them: in full, every picture, and who verified the family. */
export function toAdminProfiles(read: AdminProfilesRead): (r: ProfileRow) => AdminProfile {
  const { signer, today } = read;
  return (r) => {
    const own = read.pictures.filter((p) => p.profileId === r.id);
    const live = own.filter((p) => p.status !== 'rejected').length;
    const by = r.verifiedAt && r.verifiedByUserId ? r.verifiedByUserId : null;
    return {
      ...toProfile({
        row: r,
        picture: own.find((p) => p.isPrimary),
        signer,
        today,
        livePictures: live,
        revision: read.revisions.get(r.id),
      }),
      pictures: own.map((p) => toPicture(p, signer)),
      verified_by: by ? { user_id: by, name: read.verifiers.get(by) ?? '' } : null,
      verification_note: r.verifiedAt ? r.verificationNote : null,
      ...consentForOffice(r, read.consentAsked.get(r.id)),
      account: accountForOffice(r, read.holders.get(r.userId)),
    };
  };
}

/**
 * The account that keeps the profile, as the office calls it (docs/api.md "What families read"): the
 * holder's name and number in full (the office may call them; members never receive this answer) and
 * how the candidate is related to them.
 */
function accountForOffice(
  r: ProfileRow,
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
  r: ProfileRow,
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
