import { randomUUID } from 'node:crypto';
import {
  ERROR_CODES,
  MATRIMONIAL_LIMITS,
  type CreateProfileBody,
  type AdminProfile,
  type BlockedCard,
  type CursorPage,
  type Interest,
  type MatchCard,
  type Picture,
  type Profile,
  type ProfileCard,
  type ProfileReport,
  type ProfileSummary,
  type PublicProfile,
  type UpdateProfileBody,
  type ViewCard,
} from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { startOfDayInIndia, todayInIndia } from '../../lib/clock.ts';
import { AppError, fieldError, forbidden, notFound } from '../../lib/errors.ts';
import { buildCursorPage, decodeCursor, isUuid } from '../../lib/pagination.ts';
import { pushToUser } from '../push/service.ts';
import { processPicture } from './images.ts';
import { pictureSigner, verifyPictureUrl, type PictureSigner, type PictureVariant } from './picture-urls.ts';
import * as repo from './repository.ts';
import type { CardPictureRow, CardRow, InterestRow, ProfileRow } from './repository.ts';
import { ageOn, matchReasons, meetsAll } from './rules.ts';

type Contact = { mobile: string; name: string };

const profileNotFound = () => notFound('Profile');
const notApproved = () =>
  forbidden('Your active profile must be approved to do this.', ERROR_CODES.profileNotApproved);

// ---------------------------------------------------------------- answers

function toPicture(row: CardPictureRow, signer: PictureSigner): Picture {
  const urls = signer.urls(row.id);
  return {
    id: row.id,
    url: urls.large,
    thumb_url: urls.thumb,
    is_primary: row.isPrimary,
    created_at: row.createdAt.toISOString(),
  };
}

const preferencesOf = (row: ProfileRow) => ({
  prefer_marital_status: row.preferMaritalStatus as Profile['prefer_marital_status'],
  prefer_with_job: row.preferWithJob as Profile['prefer_with_job'],
  prefer_min_age: row.preferMinAge,
  prefer_max_age: row.preferMaxAge,
});

