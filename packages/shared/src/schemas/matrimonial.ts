/* eslint-disable max-lines -- Longer than 300 lines on purpose: the matrimonial contract (docs/api.md "Matrimonial") in one file, one list of shapes for the server and the web. */
import { z } from 'zod';
import { GENDERS, INTEREST_STATUSES, MARITAL_STATUSES } from '../enums.ts';
import {
  COMMUNITIES,
  DECLINE_REASONS,
  MATRIMONIAL_LIMITS,
  PAUSE_REASONS,
  PHOTO_VISIBILITIES,
  PICTURE_STATUSES,
  PREFER_MARITAL_STATUSES,
  PREFER_WITH_JOB,
  PROFILE_STATUSES,
  PROFILE_STEPS,
  RELATIONS,
  SEARCH_SORTS,
  SHARE_CONTACT_CHOICES,
} from '../matrimonial-values.ts';
import { hasNonLatinLetters, LATIN_NAME_MAX, LATIN_NAME_PATTERN } from '../names.ts';
import { TRANSLITERATE_FROM } from '../transliterate.ts';
import { isoDate } from './common.ts';
import { pendingRevision } from './profile-revisions.ts';

const text = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters.`);
const name = z.string().trim().min(1, 'Is required.').max(50, 'Must be at most 50 characters.');
/** The name in Latin letters (docs/api.md "What families read"): required beside a name written in another script. */
const latinName = z
  .string()
  .trim()
  .min(1, 'Is required.')
  .max(LATIN_NAME_MAX, `Must be at most ${LATIN_NAME_MAX} characters.`)
  .regex(LATIN_NAME_PATTERN, 'Use only the letters A to Z, spaces, dots, apostrophes and hyphens.');
/** JSON booleans, and the 0/1 that older clients send. */
const flag = z.union([z.boolean(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1);
const age = z.coerce
  .number()
  .int('Must be a whole number.')
  .min(MATRIMONIAL_LIMITS.minAge, `Must be at least ${MATRIMONIAL_LIMITS.minAge}.`)
  .max(MATRIMONIAL_LIMITS.maxAge, `Must be at most ${MATRIMONIAL_LIMITS.maxAge}.`);

const profileFields = {
  first_name: name,
  last_name: name,
  first_name_latin: latinName,
  last_name_latin: latinName,
  gender: z.enum(GENDERS),
  date_of_birth: isoDate,
  marital_status: z.enum(MARITAL_STATUSES),
  has_job: flag,
  occupation: text(100),
  education: text(100),
  height_cm: z.number().int().min(90).max(250).nullable(),
  city: text(60),
  /** A place of GET /api/places; null for a city written as free text. */
  place_id: z.string().trim().min(1).max(60).nullable(),
  state: text(60),
  country: text(60),
  mother_tongue: text(60),
  about: text(2000),
  relation: z.enum(RELATIONS),
  prefer_marital_status: z.enum(PREFER_MARITAL_STATUSES),
  prefer_with_job: z.enum(PREFER_WITH_JOB),
  prefer_min_age: age,
  prefer_max_age: age,
  community: z.enum(COMMUNITIES).nullable(),
  native_place: text(100),
  photo_visibility: z.enum(PHOTO_VISIBILITIES),
  /** The owner's stated choice not to show a picture: the completeness minimum accepts it instead of one. */
  no_picture: flag,
  /** When the holder's number appears to the other family: at acceptance, or when it shares it (docs/api.md "Conversations"). */
  share_contact: z.enum(SHARE_CONTACT_CHOICES),
  /** The guided path's steps the family passed (kept as a set, in the path's order). */
  steps_passed: z.array(z.enum(PROFILE_STEPS)).max(PROFILE_STEPS.length),
};

const agesInOrder = (v: { prefer_min_age?: number; prefer_max_age?: number }) =>
  v.prefer_min_age === undefined || v.prefer_max_age === undefined || v.prefer_min_age <= v.prefer_max_age;
const agesMessage = { message: 'Must not be more than prefer_max_age.', path: ['prefer_min_age'] };

/**
 * A name part holding letters outside A–Z needs its Latin-letter form beside it (422 on the `_latin`
 * field); an A–Z name's Latin form is optional and is the name itself (`latinNamesOf`).
 */
function latinNamesGiven(
  v: { first_name?: string; last_name?: string; first_name_latin?: string; last_name_latin?: string },
  ctx: z.RefinementCtx,
) {
  for (const part of ['first_name', 'last_name'] as const) {
    const written = v[part];
    if (written !== undefined && hasNonLatinLetters(written) && !v[`${part}_latin`])
      ctx.addIssue({ code: 'custom', message: 'Is required.', path: [`${part}_latin`] });
  }
}

/** GET /api/matrimonial/transliterate: a Latin-letter suggestion for a name in Gujarati or Devanagari. */
export const transliterateQuery = z.object({
  text: z.string().trim().min(1, 'Is required.').max(50, 'Must be at most 50 characters.'),
  from: z.enum(TRANSLITERATE_FROM),
});
export const transliterateAnswer = z.object({ latin: z.string() });

/** The Latin-letter names to keep: the given ones, or the name itself where it is written in A–Z. */
export function latinNamesOf(v: {
  first_name: string;
  last_name: string;
  first_name_latin?: string | null;
  last_name_latin?: string | null;
}): { first_name_latin: string; last_name_latin: string } {
  const of = (written: string, latin: string | null | undefined) =>
    hasNonLatinLetters(written) ? (latin ?? '') : written;
  return {
    first_name_latin: of(v.first_name, v.first_name_latin),
    last_name_latin: of(v.last_name, v.last_name_latin),
  };
}

export const createProfileBody = z
  .object({
    ...profileFields,
    first_name_latin: profileFields.first_name_latin.optional(),
    last_name_latin: profileFields.last_name_latin.optional(),
    place_id: profileFields.place_id.optional(),
    has_job: profileFields.has_job.optional(),
    occupation: profileFields.occupation.optional(),
    education: profileFields.education.optional(),
    height_cm: profileFields.height_cm.optional(),
    city: profileFields.city.optional(),
    state: profileFields.state.optional(),
    country: profileFields.country.optional(),
    mother_tongue: profileFields.mother_tongue.optional(),
    about: profileFields.about.optional(),
    prefer_marital_status: profileFields.prefer_marital_status.optional(),
    prefer_with_job: profileFields.prefer_with_job.optional(),
    prefer_min_age: profileFields.prefer_min_age.optional(),
    prefer_max_age: profileFields.prefer_max_age.optional(),
    community: profileFields.community.optional(),
    native_place: profileFields.native_place.optional(),
    photo_visibility: profileFields.photo_visibility.optional(),
    no_picture: profileFields.no_picture.optional(),
    share_contact: profileFields.share_contact.optional(),
    steps_passed: profileFields.steps_passed.optional(),
  })
  .refine(agesInOrder, agesMessage)
  .superRefine(latinNamesGiven);
export type CreateProfileBody = z.infer<typeof createProfileBody>;

export const updateProfileBody = z
  .object(profileFields)
  .partial()
  .refine(agesInOrder, agesMessage)
  .superRefine(latinNamesGiven);
export type UpdateProfileBody = z.infer<typeof updateProfileBody>;

const heightFilter = z.coerce
  .number()
  .int('Must be a whole number.')
  .min(100, 'Must be at least 100.')
  .max(250, 'Must be at most 250.');
/** A query-string flag: true/false or 1/0. */
const queryFlag = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');

export const filterProfileQuery = z
  .object({
    prefer_marital_status: z.enum(PREFER_MARITAL_STATUSES).optional(),
    prefer_with_job: z.enum(PREFER_WITH_JOB).optional(),
    prefer_min_age: age.optional(),
    prefer_max_age: age.optional(),
    /** Filters of this search only (not saved): equality ignoring case and outer spaces... */
    city: text(60).optional(),
    mother_tongue: text(60).optional(),
    /** ...a part of the education, ignoring case... */
    education: text(100).optional(),
    community: z.enum(COMMUNITIES).optional(),
    min_height_cm: heightFilter.optional(),
    max_height_cm: heightFilter.optional(),
    verified_only: queryFlag.optional(),
    sort: z.enum(SEARCH_SORTS).optional(),
    cursor: z.string().max(512).optional(),
    per_page: z.coerce.number().int().min(1).max(100).optional(),
  })
  .refine(agesInOrder, agesMessage)
  .refine(
    (v) =>
      v.min_height_cm === undefined || v.max_height_cm === undefined || v.min_height_cm <= v.max_height_cm,
    { message: 'Must not be more than max_height_cm.', path: ['min_height_cm'] },
  );

/** POST /api/matrimonial/{id}/pause. */
export const pauseProfileBody = z.object({
  paused: z.boolean(),
  reason: z.enum(PAUSE_REASONS).nullish(),
});
export type PauseProfileBody = z.infer<typeof pauseProfileBody>;

export const sendInterestBody = z.object({ message: text(500).optional() }).nullish();
export const replyInterestBody = z
  .object({
    reply: z.enum(['accepted', 'declined']),
    reason: z.enum(DECLINE_REASONS, { error: 'Choose one of the reasons offered.' }).optional(),
  })
  .refine((b) => b.reply === 'declined' || b.reason === undefined, {
    message: 'A reason goes only with a decline.',
    path: ['reason'],
  });
export const reportProfileBody = z.object({
  reason: z
    .string()
    .trim()
    .min(3, 'Must be at least 3 characters.')
    .max(1000, 'Must be at most 1000 characters.'),
});

export const picture = z.object({
  id: z.uuid(),
  /** Signed, short-lived URLs: usable in <img> without a bearer header, only by the caller they were made for. */
  url: z.string(),
  thumb_url: z.string(),
  is_primary: z.boolean(),
  /** Others only ever receive approved pictures; the owner sees each one's review. */
  status: z.enum(PICTURE_STATUSES),
  /** Why the office did not approve it; null unless rejected. */
  rejection_reason: z.string().nullable(),
  created_at: z.string(),
});
export type Picture = z.infer<typeof picture>;

/**
 * The name in Latin letters beside the name as written, on every answer that names a profile (the
 * reader's script when the name is written in it, else these: `nameFor` in names.ts).
 */
const latinNames = {
  first_name_latin: z.string().optional(),
  last_name_latin: z.string().optional(),
};
/** Where the profile lives: a place of GET /api/places (named there in the four languages), else `city` as written. */
const placeAnswer = { place_id: z.string().nullable().optional() };

const preferences = {
  prefer_marital_status: z.enum(PREFER_MARITAL_STATUSES),
  prefer_with_job: z.enum(PREFER_WITH_JOB),
  prefer_min_age: z.number().int(),
  prefer_max_age: z.number().int(),
};

/** What the owner sees of completeness, review, verification and consent (profile and summary alike). */
const ownerState = {
  status: z.enum(PROFILE_STATUSES),
  /** 0–100. */
  completeness: z.number().int(),
  /** Field names still empty (`picture`: none that is not rejected, and no `no_picture`), required first. */
  missing: z.array(z.string()),
  /** When the jamat's office verified the family; null when not. */
  verified_at: z.string().nullable(),
  /** When the candidate confirmed consent with a code sent to their own mobile; null when not. */
  consent_confirmed_at: z.string().nullable(),
  /** The guided path's steps the family passed, on any device (in the path's order). */
  steps_passed: z.array(z.enum(PROFILE_STEPS)),
};

/** A profile in full: only its owner (and admins) see this. */
export const profile = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  ...latinNames,
  gender: z.enum(GENDERS),
  date_of_birth: z.string(),
  age: z.number().int(),
  marital_status: z.enum(MARITAL_STATUSES),
  has_job: z.boolean(),
  occupation: z.string(),
  education: z.string(),
  height_cm: z.number().int().nullable(),
  city: z.string(),
  ...placeAnswer,
  state: z.string(),
  country: z.string(),
  mother_tongue: z.string(),
  about: z.string(),
  relation: z.enum(RELATIONS),
  approved_on: z.string().nullable(),
  rejection_reason: z.string().nullable(),
  is_last_selected: z.boolean(),
  ...preferences,
  photo_visibility: z.enum(PHOTO_VISIBILITIES),
  community: z.enum(COMMUNITIES).nullable(),
  native_place: z.string(),
  /** Out of search and closed to new interests while paused. */
  is_paused: z.boolean(),
  pause_reason: z.enum(PAUSE_REASONS).nullable(),
  no_picture: z.boolean(),
  ...ownerState,
  /** The candidate's own mobile that confirmed consent (E.164); null when not confirmed. */
  consent_mobile: z.string().nullable(),
  /** Consent was confirmed from the candidate's own proven account in the app (not by a code). */
  consent_by_account: z.boolean(),
  /** When the holder's number appears to the other family (docs/api.md "Conversations"); always on the owner's answer. */
  share_contact: z.enum(SHARE_CONTACT_CHOICES).optional(),
  /**
   * Changes to the free texts of the approved profile that wait for the office (the fields above keep
   * the approved text others read); null when none. Always on the owner's and the office's answers.
   */
  pending_revision: pendingRevision.nullable().optional(),
  primary_picture: picture.nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Profile = z.infer<typeof profile>;

/** The profile list in the user answer (GET /api/matrimonial/user). */
export const profileSummary = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  ...latinNames,
  gender: z.enum(GENDERS),
  /** ISO date-time of the approval; null while waiting or rejected. */
  approved_on: z.string().nullable(),
  /** Why the office did not approve it; null unless rejected. */
  rejection_reason: z.string().nullable(),
  is_last_selected: z.boolean(),
  relation: z.enum(RELATIONS),
  ...ownerState,
  ...preferences,
  primary_picture: picture.nullable(),
  /** Interests this profile received that wait for an answer (as its "interested in me" list shows them). */
  pending_interests: z.number().int(),
  /** The account's unread notifications about this profile. */
  unread_notifications: z.number().int(),
  /** Paused by the family: out of search, no new interests. */
  is_paused: z.boolean(),
  pause_reason: z.enum(PAUSE_REASONS).nullable(),
});
export type ProfileSummary = z.infer<typeof profileSummary>;

/** The owner's contact, present only once an interest between the two profiles is accepted. */
export const profileContact = z.object({
  mobile: z.string(),
  name: z.string(),
  /** The account holder's name in Latin letters, for readers of another script (absent for a name in Urdu). */
  name_latin: z.string().optional(),
});

/** Which of the searcher's preferences a profile meets. */
export const matchReasons = z.object({
  marital_status: z.boolean(),
  with_job: z.boolean(),
  age: z.boolean(),
});
export type MatchReasons = z.infer<typeof matchReasons>;

/** A profile as others see it: no mobile, email or exact date of birth (age only). */
export const profileCard = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  ...latinNames,
  gender: z.enum(GENDERS),
  age: z.number().int(),
  marital_status: z.enum(MARITAL_STATUSES),
  has_job: z.boolean(),
  occupation: z.string(),
  education: z.string(),
  height_cm: z.number().int().nullable(),
  city: z.string(),
  ...placeAnswer,
  state: z.string(),
  country: z.string(),
  mother_tongue: z.string(),
  relation: z.enum(RELATIONS),
  community: z.enum(COMMUNITIES).nullable(),
  native_place: z.string(),
  /** Checked by the jamat at the office (verified_at is set). */
  verified: z.boolean(),
  /** On the shortlist of the caller's active profile. */
  shortlisted: z.boolean(),
  /** Paused by its owner: out of search, no new interests (a shortlist still lists it). */
  is_paused: z.boolean(),
  /** The owner's choice; with primary_picture null it says why no picture is shown. */
  photo_visibility: z.enum(PHOTO_VISIBILITIES),
  /** Null when the profile has no approved picture, or this viewer is not entitled to see it. */
  primary_picture: picture.nullable(),
  contact: profileContact.nullable(),
});
export type ProfileCard = z.infer<typeof profileCard>;

/**
 * Where an interest between the searching profile and a card's profile stands, as the searcher sees
 * it: none (never sent, or withdrawn), sent (by the searcher, waiting), received (by the searcher,
 * waiting for their answer), accepted, declined.
 */
export const CARD_INTEREST_STATUSES = ['none', 'sent', 'received', 'accepted', 'declined'] as const;
export type CardInterestStatus = (typeof CARD_INTEREST_STATUSES)[number];

/**
 * A search result: the card, which of the searcher's preferences it meets, `mutual` (the searcher gave
 * preferences of their own, not all "any" over the whole age range, and each side meets the other's),
 * and the interest between the two profiles.
 */
export const matchCard = profileCard.extend({
  matches: matchReasons,
  mutual: z.boolean(),
  interest_status: z.enum(CARD_INTEREST_STATUSES),
});
export type MatchCard = z.infer<typeof matchCard>;

/**
 * The interest between the viewer's active profile and the profile viewed (a pair has at most one):
 * `sent` when the viewer's profile sent it. Null when there is none, or it was withdrawn or expired (the
 * pair is then free to send one again, and a card says `none`).
 */
export const profileInterest = z.object({
  id: z.uuid(),
  status: z.enum(INTEREST_STATUSES),
  sent: z.boolean(),
});
export type ProfileInterest = z.infer<typeof profileInterest>;

/** GET get-profile of someone else's approved profile. */
/** Another approved profile of the same account (a block of one blocks the whole account's). */
export const familyProfile = z.object({
  id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  ...latinNames,
  relation: z.enum(RELATIONS),
});
export type FamilyProfile = z.infer<typeof familyProfile>;

export const publicProfile = profileCard.extend({
  about: z.string(),
  ...preferences,
  approved_on: z.string().nullable(),
  matches: matchReasons,
  mutual: z.boolean(),
  /** When the jamat's office verified the family ("Verified by the jamat"); null when not. */
  verified_at: z.string().nullable(),
  /** When the candidate confirmed consent to a profile made by a relative; null when not. */
  consent_confirmed_at: z.string().nullable(),
  interest: profileInterest.nullable(),
  /**
   * The account's other profiles the viewer may already open (approved; a block is the account's, so
   * none is hidden by one): what blocking this profile blocks with it (docs/api.md "What families read").
   */
  family_profiles: z.array(familyProfile),
});
export type PublicProfile = z.infer<typeof publicProfile>;

export const viewCard = profileCard.extend({ viewed_at: z.string(), view_count: z.number().int() });
export type ViewCard = z.infer<typeof viewCard>;

/** GET blocked: a profile the caller's user blocked, and when. */
export const blockedCard = z.object({ profile: profileCard, blocked_at: z.string() });
export type BlockedCard = z.infer<typeof blockedCard>;

export const interest = z.object({
  id: z.uuid(),
  from_profile: profileCard,
  to_profile: profileCard,
  message: z.string().nullable(),
  status: z.enum(INTEREST_STATUSES),
  /** The polite reason of a decline, when one was given. */
  decline_reason: z.enum(DECLINE_REASONS).nullable(),
  created_at: z.string(),
  answered_at: z.string().nullable(),
});
export type Interest = z.infer<typeof interest>;

/** A report is open until an admin closes it. */
export const REPORT_STATUSES = ['open', 'closed'] as const;
/**
 * What closing a report does: `dismissed` (nothing), `profile_rejected` (the reported profile is
 * rejected with the note as its reason), `user_suspended` (the account that owns the reported profile
 * is suspended with the note as its reason: no login, every profile rejected).
 */
export const REPORT_CLOSE_ACTIONS = ['dismissed', 'profile_rejected', 'user_suspended'] as const;
export type ReportCloseAction = (typeof REPORT_CLOSE_ACTIONS)[number];

/** GET /api/admin/reports: `status` open or closed (absent: both), newest first. */
export const adminReportsQuery = z.object({
  status: z.enum(REPORT_STATUSES).optional(),
  cursor: z.string().max(512).optional(),
  per_page: z.coerce.number().int().min(1).max(100).optional(),
});

/** POST /api/admin/reports/{id}/close. The note is required when it becomes a rejection reason. */
export const closeReportBody = z
  .object({
    action: z.enum(REPORT_CLOSE_ACTIONS, {
      error: 'Must be dismissed, profile_rejected or user_suspended.',
    }),
    note: text(1000).optional(),
  })
  .refine((b) => b.action !== 'profile_rejected' || (b.note ?? '').length > 0, {
    message: 'The reason given to the family is required when the profile is rejected.',
    path: ['note'],
  })
  .refine((b) => b.action !== 'user_suspended' || (b.note ?? '').length > 0, {
    message: 'The reason for the suspension is required.',
    path: ['note'],
  });
export type CloseReportBody = z.infer<typeof closeReportBody>;

export const profileReport = z.object({
  id: z.uuid(),
  reason: z.string(),
  created_at: z.string(),
  status: z.enum(REPORT_STATUSES),
  /** Set once closed: when, by whom, with which action and note. */
  closed_at: z.string().nullable(),
  closed_by: z.object({ user_id: z.uuid(), name: z.string() }).nullable(),
  close_action: z.enum(REPORT_CLOSE_ACTIONS).nullable(),
  close_note: z.string().nullable(),
  reporter: z.object({ user_id: z.uuid(), name: z.string(), mobile: z.string() }),
  reported_profile: z.object({
    id: z.uuid(),
    user_id: z.uuid(),
    first_name: z.string(),
    last_name: z.string(),
    ...latinNames,
    approved_on: z.string().nullable(),
  }),
});
export type ProfileReport = z.infer<typeof profileReport>;

/** A profile as the approval queue sees it: in full, with every picture. */
export const adminProfile = profile.extend({
  pictures: z.array(picture),
  /** The admin who verified the family, and the note they left (no ID number is stored). */
  verified_by: z.object({ user_id: z.uuid(), name: z.string() }).nullable(),
  verification_note: z.string().nullable(),
  /**
   * The candidate's consent as the office checks it: `self` (the candidate's own profile), `not_asked`,
   * `asked` (a code or an in-app request is waiting) or `confirmed`; with the number that confirmed or
   * was asked, masked (`+91 98•••••210`).
   */
  consent_state: z.enum(['self', 'not_asked', 'asked', 'confirmed']),
  consent_mobile_masked: z.string().nullable(),
  /**
   * The account that keeps the profile, as the office calls it: the holder's name and number (E.164,
   * in full: only admins receive this answer) and how the candidate is related to them (the profile's
   * `relation`). The contract's `name_latin` is not given: accounts keep no name in Latin letters.
   */
  account: z.object({
    id: z.uuid(),
    name: z.string(),
    mobile: z.string(),
    relation: z.enum(RELATIONS),
  }),
});
export type AdminProfile = z.infer<typeof adminProfile>;

/** POST /api/admin/profiles/{id}/verify: the office checked the family; an optional note for admins. */
export const verifyProfileBody = z.object({ note: text(500).optional() }).nullish();

/** POST /api/matrimonial/{id}/consent/send: the candidate's own mobile. */
export const consentSendBody = z.object({ mobile: z.string().trim().min(1, 'Is required.').max(20) });
/** POST /api/matrimonial/{id}/consent/verify: the 6-digit code the candidate received. */
export const consentVerifyBody = z.object({
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'The code must be 6 digits.'),
});
/** The consent code's answer: when another may be asked for. */
export const consentSentAnswer = z.object({
  message: z.string(),
  resend_after_seconds: z.number().int(),
  /** The number has its own proven account: it was asked in the app, and no code was sent. */
  in_app: z.boolean(),
});

/** GET /api/matrimonial/consent-requests: a profile a family made that waits for this account's consent. */
export const consentRequest = z.object({
  profile_id: z.uuid(),
  first_name: z.string(),
  last_name: z.string(),
  ...latinNames,
  gender: z.enum(GENDERS),
  date_of_birth: z.string(),
  relation: z.enum(RELATIONS),
  /** The account holder who asked; `name_latin` as on the contact line (absent for Urdu letters). */
  asked_by: z.object({ name: z.string(), name_latin: z.string().optional() }),
  asked_at: z.string(),
});
export type ConsentRequest = z.infer<typeof consentRequest>;
/** POST /api/matrimonial/consent-requests/{profileId}: the candidate's answer. */
export const consentAnswerBody = z.object({ confirm: z.boolean() });
export const consentAnswer = z.object({ profile_id: z.uuid(), consent: z.enum(['confirmed', 'declined']) });
