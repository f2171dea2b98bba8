/**
 * The matrimonial area's values and limits, without zod: the web's pages that only need a list or a
 * limit (the search's filters, a card) import these without loading the schemas and zod with them
 * (decision 034). schemas/matrimonial.ts builds its schemas from them.
 */
import { MARITAL_STATUSES } from './enums.ts';

export const RELATIONS = ['self', 'son', 'daughter', 'brother', 'sister', 'relative'] as const;
export const PREFER_MARITAL_STATUSES = [...MARITAL_STATUSES, 'any'] as const;
export type PreferMaritalStatus = (typeof PREFER_MARITAL_STATUSES)[number];
export const PREFER_WITH_JOB = ['yes', 'no', 'any'] as const;
export type PreferWithJob = (typeof PREFER_WITH_JOB)[number];
/** The community a profile says it belongs to (optional). */
export const COMMUNITIES = ['cutchi_memon', 'halai_memon', 'other_memon', 'other'] as const;
export type Community = (typeof COMMUNITIES)[number];
/** Why a profile is paused (optional). */
export const PAUSE_REASONS = ['engaged', 'married', 'break'] as const;
export type PauseReason = (typeof PAUSE_REASONS)[number];
/** The search's orders: youngest first (age), newest profiles first, most recently active first. */
export const SEARCH_SORTS = ['age', 'newest', 'recently_active'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
/** Who sees a profile's pictures: approved members, only accepted interests, nobody (decision 027). */
export const PHOTO_VISIBILITIES = ['members', 'accepted', 'hidden'] as const;
export type PhotoVisibility = (typeof PHOTO_VISIBILITIES)[number];
/** A picture's review: others see approved pictures only. */
export const PICTURE_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type PictureStatus = (typeof PICTURE_STATUSES)[number];

/** Business limits of the matrimonial area. */
export const MATRIMONIAL_LIMITS = {
  minAge: 18,
  maxAge: 100,
  maxPicturesPerProfile: 6,
  maxPictureBytes: 10 * 1024 * 1024,
  maxPicturePixels: 40_000_000,
  maxProfilesPerUser: 10,
} as const;

/** The polite reasons a decline may give (the sender sees it translated); none is also fine. */
export const DECLINE_REASONS = [
  'not_matching_expectations',
  'family_decision',
  'proceeding_elsewhere',
  'not_ready',
  'other',
] as const;
export type DeclineReason = (typeof DECLINE_REASONS)[number];

/**
 * When a profile's holder's number appears to the other family (docs/api.md "Conversations"): at acceptance (the default,
 * and every profile made before the choice existed), or only once the family presses "Share our number"
 * in the conversation.
 */
export const SHARE_CONTACT_CHOICES = ['on_acceptance', 'by_choice'] as const;
export type ShareContactChoice = (typeof SHARE_CONTACT_CHOICES)[number];

/**
 * The steps of the guided path a profile is made in (docs/api.md "What families read"). A profile keeps the ones the
 * family passed (`steps_passed`), so the path resumes on another device: "any" left alone among the
 * preferences, and a consent step passed over, cannot be told from the profile's other fields.
 */
export const PROFILE_STEPS = ['who', 'details', 'preferences', 'pictures', 'consent', 'review'] as const;
export type ProfileStep = (typeof PROFILE_STEPS)[number];

/**
 * Where a profile stands: a draft until sent for approval (POST /api/matrimonial/{id}/submit), then
 * pending until the office approves or rejects it.
 */
export const PROFILE_STATUSES = ['draft', 'pending', 'approved', 'rejected'] as const;
/**
 * The minimum before a profile may go for approval (`picture`: one not rejected, or `no_picture`);
 * the other fields that raise `completeness` are PROFILE_EXTRA_FIELDS.
 */
export const PROFILE_MINIMUM_FIELDS = [
  'first_name',
  'last_name',
  'gender',
  'date_of_birth',
  'marital_status',
  'city',
  'picture',
] as const;
export const PROFILE_EXTRA_FIELDS = [
  'education',
  'occupation',
  'height_cm',
  'mother_tongue',
  'about',
  'community',
  'native_place',
] as const;
export type CompletenessField =
  (typeof PROFILE_MINIMUM_FIELDS)[number] | (typeof PROFILE_EXTRA_FIELDS)[number];

/**
 * The free texts whose change on an approved profile waits for the office as a revision (docs/api.md
 * "Identity and abuse"): others keep reading the approved text until it is approved. `community` is a
 * choice, not a text, but says who the family is, so it waits too.
 */
export const REVISION_FIELDS = [
  'about',
  'occupation',
  'education',
  'city',
  'state',
  'country',
  'mother_tongue',
  'native_place',
  'community',
] as const;
export type RevisionField = (typeof REVISION_FIELDS)[number];
/** A revision waits (pending) until the office approves or rejects it. */
export const REVISION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RevisionStatus = (typeof REVISION_STATUSES)[number];