function toProfile(
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
function toCard(
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
async function cardContext(
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
async function cardPage<Row extends { profile: ProfileRow }, Item>(
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

async function fullProfile(deps: AppDeps, viewerUserId: string, row: ProfileRow): Promise<Profile> {
  const [pics, signer] = await Promise.all([
    repo.primaryPictures(deps.database.db, [row.id]),
    pictureSigner(deps, viewerUserId),
  ]);
  return toProfile(row, pics.get(row.id), signer, todayInIndia(deps.clock));
}

// ---------------------------------------------------------------- access

/** The caller's active profile, which must be approved (search, view, send, reply). */
async function requireApprovedActive(deps: AppDeps, userId: string): Promise<ProfileRow> {
  const active = await repo.findActiveProfile(deps.database.db, userId);
  if (!active?.approvedOn) throw notApproved();
  return active;
}

/** The caller's own profile, or 404 (another user's profile is not revealed). */
async function ownProfile(deps: AppDeps, userId: string, id: string, lock = false, db = deps.database.db) {
  if (!isUuid(id)) throw profileNotFound();
  const row = await repo.findProfile(db, id, lock);
  if (!row || row.userId !== userId) throw profileNotFound();
  return row;
}

/**
 * Someone else's profile the caller may see: their active profile approved, the target approved,
 * no block either way. Answers the caller's active profile too.
 */
async function visibleProfile(deps: AppDeps, userId: string, id: string) {
  if (!isUuid(id)) throw profileNotFound();
  const active = await requireApprovedActive(deps, userId);
  const target = await repo.findProfile(deps.database.db, id);
  if (!target?.approvedOn) throw profileNotFound();
  if (await repo.isBlocked(deps.database.db, userId, target)) throw profileNotFound();
  return { active, target };
}

/** Whether a user may see a profile's pictures: its owner, an admin, or someone allowed to view it. */
async function maySeeProfile(deps: AppDeps, userId: string, target: ProfileRow): Promise<boolean> {
  if (target.userId === userId) return true;
  const user = await repo.findUser(deps.database.db, userId);
  if (!user) return false;
  if (user.isAdmin) return true;
  const active = await repo.findActiveProfile(deps.database.db, userId);
  if (!active?.approvedOn || !target.approvedOn) return false;
  return !(await repo.isBlocked(deps.database.db, userId, target));
}

// ---------------------------------------------------------------- profiles

function checkDateOfBirth(deps: AppDeps, dob: string) {
  const age = ageOn(dob, todayInIndia(deps.clock));
  if (age < MATRIMONIAL_LIMITS.minAge || age > MATRIMONIAL_LIMITS.maxAge) {
    throw fieldError(
      'date_of_birth',
      `The person must be between ${MATRIMONIAL_LIMITS.minAge} and ${MATRIMONIAL_LIMITS.maxAge} years old.`,
    );
  }
}

const columnsOf = (b: UpdateProfileBody): Partial<repo.NewProfile> => {
  const out: Partial<repo.NewProfile> = {
    firstName: b.first_name,
    lastName: b.last_name,
    gender: b.gender,
    dateOfBirth: b.date_of_birth,
    maritalStatus: b.marital_status,
    hasJob: b.has_job,
    occupation: b.occupation,
    education: b.education,
    heightCm: b.height_cm,
    city: b.city,
    state: b.state,
    country: b.country,
    motherTongue: b.mother_tongue,
    about: b.about,
    relation: b.relation,
    preferMaritalStatus: b.prefer_marital_status,
    preferWithJob: b.prefer_with_job,
    preferMinAge: b.prefer_min_age,
    preferMaxAge: b.prefer_max_age,
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
};

export async function createProfile(
  deps: AppDeps,
  userId: string,
  body: CreateProfileBody,
): Promise<Profile> {
  checkDateOfBirth(deps, body.date_of_birth);
  const now = deps.clock.now();
  const row = await deps.database.db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    const existing = await repo.listUserProfiles(tx, userId);
    if (existing.length >= MATRIMONIAL_LIMITS.maxProfilesPerUser) {
      throw fieldError('profile', `At most ${MATRIMONIAL_LIMITS.maxProfilesPerUser} profiles are allowed.`);
    }
    return repo.insertProfile(tx, {
      ...(columnsOf(body) as repo.NewProfile),
      userId,
      isLastSelected: !existing.some((p) => p.isLastSelected),
      approvedOn: null,
      createdAt: now,
      updatedAt: now,
    });
  });
  return fullProfile(deps, userId, row);
}

/** Fields whose change means an admin must look again. */
const IDENTITY: (keyof repo.NewProfile)[] = ['firstName', 'lastName', 'gender', 'dateOfBirth'];

export async function updateProfile(
  deps: AppDeps,
  userId: string,
  id: string,
  body: UpdateProfileBody,
): Promise<Profile> {
  if (body.date_of_birth !== undefined) checkDateOfBirth(deps, body.date_of_birth);
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await ownProfile(deps, userId, id, true, tx);
    const changes = columnsOf(body);
    const min = changes.preferMinAge ?? current.preferMinAge;
    const max = changes.preferMaxAge ?? current.preferMaxAge;
    if (min > max) throw fieldError('prefer_min_age', 'Must not be more than prefer_max_age.');
    const changed = Object.entries(changes).filter(([k, v]) => (current as Record<string, unknown>)[k] !== v);
    if (changed.length === 0) return current;
    const identityChanged = changed.some(([k]) => IDENTITY.includes(k as keyof repo.NewProfile));
    return repo.updateProfile(tx, id, {
      ...changes,
      ...(identityChanged ? { approvedOn: null } : {}),
      // An edited rejected profile goes back to the queue.
      ...(identityChanged || current.rejectionReason ? { rejectionReason: null } : {}),
      updatedAt: deps.clock.now(),
    });
  });
  return fullProfile(deps, userId, row);
}

/**
 * PROFILE_VIEWS_PER_DAY distinct profiles an account may open a day (India's day); one opened
 * already today opens again freely. Two opens at the same instant may both pass the last slot: a
 * read path takes no lock for a limit that is about brokers harvesting thousands.
 */
async function checkDailyViews(deps: AppDeps, userId: string, targetId: string) {
  const limit = deps.config.PROFILE_VIEWS_PER_DAY;
  const since = startOfDayInIndia(deps.clock);
  const { count, seen } = await repo.profilesViewedSince(deps.database.db, userId, since, targetId);
  if (seen || count < limit) return;
  const tomorrow = since.getTime() + 86_400_000;
  throw new AppError(
    'too_many_requests',
    `You can open up to ${limit} profiles a day, and you have opened ${count} today. Profiles you opened today stay open; try others tomorrow.`,
    {
      code: ERROR_CODES.profileViewsLimit,
      retryAfterSeconds: (tomorrow - deps.clock.now().getTime()) / 1000,
    },
  );
}

export async function getProfile(
  deps: AppDeps,
  userId: string,
  id: string,
): Promise<Profile | PublicProfile> {
  if (!isUuid(id)) throw profileNotFound();
  const row = await repo.findProfile(deps.database.db, id);
  if (row && row.userId === userId) return fullProfile(deps, userId, row);
  const { active, target } = await visibleProfile(deps, userId, id);
  await checkDailyViews(deps, userId, target.id);
  await repo.recordView(deps.database.db, active.id, target.id, deps.clock.now());
  const { card } = await cardContext(deps, userId, [target]);
  const today = todayInIndia(deps.clock);
  return {
    ...card(target),
    about: target.about,
    ...preferencesOf(target),
    approved_on: target.approvedOn?.toISOString() ?? null,
    matches: matchReasons(active, target, today),
    mutual: meetsAll(matchReasons(target, active, today)),
  };
}

export async function setDefaultProfile(deps: AppDeps, userId: string, id: string): Promise<void> {
  await deps.database.db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    await ownProfile(deps, userId, id, false, tx);
    await repo.setActiveProfile(tx, userId, id);
  });
}

