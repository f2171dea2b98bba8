import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  type AnyPgColumn,
  type IndexBuilderOn,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.ts';
import { places } from './places.ts';
import { users } from './users.ts';

type SearchColumns = Record<'approvedOn' | 'isPaused' | 'city' | 'dateOfBirth', AnyPgColumn>;
const cityKey = (t: SearchColumns) => sql`lower(btrim(${t.city}))`;
const birthYear = (t: SearchColumns) => sql`extract(year from ${t.dateOfBirth})`;
/** A partial index of the match search: approved, unpaused profiles only. */
const searchIndex = (name: string, t: SearchColumns, ...columns: Parameters<IndexBuilderOn['on']>) =>
  index(name)
    .on(...columns)
    .where(sql`${t.approvedOn} is not null and not ${t.isPaused}`);
/** Matrimonial profiles: a user (a family) owns several; `is_last_selected` marks the active one. */
export const profiles = pgTable(
  'profiles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** The name in Latin letters (docs/api.md "What families read"): the name itself when written in A–Z; '' only on older rows. */
    firstNameLatin: text('first_name_latin').notNull().default(''),
    lastNameLatin: text('last_name_latin').notNull().default(''),
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    maritalStatus: text('marital_status').notNull(),
    hasJob: boolean('has_job').notNull().default(false),
    occupation: text('occupation').notNull().default(''),
    education: text('education').notNull().default(''),
    heightCm: integer('height_cm'),
    city: text('city').notNull().default(''),
    /** A place of the list; null when the city is written as free text. */
    placeId: text('place_id').references(() => places.id, { onDelete: 'set null' }),
    state: text('state').notNull().default(''),
    country: text('country').notNull().default(''),
    motherTongue: text('mother_tongue').notNull().default(''),
    about: text('about').notNull().default(''),
    relation: text('relation').notNull(),
    approvedOn: ts('approved_on'),
    rejectionReason: text('rejection_reason'),
    isLastSelected: boolean('is_last_selected').notNull().default(false),
    preferMaritalStatus: text('prefer_marital_status').notNull().default('any'),
    preferWithJob: text('prefer_with_job').notNull().default('any'),
    preferMinAge: integer('prefer_min_age').notNull().default(18),
    preferMaxAge: integer('prefer_max_age').notNull().default(100),
    /** cutchi_memon, halai_memon, other_memon or other; null when not said. */
    community: text('community'),
    nativePlace: text('native_place').notNull().default(''),
    /** Who sees the pictures: members (approved members), accepted (accepted interests only), hidden. */
    photoVisibility: text('photo_visibility').notNull().default('members'),
    /** The owner's stated choice not to show a picture (completeness accepts it instead of one). */
    noPicture: boolean('no_picture').notNull().default(false),
    /** When the holder's number appears to the other family: on_acceptance, or by_choice (docs/api.md "Conversations"). */
    shareContact: text('share_contact').notNull().default('on_acceptance'),
    /** The guided path's steps the family passed (docs/api.md "What families read"), so the path resumes on any device. */
    stepsPassed: text('steps_passed')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Paused profiles are out of search and receive no new interests. */
    isPaused: boolean('is_paused').notNull().default(false),
    /** engaged, married or break; null when not paused or not said. */
    pauseReason: text('pause_reason'),
    /** Set by an admin after checking the family at the office; no ID number is stored. */
    verifiedAt: ts('verified_at'),
    verifiedByUserId: uuid('verified_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    verificationNote: text('verification_note'),
    /** The candidate's own mobile (E.164) that confirmed consent to a profile made by a relative. */
    consentMobile: text('consent_mobile'),
    consentConfirmedAt: ts('consent_confirmed_at'),
    consentRemindedAt: ts('consent_reminded_at'),
    /** The candidate's own proven account that confirmed consent in the app (null: confirmed by code). */
    consentUserId: uuid('consent_user_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    /** Sent for approval (the completeness minimum was met); null while a draft. */
    submittedAt: ts('submitted_at'),
    /** Last time the family used the app as this profile (throttled), for the recently-active sort. */
    lastActiveAt: ts('last_active_at').notNull().defaultNow(),
    /** When the profile last looked at its recommendations, and when it was last told of new ones. */
    recommendationsSeenAt: ts('recommendations_seen_at'),
    recommendationsNotifiedAt: ts('recommendations_notified_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profiles_user_idx').on(t.userId),
    // At most one active profile per user; the service keeps it at exactly one.
    uniqueIndex('profiles_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.isLastSelected}`),
    // The search: keyset on (dob | created_at | last_active_at, id) per sort, a city's in each order.
    // The city and mother-tongue expressions have statistics (CREATE STATISTICS: migrations 0013, 0015).
    searchIndex('profiles_search_idx', t, t.gender, t.dateOfBirth, t.id),
    searchIndex('profiles_search_newest_idx', t, t.gender, t.createdAt, t.id),
    searchIndex('profiles_search_active_idx', t, t.gender, t.lastActiveAt, t.id),
    searchIndex('profiles_search_city_idx', t, t.gender, cityKey(t), t.dateOfBirth, t.id),
    searchIndex('profiles_search_city_newest_idx', t, t.gender, cityKey(t), t.createdAt, t.id),
    searchIndex('profiles_search_city_active_idx', t, t.gender, cityKey(t), t.lastActiveAt, t.id),
    // The age order: an age's two years of birth, each read in id order (the tie key), the date of birth
    // tested inside the index (decision 043); a city's the same after the city.
    searchIndex('profiles_search_age_idx', t, t.gender, birthYear(t), t.id, t.dateOfBirth),
    searchIndex('profiles_search_city_age_idx', t, t.gender, cityKey(t), birthYear(t), t.id, t.dateOfBirth),
    index('profiles_admin_idx').on(t.createdAt, t.id),
    // One number confirms one candidate: a family cannot vouch for its own daughters with its second phone.
    uniqueIndex('profiles_consent_mobile_key')
      .on(t.consentMobile)
      .where(sql`${t.consentConfirmedAt} is not null`),
    check('profiles_gender_check', sql`${t.gender} in ('male', 'female')`),
    check(
      'profiles_marital_status_check',
      sql`${t.maritalStatus} in ('never_married', 'divorced', 'widowed', 'awaiting_divorce')`,
    ),
    check('profiles_prefer_ages_check', sql`${t.preferMinAge} <= ${t.preferMaxAge}`),
    check(
      'profiles_community_check',
      sql`${t.community} in ('cutchi_memon', 'halai_memon', 'other_memon', 'other')`,
    ),
    check('profiles_photo_visibility_check', sql`${t.photoVisibility} in ('members', 'accepted', 'hidden')`),
    check('profiles_pause_reason_check', sql`${t.pauseReason} in ('engaged', 'married', 'break')`),
    check('profiles_share_contact_check', sql`${t.shareContact} in ('on_acceptance', 'by_choice')`),
  ],
);

/** One row per (viewer, viewed) pair of profiles. */
export const profileViews = pgTable(
  'profile_views',
  {
    viewerProfileId: uuid('viewer_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    viewedProfileId: uuid('viewed_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    firstViewedAt: ts('first_viewed_at').notNull(),
    lastViewedAt: ts('last_viewed_at').notNull(),
    viewCount: integer('view_count').notNull().default(1),
  },
  (t) => [
    primaryKey({ columns: [t.viewerProfileId, t.viewedProfileId] }),
    index('profile_views_viewer_idx').on(t.viewerProfileId, t.lastViewedAt, t.viewedProfileId),
    index('profile_views_viewed_idx').on(t.viewedProfileId, t.lastViewedAt, t.viewerProfileId),
  ],
);

/** One interest per pair of profiles, whichever way it was sent (the unique index on least/greatest). */
export const interests = pgTable(
  'interests',
  {
    id: id(),
    fromProfileId: uuid('from_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    toProfileId: uuid('to_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    message: text('message'),
    status: text('status').notNull().default('pending'),
    /** A polite reason from the fixed list, when a decline gives one. */
    declineReason: text('decline_reason'),
    /** When the receiver was reminded of the unanswered interest. */
    remindedAt: ts('reminded_at'),
    createdAt: createdAt(),
    answeredAt: ts('answered_at'),
  },
  (t) => [
    uniqueIndex('interests_pair_key').on(
      sql`least(${t.fromProfileId}, ${t.toProfileId})`,
      sql`greatest(${t.fromProfileId}, ${t.toProfileId})`,
    ),
    index('interests_from_idx').on(t.fromProfileId, t.createdAt, t.id),
    index('interests_to_idx').on(t.toProfileId, t.createdAt, t.id),
    index('interests_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check(
      'interests_status_check',
      sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn', 'expired')`,
    ),
    check('interests_not_self_check', sql`${t.fromProfileId} <> ${t.toProfileId}`),
  ],
);

/**
 * The live consent code of a profile made by a relative, sent to the candidate's own mobile (a
 * resend replaces it). Only HMAC-SHA256(salt, code) is stored, as for login codes.
 */
export const profileConsentCodes = pgTable('profile_consent_codes', {
  profileId: uuid('profile_id')
    .primaryKey()
    .references(() => profiles.id, { onDelete: 'cascade' }),
  mobile: text('mobile').notNull(),
  codeHash: text('code_hash').notNull(),
  salt: text('salt').notNull(),
  sentAt: ts('sent_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
});

/**
 * Reports of fake or unsuitable profiles, for admins: open until an admin closes one with an action
 * (`dismissed`, `profile_rejected`) and a note.
 */
export const profileReports = pgTable(
  'profile_reports',
  {
    id: id(),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reportedProfileId: uuid('reported_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
    closedAt: ts('closed_at'),
    closedByUserId: uuid('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    closeAction: text('close_action'),
    closeNote: text('close_note'),
  },
  (t) => [
    uniqueIndex('profile_reports_once_key').on(t.reporterUserId, t.reportedProfileId),
    index('profile_reports_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * A change to the free texts of an approved profile, waiting for the office: other families keep
 * reading the approved text until it is approved. `fields` holds the new values by API field name;
 * one pending revision a profile (a further change updates it).
 */
export const profileRevisions = pgTable(
  'profile_revisions',
  {
    id: id(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
    status: text('status').notNull().default('pending'),
    submittedAt: ts('submitted_at').notNull().defaultNow(),
    decidedAt: ts('decided_at'),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason'),
  },
  (t) => [
    uniqueIndex('profile_revisions_one_pending_key')
      .on(t.profileId)
      .where(sql`${t.status} = 'pending'`),
    index('profile_revisions_status_idx').on(t.status, t.submittedAt, t.id),
    check('profile_revisions_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/** Server-wide secrets shared by every app server (e.g. the key that signs picture URLs). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
