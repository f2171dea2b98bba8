import { sql } from 'drizzle-orm';
import { boolean, check, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    /** E.164, e.g. +919876543210 */
    mobile: text('mobile').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    isAdmin: boolean('is_admin').notNull().default(false),
    fcmToken: text('fcm_token'),
    /** CM, M or NCM as confirmed by an admin; null until then (the user may book as any type). */
    memberType: text('member_type'),
    /** en, gu, hi or ur: the language of the account's messages, pushes, notifications and SMS. */
    language: text('language').notNull().default('en'),
    /** Set when an admin suspends the account (a report's outcome): no login, profiles out of sight. */
    suspendedAt: timestamp('suspended_at', { withTimezone: true, mode: 'date' }),
    suspendedReason: text('suspended_reason'),
    /** When the account proved it holds its mobile by a one-time code; null until then (decision 041). */
    mobileVerifiedAt: timestamp('mobile_verified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_mobile_key').on(t.mobile),
    uniqueIndex('users_email_key').on(t.email),
    check('users_member_type_check', sql`${t.memberType} in ('CM', 'M', 'NCM')`),
    check('users_language_check', sql`${t.language} in ('en', 'gu', 'hi', 'ur')`),
  ],
);