export async function deleteProfile(deps: AppDeps, userId: string, id: string): Promise<void> {
  const keys = await deps.database.db.transaction(async (tx) => {
    await repo.lockUser(tx, userId);
    const row = await ownProfile(deps, userId, id, true, tx);
    const pictures = await repo.listPictures(tx, id);
    // Pictures, views, interests, blocks and reports of it go with it (ON DELETE CASCADE).
    await repo.deleteProfile(tx, id);
    if (row.isLastSelected) {
      const rest = await repo.listUserProfiles(tx, userId);
      const next = rest[rest.length - 1];
      if (next) await repo.setActiveProfile(tx, userId, next.id);
    }
    return pictures.flatMap((p) => [p.largeKey, p.thumbKey]);
  });
  await removeFiles(deps, keys);
}

/** For GET /api/matrimonial/user (the auth domain): the user's profiles, oldest first. */
export async function listProfileSummariesForUser(deps: AppDeps, userId: string): Promise<ProfileSummary[]> {
  const rows = await repo.listUserProfiles(deps.database.db, userId);
  const [pics, signer] = await Promise.all([
    repo.primaryPictures(
      deps.database.db,
      rows.map((r) => r.id),
    ),
    pictureSigner(deps, userId),
  ]);
  return rows.map((row) => {
    const pic = pics.get(row.id);
    return {
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      gender: row.gender as ProfileSummary['gender'],
      approved_on: row.approvedOn?.toISOString() ?? null,
      rejection_reason: row.rejectionReason,
      is_last_selected: row.isLastSelected,
      ...preferencesOf(row),
      primary_picture: pic ? toPicture(pic, signer) : null,
    };
  });
}

// ---------------------------------------------------------------- admin (called by the admin domain)

/** Approves a profile and tells its owner. `viewerUserId` (the admin) gets the picture URLs. */
export async function approveProfile(
  deps: AppDeps,
  profileId: string,
  viewerUserId?: string,
): Promise<Profile> {
  if (!isUuid(profileId)) throw profileNotFound();
  const row = await repo.findProfile(deps.database.db, profileId);
  if (!row) throw profileNotFound();
  const updated = await repo.updateProfile(deps.database.db, profileId, {
    approvedOn: deps.clock.now(),
    rejectionReason: null,
    updatedAt: deps.clock.now(),
  });
  await pushToUser(deps, row.userId, {
    title: 'Profile approved',
    body: `The profile of ${row.firstName} ${row.lastName} is approved.`,
    data: { type: 'profile', id: row.id },
  });
  return fullProfile(deps, viewerUserId ?? row.userId, updated);
}

