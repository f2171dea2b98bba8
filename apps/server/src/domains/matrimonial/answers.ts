import { type CursorPage, type Picture, type Profile, type ProfileCard } from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import { todayInIndia } from '../../lib/clock.ts';
import { buildCursorPage } from '../../lib/pagination.ts';
import { pictureSigner, type PictureSigner } from './picture-urls.ts';
import * as repo from './repository.ts';
import type { CardPictureRow, CardRow, ProfileRow } from './repository.ts';
import { ageOn } from './rules.ts';

/** Profiles, cards and pictures as the API answers them, for the owner and for others. */

export type Contact = { mobile: string; name: string };

export function toPicture(row: CardPictureRow, signer: PictureSigner): Picture {
  const urls = signer.urls(row.id);
  return {
    id: row.id,
    url: urls.large,
    thumb_url: urls.thumb,
    is_primary: row.isPrimary,
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
): Profile {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    gender: row.gender as Profile['gender'],
    date_of_birth: row.dateOfBirth,
    age: ageOn(row.dateOfBirth, today),
    marital_status: row.maritalStatus as Profile['marital_status'],
    has_job: row.hasJob,
    occupation: row.occupation,
    education: row.education,
    height_cm: row.heightCm,
    city: row.city,
    state: row.state,
    country: row.country,
    mother_tongue: row.motherTongue,
    about: row.about,
    relation: row.relation as Profile['relation'],
    approved_on: row.approvedOn?.toISOString() ?? null,
    rejection_reason: row.rejectionReason,
    is_last_selected: row.isLastSelected,
    ...preferencesOf(row),
    primary_picture: pic ? toPicture(pic, signer) : null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** What others see: no date of birth (age only), and the owner's contact only after an accepted interest. */
export function toCard(
  row: CardRow,
  pic: CardPictureRow | undefined,
  contact: Contact | undefined,
  signer: PictureSigner,
  today: string,
): ProfileCard {
  return {
    id: row.id,
    first_name: row.firstName,
    last_name: row.lastName,
    gender: row.gender as ProfileCard['gender'],
    age: ageOn(row.dateOfBirth, today),
    marital_status: row.maritalStatus as ProfileCard['marital_status'],
    has_job: row.hasJob,
    occupation: row.occupation,
    education: row.education,
    height_cm: row.heightCm,
    city: row.city,
    state: row.state,
    country: row.country,
    mother_tongue: row.motherTongue,
    relation: row.relation as ProfileCard['relation'],
    primary_picture: pic ? toPicture(pic, signer) : null,
    contact: contact ?? null,
  };
}

/**
 * Loads what cards of `rows` need for one viewer: primary pictures, contacts, a URL signer. `known` is
 * what the caller's query already brought: the primary pictures, and the only rows that can have a
 * contact (an accepted interest with the viewer); contacts are then looked up for those alone.
 */
export async function cardContext(
  deps: AppDeps,
  viewerUserId: string,
  rows: CardRow[],
  known?: { pictures: Map<string, CardPictureRow>; mayHaveContact: Set<string> },
) {
  const others = rows
    .filter((r) => r.userId !== viewerUserId && (!known || known.mayHaveContact.has(r.id)))
    .map((r) => r.id);
  const [pics, contacts, signer] = await Promise.all([
    known?.pictures ??
      repo.primaryPictures(
        deps.database.db,
        rows.map((r) => r.id),
      ),
    repo.acceptedContacts(deps.database.db, viewerUserId, others),
    pictureSigner(deps, viewerUserId),
  ]);
  const today = todayInIndia(deps.clock);
  return {
    card: (row: CardRow) =>
      toCard(
        row,
        pics.get(row.id),
        row.userId === viewerUserId ? undefined : contacts.get(row.id),
        signer,
        today,
      ),
  };
}

/** A cursor page of rows that each carry a profile, shown as the viewer's cards of those profiles. */
export async function cardPage<Row extends { profile: ProfileRow }, Item>(
  deps: AppDeps,
  viewerUserId: string,
  rows: Row[],
  input: { perPage: number; url: URL },
  toItem: (row: Row, card: ProfileCard) => Item,
  cursorOf: (row: Row) => Record<string, string>,
): Promise<CursorPage<Item>> {
  const { card } = await cardContext(
    deps,
    viewerUserId,
    rows.slice(0, input.perPage).map((r) => r.profile),
  );
  return buildCursorPage(
    deps.cursors,
    rows,
    input.perPage,
    input.url,
    (r) => toItem(r, card(r.profile)),
    cursorOf,
  );
}

export async function fullProfile(deps: AppDeps, viewerUserId: string, row: ProfileRow): Promise<Profile> {
  const [pics, signer] = await Promise.all([
    repo.primaryPictures(deps.database.db, [row.id]),
    pictureSigner(deps, viewerUserId),
  ]);
  return toProfile(row, pics.get(row.id), signer, todayInIndia(deps.clock));
}
