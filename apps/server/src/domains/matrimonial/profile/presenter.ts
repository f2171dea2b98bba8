import { type Picture, type Profile, type ProfileCard } from '@samaj/shared';
import { type Ctx, userIdOf } from '../../../context.ts';
import { todayInIndia } from '../../../lib/clock.ts';
import { pictureSigner, type PictureSigner } from '../picture/picture-urls.ts';
import * as repo from '../repository.ts';
import type { CardPictureRow, CardRow, ProfileRow } from '../repository.ts';
import { ageOn } from './rules.ts';
import { accountLatinName, latinAnswerOf } from './names.ts';
import { ownerStateOf } from './completeness.ts';
import { cardPictureOf, picturesShownTo } from '../picture/photo-privacy.ts';
import { revisionColumns, toPendingRevision } from '../revision/revisions.ts';

/** Profiles, cards and pictures as the API answers them, for the owner and for others. */

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

export function toProfile(
  row: ProfileRow,
  pic: CardPictureRow | undefined,
  signer: PictureSigner,
  today: string,
  /** The profile's pictures that are not rejected (completeness counts them). */
  livePictures: number,
  /** Its changes waiting for the office (the owner's and the office's answers show them). */
  revision?: repo.RevisionRow,
): Profile {
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
    primary_picture: pic ? toPicture(pic, signer) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/**
 * What others see: no date of birth (age only), and the owner's contact only after an accepted interest.
 * `pic` is what the viewer may see (cardContext applies photo privacy): undefined gives no picture URL.
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

/**
 * Loads what cards of `rows` need for the caller (ctx's actor): pictures, contacts, a URL signer.
 * `known` is what the caller's query already brought (the match search's statement): each row's
 * approved card picture and its contact, when an accepted interest without a block shows it.
 *
 * Every card passes through here, and here photo privacy is applied (photo-privacy.ts): the owner
 * sees their primary picture; others an approved picture only, and only when the owner's
 * photo_visibility lets them (`accepted`: the same accepted interest, without a block, that shows
 * the contact).
 */
export async function cardContext(
  ctx: Ctx,
  rows: CardRow[],
  known?: {
    pictures: Map<string, CardPictureRow>;
    /** The rows' contacts, already looked up (an accepted interest with the viewer, no block). */
    contacts: Map<string, { mobile: string; name: string }>;
    /** The rows on the caller's active profile's shortlist (else looked up here). */
    shortlisted?: Set<string>;
  },
) {
  const { deps, db } = ctx;
  const viewerUserId = userIdOf(ctx);
  const others = rows.filter((r) => r.userId !== viewerUserId).map((r) => r.id);
  const [pics, contacts, signer, shortlisted] = await Promise.all([
    known?.pictures ?? cardPictures(ctx, rows),
    known?.contacts ?? repo.acceptedContacts(db, viewerUserId, others),
    pictureSigner(deps, viewerUserId),
    known?.shortlisted ??
      repo.shortlistedByActive(
        db,
        viewerUserId,
        rows.filter((r) => r.userId !== viewerUserId).map((r) => r.id),
      ),
  ]);
  // A family that shares its number by choice shows it once it pressed share (issue 33, decision 054).
  const withheld = await repo.contactsWithheld(db, viewerUserId, [...contacts.keys()]);
  const today = todayInIndia(deps.clock);
  return {
    card: (row: CardRow) => {
      const own = row.userId === viewerUserId;
      const contact = own ? undefined : contacts.get(row.id);
      const shown = own || picturesShownTo(row.photoVisibility, { accepted: contact !== undefined });
      return toCard(
        row,
        shown ? pics.get(row.id) : undefined,
        withheld.has(row.id) ? undefined : contact,
        signer,
        today,
        shortlisted.has(row.id),
      );
    },
  };
}

/**
 * Each row's card picture: the owner's primary for the caller's own rows; for others, the approved
 * one, and none across a block either way or of a profile not approved (rows of lists made before:
 * interests, views, the blocked list), as the picture files refuse them too.
 */
async function cardPictures(ctx: Ctx, rows: CardRow[]): Promise<Map<string, CardPictureRow>> {
  const viewerUserId = userIdOf(ctx);
  const own = (r: CardRow) => r.userId === viewerUserId;
  const unapproved = (r: CardRow) => 'approvedOn' in r && r.approvedOn === null;
  const candidates = rows.filter((r) => own(r) || (r.photoVisibility !== 'hidden' && !unapproved(r)));
  const blocked = await repo.blockedAmong(
    ctx.db,
    viewerUserId,
    candidates.filter((r) => !own(r)).map((r) => r.id),
  );
  const all = await repo.picturesOfProfiles(
    ctx.db,
    candidates.filter((r) => !blocked.has(r.id)).map((r) => r.id),
  );
  const out = new Map<string, CardPictureRow>();
  for (const row of rows) {
    const pic = cardPictureOf(
      all.filter((p) => p.profileId === row.id),
      row.userId === viewerUserId,
    );
    if (pic) out.set(row.id, pic);
  }
  return out;
}

/** listPage's `items` for rows that each carry a profile: the caller's card of it, plus the row's own. */
export async function withCards<Row extends { profile: ProfileRow }, Item>(
  ctx: Ctx,
  shown: Row[],
  toItem: (row: Row, card: ProfileCard) => Item,
): Promise<(row: Row) => Item> {
  const { card } = await cardContext(
    ctx,
    shown.map((r) => r.profile),
  );
  return (r) => toItem(r, card(r.profile));
}

/** A profile in full as `viewer` (its owner, or the admin who acts) sees it. */
export async function fullProfile(ctx: Ctx, row: ProfileRow, viewer = userIdOf(ctx)): Promise<Profile> {
  const [pics, signer, live, revision] = await Promise.all([
    repo.primaryPictures(ctx.db, [row.id]),
    pictureSigner(ctx.deps, viewer),
    repo.livePictureCounts(ctx.db, [row.id]),
    repo.findPendingRevision(ctx.db, row.id),
  ]);
  return toProfile(
    row,
    pics.get(row.id),
    signer,
    todayInIndia(ctx.deps.clock),
    live.get(row.id) ?? 0,
    revision,
  );
}