export async function rejectProfile(
  deps: AppDeps,
  profileId: string,
  reason: string,
  viewerUserId?: string,
): Promise<Profile> {
  if (!isUuid(profileId)) throw profileNotFound();
  const row = await repo.findProfile(deps.database.db, profileId);
  if (!row) throw profileNotFound();
  const updated = await repo.updateProfile(deps.database.db, profileId, {
    approvedOn: null,
    rejectionReason: reason,
    updatedAt: deps.clock.now(),
  });
  await pushToUser(deps, row.userId, {
    title: 'Profile not approved',
    body: `The profile of ${row.firstName} ${row.lastName} needs changes: ${reason}`,
    data: { type: 'profile', id: row.id },
  });
  return fullProfile(deps, viewerUserId ?? row.userId, updated);
}

/** Profiles in full, newest first, for the admin list (status: pending, approved or rejected). */
export async function listProfilesForAdmin(
  deps: AppDeps,
  input: {
    viewerUserId: string;
    status?: 'pending' | 'approved' | 'rejected';
    cursor?: string;
    perPage: number;
    url: URL;
  },
): Promise<CursorPage<AdminProfile>> {
  const after = decodeCursor(deps.cursors, input.cursor, { created_at: 'date', id: 'uuid' });
  const rows = await repo.listProfilesByStatus(
    deps.database.db,
    input.status,
    input.perPage + 1,
    after ? { createdAt: new Date(after.created_at), id: after.id } : null,
  );
  const ids = rows.map((r) => r.id);
  const [pics, signer] = await Promise.all([
    repo.picturesOfProfiles(deps.database.db, ids),
    pictureSigner(deps, input.viewerUserId),
  ]);
  const today = todayInIndia(deps.clock);
  return buildCursorPage(
    deps.cursors,
    rows,
    input.perPage,
    input.url,
    (r) => {
      const own = pics.filter((p) => p.profileId === r.id);
      return {
        ...toProfile(
          r,
          own.find((p) => p.isPrimary),
          signer,
          today,
        ),
        pictures: own.map((p) => toPicture(p, signer)),
      };
    },
    (r) => ({ created_at: r.createdAt.toISOString(), id: r.id }),
  );
}

/** Reports of profiles, newest first, for admins. */
export async function listReports(
  deps: AppDeps,
  input: { cursor?: string; perPage: number; url: URL },
): Promise<CursorPage<ProfileReport>> {
  const after = decodeCursor(deps.cursors, input.cursor, { created_at: 'date', id: 'uuid' });
  const rows = await repo.listReports(
    deps.database.db,
    input.perPage + 1,
    after ? { createdAt: new Date(after.created_at), id: after.id } : null,
  );
  return buildCursorPage(
    deps.cursors,
    rows,
    input.perPage,
    input.url,
    (r) => ({
      id: r.report.id,
      reason: r.report.reason,
      created_at: r.report.createdAt.toISOString(),
      reporter: { user_id: r.reporter.id, name: r.reporter.name, mobile: r.reporter.mobile },
      reported_profile: {
        id: r.profile.id,
        user_id: r.profile.userId,
        first_name: r.profile.firstName,
        last_name: r.profile.lastName,
        approved_on: r.profile.approvedOn?.toISOString() ?? null,
      },
    }),
    (r) => ({ created_at: r.report.createdAt.toISOString(), id: r.report.id }),
  );
}

// ---------------------------------------------------------------- pictures

