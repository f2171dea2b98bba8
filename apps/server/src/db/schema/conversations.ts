import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns.ts';
import { interests, profiles } from './matrimonial.ts';
import { users } from './users.ts';

/**
 * Family conversations (decision 054): one a accepted interest, between its two profiles
 * (`profile_a_id` the interest's sender, `profile_b_id` its receiver). A profile deleted with its
 * account leaves the conversation to the other family, closed (`account_deleted`). Each side's
 * `*_contact_shared_at/_by` records who pressed "Share our number" and when.
 */
export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    interestId: uuid('interest_id').references(() => interests.id, { onDelete: 'set null' }),
    profileAId: uuid('profile_a_id').references(() => profiles.id, { onDelete: 'set null' }),
    profileBId: uuid('profile_b_id').references(() => profiles.id, { onDelete: 'set null' }),
    state: text('state').notNull().default('open'),
    /** A decline's reason given by the family that closed it, or blocked, account_deleted, office. */
    closedReason: text('closed_reason'),
    closedByUserId: uuid('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    closedAt: ts('closed_at'),
    aContactSharedAt: ts('a_contact_shared_at'),
    aContactSharedBy: uuid('a_contact_shared_by').references(() => users.id, { onDelete: 'set null' }),
    bContactSharedAt: ts('b_contact_shared_at'),
    bContactSharedBy: uuid('b_contact_shared_by').references(() => users.id, { onDelete: 'set null' }),
    /** The last message's time (else the opening's): the lists' order. */
    lastActivityAt: ts('last_activity_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('conversations_interest_key').on(t.interestId),
    index('conversations_profile_a_idx').on(t.profileAId),
    index('conversations_profile_b_idx').on(t.profileBId),
    check('conversations_state_check', sql`${t.state} in ('open', 'closed')`),
  ],
);

/**
 * Who is in a conversation: the accounts that hold the two profiles (`holder`) and the candidates' own
 * proven accounts that confirmed consent (`candidate`), each on the side of `profile_id`. `last_read_seq`
 * is the sequence of the last message the member read (read_at when that was said).
 */
export const conversationMembers = pgTable(
  'conversation_members',
  {
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    role: text('role').notNull(),
    muted: boolean('muted').notNull().default(false),
    lastReadSeq: bigint('last_read_seq', { mode: 'number' }).notNull().default(0),
    readAt: ts('read_at'),
    joinedAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    index('conversation_members_user_idx').on(t.userId),
    check('conversation_members_role_check', sql`${t.role} in ('holder', 'candidate')`),
  ],
);

/**
 * A message: `seq` orders a conversation's messages (and later the event stream's ids); `client_id` is
 * the sender's device's id of it, unique per author account, so a retried send makes no second message.
 * Removed (by its author, or the account's deletion): `body` '' and `removed_at` set.
 */
export const messages = pgTable(
  'messages',
  {
    id: id(),
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The profile it was sent for (the author's side). */
    profileId: uuid('profile_id').references(() => profiles.id, { onDelete: 'set null' }),
    authorRole: text('author_role').notNull(),
    clientId: uuid('client_id').notNull(),
    body: text('body').notNull(),
    sentAt: ts('sent_at').notNull(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    uniqueIndex('messages_seq_key').on(t.seq),
    uniqueIndex('messages_client_key').on(t.authorUserId, t.clientId),
    index('messages_conversation_idx').on(t.conversationId, t.seq),
    check('messages_body_length_check', sql`char_length(${t.body}) <= 2000`),
    check('messages_author_role_check', sql`${t.authorRole} in ('holder', 'candidate')`),
  ],
);

/** A member's report of a message, for the office: open until closed with an action (audited). */
export const messageReports = pgTable(
  'message_reports',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    reporterUserId: uuid('reporter_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    closedAt: ts('closed_at'),
    closedByUserId: uuid('closed_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    closeAction: text('close_action'),
    closeNote: text('close_note'),
  },
  (t) => [
    uniqueIndex('message_reports_once_key').on(t.reporterUserId, t.messageId),
    index('message_reports_created_idx').on(t.createdAt, t.id),
    check(
      'message_reports_close_action_check',
      sql`${t.closeAction} in ('dismissed', 'conversation_closed', 'user_suspended')`,
    ),
  ],
);
