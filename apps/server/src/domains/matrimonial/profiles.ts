import { lockUser } from '../users/service.ts';
import {
  ERROR_CODES,
  MATRIMONIAL_LIMITS,
  type CreateProfileBody,
  type Profile,
  type ProfileSummary,
  type PublicProfile,
  type UpdateProfileBody,
} from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import type { DbOrTx } from '../../db/client.ts';
import { startOfDayInIndia, todayInIndia } from '../../lib/clock.ts';
import { AppError, fieldError } from '../../lib/errors.ts';
import { isUuid } from '../../lib/pagination.ts';
import { pictureSigner } from './picture-urls.ts';
import * as repo from './repository.ts';
import { ageOn, matchReasons, meetsAll } from './rules.ts';
import { ownProfile, profileNotFound, visibleProfile } from './access.ts';
import { cardContext, fullProfile, preferencesOf, toPicture } from './answers.ts';
import { removeFiles } from './pictures.ts';

/** A family's own profiles: create, change, open (another's too), make active, delete. */

export function checkDateOfBirth(deps: AppDeps, dob: string) {
  const age = ageOn(dob, todayInIndia(deps.clock));
  if (age < MATRIMONIAL_LIMITS.minAge || age > MATRIMONIAL_LIMITS.maxAge) {
    throw fieldError(
      'date_of_birth',
      `The person must be between ${MATRIMONIAL_LIMITS.minAge} and ${MATRIMONIAL_LIMITS.maxAge} years old.`,
    );
  }
}

export const columnsOf = (b: UpdateProfileBody): Partial<repo.NewProfile> => {
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
    await lockUser(tx, userId);
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
export const IDENTITY: (keyof repo.NewProfile)[] = ['firstName', 'lastName', 'gender', 'dateOfBirth'];

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
 * already today opens again freely. Run in the transaction that records the view, after the user's
 * row lock: two opens at the same instant cannot both take the last place.
 */
export async function checkDailyViews(deps: AppDeps, tx: DbOrTx, userId: string, targetId: string) {
  const limit = deps.config.PROFILE_VIEWS_PER_DAY;
  const since = startOfDayInIndia(deps.clock);
  await lockUser(tx, userId);
  const { count, seen } = await repo.profilesViewedSince(tx, userId, since, targetId);
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
  await deps.database.db.transaction(async (tx) => {
    await checkDailyViews(deps, tx, userId, target.id);
    await repo.recordView(tx, active.id, target.id, deps.clock.now());
  });
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
    await lockUser(tx, userId);
    await ownProfile(deps, userId, id, false, tx);
    await repo.setActiveProfile(tx, userId, id);
  });
}

export async function deleteProfile(deps: AppDeps, userId: string, id: string): Promise<void> {
  const keys = await deps.database.db.transaction(async (tx) => {
    await lockUser(tx, userId);
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
