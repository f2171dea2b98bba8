import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.ts';
import { users } from './users.ts';

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
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    maritalStatus: text('marital_status').notNull(),
    hasJob: boolean('has_job').notNull().default(false),
    occupation: text('occupation').notNull().default(''),
    education: text('education').notNull().default(''),
    heightCm: integer('height_cm'),
    city: text('city').notNull().default(''),
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('profiles_user_idx').on(t.userId),
    // At most one active profile per user; the service keeps it at exactly one.
    uniqueIndex('profiles_one_active_per_user')
      .on(t.userId)
      .where(sql`${t.isLastSelected}`),
    // The search: approved profiles of one gender in a date-of-birth range, keyset on (dob, id).
    index('profiles_search_idx')
      .on(t.gender, t.dateOfBirth, t.id)
      .where(sql`${t.approvedOn} is not null`),
    index('profiles_admin_idx').on(t.createdAt, t.id),
    check('profiles_gender_check', sql`${t.gender} in ('male', 'female')`),
    check(
      'profiles_marital_status_check',
      sql`${t.maritalStatus} in ('never_married', 'divorced', 'widowed', 'awaiting_divorce')`,
    ),
    check('profiles_prefer_ages_check', sql`${t.preferMinAge} <= ${t.preferMaxAge}`),
  ],
);

export const profilePictures = pgTable(
  'profile_pictures',
  {
    id: id(),
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    largeKey: text('large_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    isPrimary: boolean('is_primary').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('profile_pictures_profile_idx').on(t.profileId, t.createdAt),
    uniqueIndex('profile_pictures_one_primary')
      .on(t.profileId)
      .where(sql`${t.isPrimary}`),
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
    check('interests_status_check', sql`${t.status} in ('pending', 'accepted', 'declined', 'withdrawn')`),
    check('interests_not_self_check', sql`${t.fromProfileId} <> ${t.toProfileId}`),
  ],
);

/** A user (a family) blocks one profile: neither side sees or contacts the other any more. */
export const profileBlocks = pgTable(
  'profile_blocks',
  {
    blockerUserId: uuid('blocker_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedProfileId: uuid('blocked_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerUserId, t.blockedProfileId] }),
    index('profile_blocks_blocked_idx').on(t.blockedProfileId, t.blockerUserId),
  ],
);

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

/** Server-wide secrets shared by every app server (e.g. the key that signs picture URLs). */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: createdAt(),
});
