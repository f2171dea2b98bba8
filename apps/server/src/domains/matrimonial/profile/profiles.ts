import { lockUser } from '../../users/service.ts';
import { subjectsChanged, unreadByProfile } from '../../notifications/service.ts';
import {
  MATRIMONIAL_LIMITS,
  PROFILE_STEPS,
  type InterestStatus,
  type CreateProfileBody,
  type Profile,
  type ProfileSummary,
  type PublicProfile,
  type UpdateProfileBody,
} from '@samaj/shared';
import { type Ctx, userIdOf, withTx } from '../../../context.ts';
import { startOfDayInIndia, todayInIndia } from '../../../lib/clock.ts';
import { AppError, fieldError } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/pagination.ts';
import { pictureSigner } from '../picture/picture-urls.ts';
import * as repo from '../repository.ts';
import { ageOn, isMutual, matchReasons } from './rules.ts';
import { ownProfile, profileNotFound, visibleProfile } from './access.ts';
import { cardsOf, preferencesOf, toPicture } from './presenter.ts';
import { fullProfile, readCards } from './read.ts';
import { removeFiles } from '../picture/pictures.ts';
import { ownerStateOf } from './completeness.ts';
import { keepRevision, refuseContactInText, revisionColumns, splitRevision } from '../revision/revisions.ts';
import { msg } from '../../../i18n/translate.ts';
import { placeExists } from '../../places/service.ts';
import { latinAnswerOf, latinColumnsOf } from './names.ts';

/** A family's own profiles: create, change, open (another's too), make active, delete. */

export function checkDateOfBirth(ctx: Ctx, dob: string) {
  const age = ageOn(dob, todayInIndia(ctx.deps.clock));
  if (age < MATRIMONIAL_LIMITS.minAge || age > MATRIMONIAL_LIMITS.maxAge) {
    throw fieldError('date_of_birth', 'ageBetween', {
      min: MATRIMONIAL_LIMITS.minAge,
      max: MATRIMONIAL_LIMITS.maxAge,
    });
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
    placeId: b.place_id,
    state: b.state,
    country: b.country,
    motherTongue: b.mother_tongue,
    about: b.about,
    relation: b.relation,
    preferMaritalStatus: b.prefer_marital_status,
    preferWithJob: b.prefer_with_job,
    preferMinAge: b.prefer_min_age,
    preferMaxAge: b.prefer_max_age,
    community: b.community,
    nativePlace: b.native_place,
    noPicture: b.no_picture,
    photoVisibility: b.photo_visibility,
    shareContact: b.share_contact,
    // A set, kept in the path's order.
    stepsPassed: b.steps_passed && PROFILE_STEPS.filter((step) => b.steps_passed?.includes(step)),
  };
  return Object.fromEntries(Object.entries(out).filter(([, v]) => v !== undefined));
};

/** A profile's place_id must name a place of the list (GET /api/places). */
async function checkPlace(ctx: Ctx, placeId: string | null | undefined) {
  if (placeId && !(await placeExists(ctx, placeId))) throw fieldError('place_id', 'invalidValue');
}

export async function createProfile(ctx: Ctx, input: CreateProfileBody): Promise<Profile> {
  checkDateOfBirth(ctx, input.date_of_birth);
  refuseContactInText(input);
  await checkPlace(ctx, input.place_id);
  const userId = userIdOf(ctx);
  const now = ctx.deps.clock.now();
  const row = await withTx(ctx, async (txCtx) => {
    await lockUser(txCtx.db, userId);
    const existing = await repo.listUserProfiles(txCtx.db, userId);
    if (existing.length >= MATRIMONIAL_LIMITS.maxProfilesPerUser) {
      throw fieldError('profile', 'profilesAtMost', { max: MATRIMONIAL_LIMITS.maxProfilesPerUser });
    }
    return repo.insertProfile(txCtx.db, {
      ...(columnsOf(input) as repo.NewProfile),
      ...latinColumnsOf(null, input),
      userId,
      isLastSelected: !existing.some((p) => p.isLastSelected),
      approvedOn: null,
      createdAt: now,
      updatedAt: now,
    });
  });
  return fullProfile(ctx, row);
}

