import type { AdminProfile, Profile, ProfileCard } from '@samaj/shared';
import { type Ctx, userIdOf } from '../../../context.ts';
import { todayInIndia } from '../../../lib/clock.ts';
import { pictureSigner } from '../picture/picture-urls.ts';
import { cardPictureOf } from '../picture/photo-privacy.ts';
import * as repo from '../repository.ts';
import type { CardPictureRow, CardRow, ProfileRow } from '../repository.ts';
import {
  type AdminProfilesRead,
  cardsOf,
  type CardsRead,
  type Contact,
  type ProfileRead,
  toAdminProfiles,
  toProfile,
} from './presenter.ts';

/**
 * What the answers of profiles and cards show, read for the verbs that answer them (presenter.ts
 * formats it): every query of a card, a profile or the office's profile is here.
 */

/**
 * Reads what cards of `rows` need for the caller (ctx's actor): pictures, contacts, a URL signer.
 * `known` is what the caller's query already brought (the match search's statement): each row's
 * approved card picture and its contact, when an accepted interest without a block shows it.
 * Photo privacy is applied to what is read here when the cards are made (presenter.ts `cardsOf`).
 */
export async function readCards(
  ctx: Ctx,
  rows: CardRow[],
  known?: {
    pictures: Map<string, CardPictureRow>;
    /** The rows' contacts, already looked up (an accepted interest with the viewer, no block). */
    contacts: Map<string, Contact>;
    /** The rows on the caller's active profile's shortlist (else looked up here). */
    shortlisted?: Set<string>;
  },
): Promise<CardsRead> {
  const { deps, db } = ctx;
  const viewerUserId = userIdOf(ctx);
  const others = rows.filter((r) => r.userId !== viewerUserId).map((r) => r.id);
  const [pictures, contacts, signer, shortlisted] = await Promise.all([
    known?.pictures ?? cardPictures(ctx, rows),
    known?.contacts ?? repo.acceptedContacts(db, viewerUserId, others),
    pictureSigner(deps, viewerUserId),
    known?.shortlisted ?? repo.shortlistedByActive(db, viewerUserId, others),
  ]);
  // A family that shares its number by choice shows it once it pressed share (decision 054).
  const withheld = await repo.contactsWithheld(db, viewerUserId, [...contacts.keys()]);
  return {
    viewerUserId,
    pictures,
    contacts,
    withheld,
    shortlisted,
    signer,
    today: todayInIndia(deps.clock),
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
  const card = cardsOf(
    await readCards(
      ctx,
      shown.map((r) => r.profile),
    ),
  );
  return (r) => toItem(r, card(r.profile));
}

/** Reads what a profile's full answer shows to `viewer` (its owner, or the admin who acts). */
export async function readProfile(ctx: Ctx, row: ProfileRow, viewer = userIdOf(ctx)): Promise<ProfileRead> {
  const [pics, signer, live, revision] = await Promise.all([
    repo.primaryPictures(ctx.db, [row.id]),
    pictureSigner(ctx.deps, viewer),
    repo.livePictureCounts(ctx.db, [row.id]),
    repo.findPendingRevision(ctx.db, row.id),
  ]);
  return {
    row,
    picture: pics.get(row.id),
    signer,
    today: todayInIndia(ctx.deps.clock),
    livePictures: live.get(row.id) ?? 0,
    revision,
  };
}

/** A profile in full as `viewer` (its owner, or the admin who acts) sees it: read, then presented. */
export async function fullProfile(ctx: Ctx, row: ProfileRow, viewer = userIdOf(ctx)): Promise<Profile> {
  return toProfile(await readProfile(ctx, row, viewer));
}

/** Reads what the office's answers of `rows` show (one batch of queries for them all). */
export async function readAdminProfiles(ctx: Ctx, rows: ProfileRow[]): Promise<AdminProfilesRead> {
  const { deps } = ctx;
  const ids = rows.map((r) => r.id);
  const verifierIds = [...new Set(rows.flatMap((r) => (r.verifiedByUserId ? [r.verifiedByUserId] : [])))];
  const [pictures, signer, verifiers, revisions, consentAsked, holders] = await Promise.all([
    repo.picturesOfProfiles(ctx.db, ids),
    // The signed picture URLs are the admin's (the actor's).
    pictureSigner(deps, userIdOf(ctx)),
    repo.userNames(ctx.db, verifierIds),
    repo.pendingRevisions(ctx.db, ids),
    repo.liveConsentRequests(ctx.db, ids, deps.clock.now()),
    repo.accountHolders(ctx.db, [...new Set(rows.map((r) => r.userId))]),
  ]);
  return { pictures, signer, today: todayInIndia(deps.clock), verifiers, revisions, consentAsked, holders };
}

/** Profiles as the office sees them: read, then presented. */
export async function adminProfiles(ctx: Ctx, rows: ProfileRow[]): Promise<(r: ProfileRow) => AdminProfile> {
  return toAdminProfiles(await readAdminProfiles(ctx, rows));
}
