import { integer, index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { users } from './users.ts';

const instant = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** Bearer tokens: only the SHA-256 of the token is stored. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** The absolute end of life (180 days after creation); idleness (30 days) is judged on lastUsedAt. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [uniqueIndex('auth_tokens_hash_key').on(t.tokenHash), index('auth_tokens_user_idx').on(t.userId)],
);

/**
 * The live one-time code a mobile number was sent at the request of one client address group (a
 * resend from that group replaces it, so number and group are the key; another group's request
 * neither replaces nor waits for it: decision 042). Only HMAC-SHA256(salt, code) is stored; the salt
 * is random per code.
 */
export const otpCodes = pgTable(
  'otp_codes',
  {
    mobile: text('mobile').notNull(),
    /** The group (lib/address-group.ts) of the address that asked for the code. */
    addressGroup: text('address_group').notNull(),
    codeHash: text('code_hash').notNull(),
    salt: text('salt').notNull(),
    sentAt: instant('sent_at').notNull(),
    expiresAt: instant('expires_at').notNull(),
    /** Wrong tries so far from the group that asked for it; the code is dead at 5. */
    attempts: integer('attempts').notNull().default(0),
    consumedAt: instant('consumed_at'),
  },
  (t) => [primaryKey({ columns: [t.mobile, t.addressGroup] })],
);

/** One-use login tokens bought with a right code (otp/verify), for otplogin or reset-password. */
export const otpLoginTokens = pgTable(
  'otp_login_tokens',
  {
    id: id(),
    tokenHash: text('token_hash').notNull(),
    mobile: text('mobile').notNull(),
    createdAt: createdAt(),
    expiresAt: instant('expires_at').notNull(),
    consumedAt: instant('consumed_at'),
  },
  (t) => [uniqueIndex('otp_login_tokens_hash_key').on(t.tokenHash)],
);

/** Fixed-window counters shared by every app server (lib/rate-limit.ts). */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: instant('window_start').notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_window_idx').on(t.windowStart)],
);

/** The development SMS provider keeps messages here (readable at GET /api/dev/outbox). */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: id(),
    to: text('to').notNull(),
    body: text('body').notNull(),
    code: text('code'),
    createdAt: createdAt(),
  },
  (t) => [index('sms_outbox_to_idx').on(t.to, t.createdAt)],
);