/** Fields whose change means an admin must look again. */
export const IDENTITY: (keyof repo.NewProfile)[] = [
  'firstName',
  'lastName',
  'firstNameLatin',
  'lastNameLatin',
  'gender',
  'dateOfBirth',
];

/**
 * Changes an own profile. Of an approved profile, the free texts wait for the office as its pending
 * revision (revision/revisions.ts) and the rest changes at once; a change of name, gender or date of birth
 * clears the approval instead, and a profile not approved (any more) takes every change at once, the
 * waiting texts too: the office reviews it whole.
 */
export async function updateProfile(ctx: Ctx, input: UpdateProfileBody & { id: string }): Promise<Profile> {
  const { id, ...body } = input;
  if (body.date_of_birth !== undefined) checkDateOfBirth(ctx, body.date_of_birth);
  refuseContactInText(body);
  await checkPlace(ctx, body.place_id);
  const row = await withTx(ctx, async (txCtx) => {
    const current = await ownProfile(txCtx, id, true);
    const changes: Partial<repo.NewProfile> = { ...columnsOf(body), ...latinColumnsOf(current, body) };
    const min = changes.preferMinAge ?? current.preferMinAge;
    const max = changes.preferMaxAge ?? current.preferMaxAge;
    if (min > max) throw fieldError('prefer_min_age', 'notMoreThan', { other: 'prefer_max_age' });
    const differs = (values: Partial<repo.NewProfile>) =>
      Object.entries(values).filter(([k, v]) => (current as Record<string, unknown>)[k] !== v);
    const identityChanged = differs(changes).some(([k]) => IDENTITY.includes(k as keyof repo.NewProfile));
    const waiting = await repo.findPendingRevision(txCtx.db, id);
    let direct = changes;
    if (current.approvedOn && !identityChanged) {
      const split = splitRevision(current, waiting?.fields ?? null, body, changes);
      direct = split.direct;
      await keepRevision(txCtx, id, waiting, split.fields);
    } else if (waiting) {
      direct = { ...revisionColumns(waiting.fields), ...changes };
      await repo.deleteRevision(txCtx.db, waiting.id);
    }
    if (differs(direct).length === 0) return current;
    return repo.updateProfile(txCtx.db, id, {
      ...direct,
      ...(identityChanged ? { approvedOn: null } : {}),
      // An edited rejected profile goes back to the queue.
      ...(identityChanged || current.rejectionReason ? { rejectionReason: null } : {}),
      updatedAt: ctx.deps.clock.now(),
    });
  });
  return fullProfile(ctx, row);
}

/**
 * PROFILE_VIEWS_PER_DAY distinct profiles an account may open a day (India's day); one opened
 * already today opens again freely. Run in the transaction that records the view (ctx inside
 * withTx), after the user's row lock: two opens at the same instant cannot both take the last place.
 */
export async function checkDailyViews(ctx: Ctx, targetId: string) {
  const { deps } = ctx;
  const userId = userIdOf(ctx);
  const limit = deps.config.PROFILE_VIEWS_PER_DAY;
  const since = startOfDayInIndia(deps.clock);
  await lockUser(ctx.db, userId);
  const { count, seen } = await repo.profilesViewedSince(ctx.db, userId, since, targetId);
  if (seen || count < limit) return;
  const tomorrow = since.getTime() + 86_400_000;
  throw new AppError('too_many_requests', msg('profileViewsLimit', { limit, count }), {
    retryAfterSeconds: (tomorrow - deps.clock.now().getTime()) / 1000,
  });
}

