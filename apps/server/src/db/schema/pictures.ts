import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.ts';
import { profiles } from './matrimonial.ts';
import { users } from './users.ts';

/** A profile's pictures: pending until an admin approves one; others see approved pictures only. */
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
    /** pending until an admin approves it; others see approved pictures only. */
    status: text('status').notNull().default('pending'),
    rejectionReason: text('rejection_reason'),
    reviewedAt: ts('reviewed_at'),
    reviewedByUserId: uuid('reviewed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('profile_pictures_profile_idx').on(t.profileId, t.createdAt),
    // A card's picture (the primary if approved, else the earliest approved) in the index's own order:
    // the match search reads one entry per match instead of sorting the profile's pictures (decision 039).
    index('profile_pictures_card_idx')
      .on(t.profileId, t.isPrimary.desc().nullsFirst(), t.createdAt, t.id)
      .where(sql`${t.status} = 'approved'`),
    index('profile_pictures_queue_idx').on(t.status, t.createdAt, t.id),
    check('profile_pictures_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
    uniqueIndex('profile_pictures_one_primary')
      .on(t.profileId)
      .where(sql`${t.isPrimary}`),
  ],
);
