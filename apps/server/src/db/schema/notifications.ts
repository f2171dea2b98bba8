import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns.ts';
import { profiles } from './matrimonial.ts';
import { users } from './users.ts';

/**
 * What happened to an account's profiles and bookings (docs/api.md, Families and notifications): written
 * for every event that pushes, whether or not the account has a device, so web users learn of it too.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The profile the event is about (the app switches to it when the item is opened). */
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    /** What the item opens: `{ type, id }` (the same data the push carries). */
    data: jsonb('data').$type<{ type: string; id: string }>().notNull(),
    /**
     * What became of the subject since the item was written (`withdrawn`, `expired`, `closed`), or
     * null while it is as the item says: the item then says what happened instead of opening a
     * subject that is gone (docs/api.md, What families read).
     */
    change: text('change').$type<'withdrawn' | 'expired' | 'closed'>(),
    readAt: timestamp('read_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    // The items about one subject (an interest), found when it changes or is handled.
    index('notifications_subject_idx').on(sql`(${t.data}->>'id')`),
    index('notifications_user_unread_idx')
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);
