import { index, pgTable, primaryKey, uuid } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns.ts';
import { profiles } from './matrimonial.ts';
import { users } from './users.ts';

/**
 * What a family marks on other profiles: blocks, the shortlist and "not interested" (moved from
 * matrimonial.ts, which had reached the 300-line limit; drizzle-kit sees no change).
 */

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

/** A profile's shortlist of other profiles. */
export const shortlists = pgTable(
  'shortlists',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    shortlistedProfileId: uuid('shortlisted_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.profileId, t.shortlistedProfileId] }),
    index('shortlists_list_idx').on(t.profileId, t.createdAt, t.shortlistedProfileId),
  ],
);

/** "Not interested": the hidden profile is out of this profile's search until `until`. */
export const notInterested = pgTable(
  'not_interested',
  {
    profileId: uuid('profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    hiddenProfileId: uuid('hidden_profile_id')
      .notNull()
      .references(() => profiles.id, { onDelete: 'cascade' }),
    until: ts('until').notNull(),
  },
  (t) => [primaryKey({ columns: [t.profileId, t.hiddenProfileId] })],
);