async function removeFiles(deps: AppDeps, keys: string[]) {
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

async function ownPicture(
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

// ---------------------------------------------------------------- matching

export interface FilterInput {
  prefer_marital_status?: string;
  prefer_with_job?: string;
  prefer_min_age?: number;
  prefer_max_age?: number;
  cursor?: string;
  per_page?: number;
}

export async function filterProfiles(
  deps: AppDeps,
  userId: string,
  id: string,
  input: FilterInput,
  url: URL,
): Promise<CursorPage<MatchCard>> {
  if (!isUuid(id)) throw profileNotFound();
  const after = decodeCursor(deps.cursors, input.cursor, { date_of_birth: 'date', id: 'uuid' });
  const perPage = input.per_page ?? 20;
  const today = todayInIndia(deps.clock);
  // One round trip: the searcher, checked here, and its page, found with the filters asked for and
  // the saved preferences for the others (decision 015).
  const found = await repo.searchProfiles(deps.database.db, {
    userId,
    searcherId: id,
    preferMaritalStatus: input.prefer_marital_status ?? null,
    preferWithJob: input.prefer_with_job ?? null,
    preferMinAge: input.prefer_min_age ?? null,
    preferMaxAge: input.prefer_max_age ?? null,
    today,
    limit: perPage + 1,
    after: after ? { dateOfBirth: after.date_of_birth, id: after.id } : null,
  });
  if (!found) throw profileNotFound();
  const { searcher, matches } = found;
  if (!searcher.approved) throw notApproved();
  if (!searcher.isLastSelected) {
    throw forbidden('Only the active profile can search; select this profile first.', ERROR_CODES.profileNotActive);
  }
  const prefs = {
    preferMaritalStatus: input.prefer_marital_status ?? searcher.preferMaritalStatus,
    preferWithJob: input.prefer_with_job ?? searcher.preferWithJob,
    preferMinAge: input.prefer_min_age ?? searcher.preferMinAge,
    preferMaxAge: input.prefer_max_age ?? searcher.preferMaxAge,
  };
  if (prefs.preferMinAge > prefs.preferMaxAge) {
    throw fieldError('prefer_min_age', 'Must not be more than prefer_max_age.');
  }
  // The filters asked for become the saved preferences.
  if ((Object.keys(prefs) as (keyof typeof prefs)[]).some((k) => prefs[k] !== searcher[k])) {
    await repo.updateProfile(deps.database.db, searcher.id, { ...prefs, updatedAt: deps.clock.now() });
  }
  const rows = matches.map((f) => f.profile);
  const shown = matches.slice(0, perPage);
  const { card } = await cardContext(
    deps,
    userId,
    shown.map((f) => f.profile),
    {
      pictures: new Map(
        shown.flatMap((f) => (f.primaryPicture ? [[f.profile.id, f.primaryPicture] as const] : [])),
      ),
      mayHaveContact: new Set(shown.filter((f) => f.acceptedInterest).map((f) => f.profile.id)),
    },
  );
  // next_page_url carries the filters in effect, whether they came in the query or from the saved ones.
  const base = new URL(url);
  base.searchParams.set('prefer_marital_status', prefs.preferMaritalStatus);
  base.searchParams.set('prefer_with_job', prefs.preferWithJob);
  base.searchParams.set('prefer_min_age', String(prefs.preferMinAge));
  base.searchParams.set('prefer_max_age', String(prefs.preferMaxAge));
  return buildCursorPage(
    deps.cursors,
    rows,
    perPage,
    base,
    // Object.assign rather than {...card, more}: on Node 20's V8 a spread followed by more properties
    // makes every such object survive young-generation collections, which then take milliseconds.
    (r) =>
      Object.assign(card(r), {
        matches: matchReasons(prefs, r, today),
        mutual: meetsAll(matchReasons(r, searcher, today)),
      }),
    (r) => ({ date_of_birth: r.dateOfBirth, id: r.id }),
  );
}

// ---------------------------------------------------------------- views

export async function listViews(
  deps: AppDeps,
  userId: string,
  direction: 'viewed-by-me' | 'my-viewers',
  input: { cursor?: string; perPage: number; url: URL },
): Promise<CursorPage<ViewCard>> {
  const after = decodeCursor(deps.cursors, input.cursor, { viewed_at: 'date', id: 'uuid' });
  const active = await repo.findActiveProfile(deps.database.db, userId);
  const rows = active
    ? await repo.listViews(
        deps.database.db,
        { userId, profileId: active.id },
        direction,
        input.perPage + 1,
        after ? { at: new Date(after.viewed_at), id: after.id } : null,
      )
    : [];
  return cardPage(
    deps,
    userId,
    rows,
    input,
    (r, card) =>
      Object.assign(card, {
        viewed_at: r.view.lastViewedAt.toISOString(),
        view_count: r.view.viewCount,
      }),
    (r) => ({ viewed_at: r.view.lastViewedAt.toISOString(), id: r.profile.id }),
  );
}

// ---------------------------------------------------------------- interests

async function toInterests(deps: AppDeps, userId: string, rows: InterestRow[]): Promise<Interest[]> {
  const ids = [...new Set(rows.flatMap((r) => [r.fromProfileId, r.toProfileId]))];
  const profiles = new Map((await repo.findProfiles(deps.database.db, ids)).map((p) => [p.id, p]));
  const { card } = await cardContext(deps, userId, [...profiles.values()]);
  return rows.map((r) => ({
    id: r.id,
    from_profile: card(profiles.get(r.fromProfileId)!),
    to_profile: card(profiles.get(r.toProfileId)!),
    message: r.message,
    status: r.status as Interest['status'],
    created_at: r.createdAt.toISOString(),
    answered_at: r.answeredAt?.toISOString() ?? null,
  }));
}

const WEEK_MS = 7 * 86_400_000;

/** INTERESTS_PER_WEEK sent by an account in any 7 days; counted under the user's row lock. */
async function checkWeeklyInterests(deps: AppDeps, tx: DbOrTx, userId: string) {
  const limit = deps.config.INTERESTS_PER_WEEK;
  const now = deps.clock.now().getTime();
  await repo.lockUser(tx, userId);
  const { count, oldest } = await repo.interestsSentSince(tx, userId, new Date(now - WEEK_MS));
  if (count < limit) return;
  const frees = (oldest?.getTime() ?? now) + WEEK_MS;
  throw new AppError(
    'too_many_requests',
    `You can send up to ${limit} interests a week, and you have sent ${count} in the last 7 days. You can send another on ${new Date(frees).toLocaleDateString('en-IN', { day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' })}.`,
    { code: ERROR_CODES.interestsLimit, retryAfterSeconds: (frees - now) / 1000 },
  );
}

export async function sendInterest(
  deps: AppDeps,
  userId: string,
  toProfileId: string,
  message: string | undefined,
): Promise<Interest> {
  if (!isUuid(toProfileId)) throw profileNotFound();
  const active = await requireApprovedActive(deps, userId);
  const row = await deps.database.db.transaction(async (tx) => {
    const target = await repo.findProfile(tx, toProfileId);
    if (!target?.approvedOn) throw profileNotFound();
    if (target.userId === userId)
      throw fieldError('profile', 'You cannot send an interest to your own profile.');
    if (await repo.isBlocked(tx, userId, target)) throw profileNotFound();
    await checkWeeklyInterests(deps, tx, userId);
    if (target.gender === active.gender) {
      throw fieldError('profile', 'An interest can only be sent to a profile of the other gender.');
    }
    const existing = await repo.findInterestBetween(tx, active.id, target.id);
    const now = deps.clock.now();
    if (existing && existing.status !== 'withdrawn') {
      throw new AppError('conflict', 'An interest between these profiles already exists.', {
        errors: { profile: ['An interest between these profiles already exists.'] },
      });
    }
    const values = {
      fromProfileId: active.id,
      toProfileId: target.id,
      message: message?.trim() || null,
      status: 'pending',
      createdAt: now,
      answeredAt: null,
    };
    // A withdrawn interest leaves the pair free: its row is reused (one row per pair).
    return existing ? repo.updateInterest(tx, existing.id, values) : repo.insertInterest(tx, values);
  });
  const target = (await repo.findProfile(deps.database.db, toProfileId))!;
  await pushToUser(deps, target.userId, {
    title: 'New interest',
    body: `${active.firstName} ${active.lastName} is interested in ${target.firstName}'s profile.`,
    data: { type: 'interest', id: row.id },
  });
  return (await toInterests(deps, userId, [row]))[0]!;
}

export async function replyInterest(
  deps: AppDeps,
  userId: string,
  interestId: string,
  reply: 'accepted' | 'declined',
): Promise<Interest> {
  if (!isUuid(interestId)) throw notFound('Interest');
  const { row, sender } = await deps.database.db.transaction(async (tx) => {
    const interest = await repo.findInterest(tx, interestId, true);
    if (!interest) throw notFound('Interest');
    const [from, to] = await Promise.all([
      repo.findProfile(tx, interest.fromProfileId),
      repo.findProfile(tx, interest.toProfileId),
    ]);
    if (!from || !to) throw notFound('Interest');
    if (to.userId !== userId) {
      if (from.userId === userId) throw forbidden('Only the receiver can reply to an interest.');
      throw notFound('Interest');
    }
    if (interest.status === 'withdrawn') throw notFound('Interest');
    const active = await repo.findActiveProfile(tx, userId);
    if (!active?.approvedOn) throw notApproved();
    if (interest.status !== 'pending') {
      throw new AppError('conflict', 'This interest has already been answered.', {
        errors: { reply: ['This interest has already been answered.'] },
      });
    }
    const updated = await repo.updateInterest(tx, interestId, {
      status: reply,
      answeredAt: deps.clock.now(),
    });
    return { row: updated, sender: from };
  });
  await pushToUser(deps, sender.userId, {
    title: reply === 'accepted' ? 'Interest accepted' : 'Interest declined',
    body:
      reply === 'accepted'
        ? `Your interest for ${sender.firstName} was accepted.`
        : `Your interest for ${sender.firstName} was declined.`,
    data: { type: 'interest_answered', id: row.id },
  });
  return (await toInterests(deps, userId, [row]))[0]!;
}

export async function withdrawInterest(deps: AppDeps, userId: string, interestId: string): Promise<void> {
  if (!isUuid(interestId)) throw notFound('Interest');
  await deps.database.db.transaction(async (tx) => {
    const interest = await repo.findInterest(tx, interestId, true);
    if (!interest) throw notFound('Interest');
    const from = await repo.findProfile(tx, interest.fromProfileId);
    if (!from || from.userId !== userId) throw notFound('Interest');
    if (interest.status !== 'pending') {
      throw new AppError('conflict', 'Only a pending interest can be withdrawn.', {
        errors: { interest: ['Only a pending interest can be withdrawn.'] },
      });
    }
    await repo.updateInterest(tx, interestId, { status: 'withdrawn', answeredAt: deps.clock.now() });
  });
}

export async function listInterests(
  deps: AppDeps,
  userId: string,
  direction: 'received' | 'sent',
  input: { cursor?: string; perPage: number; url: URL },
): Promise<CursorPage<Interest>> {
  const after = decodeCursor(deps.cursors, input.cursor, { created_at: 'date', id: 'uuid' });
  const active = await repo.findActiveProfile(deps.database.db, userId);
  const rows = active
    ? await repo.listInterests(
        deps.database.db,
        { userId, profileId: active.id },
        direction,
        input.perPage + 1,
        after ? { createdAt: new Date(after.created_at), id: after.id } : null,
      )
    : [];
  const items = await toInterests(deps, userId, rows.slice(0, input.perPage));
  const byId = new Map(items.map((i) => [i.id, i]));
  return buildCursorPage(
    deps.cursors,
    rows,
    input.perPage,
    input.url,
    (r) => byId.get(r.id)!,
    (r) => ({ created_at: r.createdAt.toISOString(), id: r.id }),
  );
}

// ---------------------------------------------------------------- block and report

async function otherProfile(deps: AppDeps, userId: string, profileId: string) {
  if (!isUuid(profileId)) throw profileNotFound();
  const target = await repo.findProfile(deps.database.db, profileId);
  if (!target) throw profileNotFound();
  if (target.userId === userId) throw fieldError('profile', 'This is one of your own profiles.');
  return target;
}

export async function blockProfile(deps: AppDeps, userId: string, profileId: string): Promise<void> {
  const target = await otherProfile(deps, userId, profileId);
  await repo.insertBlock(deps.database.db, userId, target.id, deps.clock.now());
}

/** The profiles the caller's user blocked (whichever of their profiles was active), newest first. */
export async function listBlocks(
  deps: AppDeps,
  userId: string,
  input: { cursor?: string; perPage: number; url: URL },
): Promise<CursorPage<BlockedCard>> {
  const after = decodeCursor(deps.cursors, input.cursor, { blocked_at: 'date', id: 'uuid' });
  const rows = await repo.listBlocks(
    deps.database.db,
    userId,
    input.perPage + 1,
    after ? { at: new Date(after.blocked_at), id: after.id } : null,
  );
  return cardPage(
    deps,
    userId,
    rows,
    input,
    (r, card) => ({ profile: card, blocked_at: r.block.createdAt.toISOString() }),
    (r) => ({ blocked_at: r.block.createdAt.toISOString(), id: r.profile.id }),
  );
}

export async function unblockProfile(deps: AppDeps, userId: string, profileId: string): Promise<void> {
  if (!isUuid(profileId)) throw profileNotFound();
  await repo.deleteBlock(deps.database.db, userId, profileId);
}

export async function reportProfile(deps: AppDeps, userId: string, profileId: string, reason: string) {
  const target = await otherProfile(deps, userId, profileId);
  const created = await repo.insertReport(deps.database.db, {
    reporterUserId: userId,
    reportedProfileId: target.id,
    reason,
    createdAt: deps.clock.now(),
  });
  if (!created) {
    throw new AppError('conflict', 'You have already reported this profile.', {
      errors: { profile: ['You have already reported this profile.'] },
    });
  }
}