export async function getProfile(ctx: Ctx, input: { id: string }): Promise<Profile | PublicProfile> {
  if (!isUuid(input.id)) throw profileNotFound();
  const row = await repo.findProfile(ctx.db, input.id);
  if (row && row.userId === userIdOf(ctx)) return fullProfile(ctx, row);
  const { active, target } = await visibleProfile(ctx, input.id);
  await withTx(ctx, async (txCtx) => {
    await checkDailyViews(txCtx, target.id);
    await repo.recordView(txCtx.db, active.id, target.id, ctx.deps.clock.now());
  });
  const [cards, interest, family] = await Promise.all([
    readCards(ctx, [target]),
    repo.findInterestBetween(ctx.db, active.id, target.id, false),
    repo.listUserProfiles(ctx.db, target.userId),
  ]);
  const today = todayInIndia(ctx.deps.clock);
  return {
    ...cardsOf(cards)(target),
    about: target.about,
    ...preferencesOf(target),
    approved_on: target.approvedOn?.toISOString() ?? null,
    verified_at: target.verifiedAt?.toISOString() ?? null,
    consent_confirmed_at: target.consentConfirmedAt?.toISOString() ?? null,
    matches: matchReasons(active, target, today),
    mutual: isMutual(active, active, target, today),
    interest:
      interest && interest.status !== 'withdrawn' && interest.status !== 'expired'
        ? {
            id: interest.id,
            status: interest.status as InterestStatus,
            sent: interest.fromProfileId === active.id,
          }
        : null,
    // Only what the viewer may open already: approved (no block stands between the two accounts).
    family_profiles: family
      .filter((p) => p.id !== target.id && p.approvedOn !== null)
      .map((p) => ({
        id: p.id,
        first_name: p.firstName,
        last_name: p.lastName,
        ...latinAnswerOf(p),
        relation: p.relation as PublicProfile['relation'],
      })),
  };
}

export async function setDefaultProfile(ctx: Ctx, input: { id: string }): Promise<void> {
  await withTx(ctx, async (txCtx) => {
    await lockUser(txCtx.db, userIdOf(ctx));
    await ownProfile(txCtx, input.id);
    await repo.setActiveProfile(txCtx.db, userIdOf(ctx), input.id);
  });
}

export async function deleteProfile(ctx: Ctx, input: { id: string }): Promise<void> {
  const userId = userIdOf(ctx);
  const keys = await withTx(ctx, async (txCtx) => {
    await lockUser(txCtx.db, userId);
    const row = await ownProfile(txCtx, input.id, true);
    const pictures = await repo.listPictures(txCtx.db, input.id);
    // The other families' items about its interests open nothing now: they say it closed.
    const interestIds = await repo.interestIdsOf(txCtx.db, { profileId: input.id });
    await subjectsChanged(txCtx, { types: ['interest', 'interest_answered'], ids: interestIds }, 'closed');
    // Pictures, views, interests, blocks and reports of it go with it (ON DELETE CASCADE).
    await repo.deleteProfile(txCtx.db, input.id);
    if (row.isLastSelected) {
      const rest = await repo.listUserProfiles(txCtx.db, userId);
      const next = rest[rest.length - 1];
      if (next) await repo.setActiveProfile(txCtx.db, userId, next.id);
    }
    return pictures.flatMap((p) => [p.largeKey, p.thumbKey]);
  });
  await removeFiles(ctx, keys);
}

/**
 * For the user answer (GET /api/matrimonial/user and the logins, in the auth domain): the caller's
 * profiles, oldest first, each with its review state, pending interests and unread notifications.
 */
export async function listProfileSummariesForUser(ctx: Ctx): Promise<ProfileSummary[]> {
  const userId = userIdOf(ctx);
  const { db } = ctx;
  const rows = await repo.listUserProfiles(db, userId);
  // One query a field, whatever the number of profiles.
  const [pics, signer, pending, unread, live] = await Promise.all([
    repo.primaryPictures(
      db,
      rows.map((r) => r.id),
    ),
    pictureSigner(ctx.deps, userId),
    repo.pendingReceivedByProfile(db, userId),
    unreadByProfile(db, userId),
    repo.livePictureCounts(
      db,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.map((row) => {
    const pic = pics.get(row.id);
    return {
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      ...latinAnswerOf(row),
      gender: row.gender as ProfileSummary['gender'],
      approved_on: row.approvedOn?.toISOString() ?? null,
      rejection_reason: row.rejectionReason,
      is_last_selected: row.isLastSelected,
      relation: row.relation as ProfileSummary['relation'],
      ...ownerStateOf(row, live.get(row.id) ?? 0),
      ...preferencesOf(row),
      primary_picture: pic ? toPicture(pic, signer) : null,
      pending_interests: pending.get(row.id) ?? 0,
      unread_notifications: unread.get(row.id) ?? 0,
      is_paused: row.isPaused,
      pause_reason: row.pauseReason as ProfileSummary['pause_reason'],
    };
  });
}
