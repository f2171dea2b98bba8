import { and, asc, desc, eq, ilike, inArray, isNull, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { newestFirst } from '../../db/keyset.ts';
import { users } from '../../db/schema/index.ts';
import type { After } from '../../lib/pagination.ts';

/**
 * The users table's one repository: accounts (auth), the office's changes (admin.ts), the row lock
 * that serialises a family's changes (matrimonial, bookings), and the device token (devices, push).
 */

export type UserRow = typeof users.$inferSelect;

export async function findUserById(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

export async function findUserByMobile(db: DbOrTx, mobile: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.mobile, mobile)).limit(1);
  return row;
}

export async function findUserByEmail(db: DbOrTx, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return row;
}

export async function insertUser(
  db: DbOrTx,
  values: {
    name: string;
    mobile: string;
    email: string | null;
    passwordHash: string | null;
    language?: string;
    now: Date;
  },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      name: values.name,
      mobile: values.mobile,
      email: values.email,
      passwordHash: values.passwordHash,
      ...(values.language ? { language: values.language } : {}),
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
}

/** The account's language (en, gu, hi, ur). */
export async function setUserLanguage(
  db: DbOrTx,
  userId: string,
  language: string,
  now: Date,
): Promise<void> {
  await db.update(users).set({ language, updatedAt: now }).where(eq(users.id, userId));
}

/** The language of the account with this number, or null when the number has none. */
export async function languageOfMobile(db: DbOrTx, mobile: string): Promise<string | null> {
  const [row] = await db
    .select({ language: users.language })
    .from(users)
    .where(eq(users.mobile, mobile))
    .limit(1);
  return row?.language ?? null;
}

/** The language of each of these accounts. */
export async function languagesOfUsers(db: DbOrTx, userIds: string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, language: users.language })
    .from(users)
    .where(inArray(users.id, userIds));
  return new Map(rows.map((r) => [r.id, r.language]));
}

export async function updatePasswordHash(db: DbOrTx, userId: string, passwordHash: string, now: Date) {
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
}

/** Creates the admin when the number is new; otherwise makes it admin and sets a password if it has none. */
export async function upsertAdmin(
  db: DbOrTx,
  values: { mobile: string; passwordHash: string | null; now: Date },
): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(users)
    .values({
      name: 'Administrator',
      mobile: values.mobile,
      email: null,
      passwordHash: values.passwordHash,
      isAdmin: true,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .onConflictDoNothing({ target: users.mobile })
    .returning({ id: users.id });
  if (inserted.length > 0) return { created: true };
  await db
    .update(users)
    .set({
      isAdmin: true,
      passwordHash: values.passwordHash
        ? sql`coalesce(${users.passwordHash}, ${values.passwordHash})`
        : users.passwordHash,
      updatedAt: values.now,
    })
    .where(eq(users.mobile, values.mobile));
  return { created: false };
}

// ---- the office ----

/** `%`, `_` and `\` are literal in a search text. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchUsers(db: DbOrTx, q: string | undefined, limit: number, after: After | null) {
  let match: SQL | undefined;
  if (q) {
    const digits = q.replace(/\D/g, '');
    match = or(
      ilike(users.name, `%${likeEscape(q)}%`),
      ilike(users.email, `%${likeEscape(q)}%`),
      // A mobile is typed in any form (98765 43210, +91-98765...): compare its digits.
      digits.length >= 3 ? ilike(users.mobile, `%${digits}%`) : undefined,
    );
  }
  return db
    .select()
    .from(users)
    .where(and(match, newestFirst(users.createdAt, users.id, after)))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit);
}

/**
 * Locks every admin row (in id order, so two callers never wait on each other crosswise) and the
 * target user's row: while this transaction lives, nobody else can change who is an admin.
 */
export async function lockAdminsAndUser(db: DbOrTx, userId: string) {
  const admins = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.isAdmin, true))
    .orderBy(asc(users.id))
    .for('update');
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return { adminIds: admins.map((a) => a.id), user };
}

/** Records that the account proved its number by a one-time code (kept at the first proof). */
export async function markMobileVerified(db: DbOrTx, userId: string, at: Date): Promise<void> {
  await db
    .update(users)
    .set({ mobileVerifiedAt: at, updatedAt: at })
    .where(and(eq(users.id, userId), isNull(users.mobileVerifiedAt)));
}

/** Whether the account has proven its number, read from the database (not a cached session). */
export async function isMobileVerified(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ at: users.mobileVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return Boolean(row?.at);
}

export async function lockUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, userId)).for('update');
  return user;
}

export async function setUserMemberType(
  db: DbOrTx,
  userId: string,
  memberType: string | null,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ memberType, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

export async function setUserAdmin(
  db: DbOrTx,
  userId: string,
  isAdmin: boolean,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ isAdmin, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Suspends the account (the office's reason) or, with null, lifts the suspension. */
export async function setUserSuspension(
  db: DbOrTx,
  userId: string,
  suspension: { at: Date; reason: string } | null,
  now: Date,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ suspendedAt: suspension?.at ?? null, suspendedReason: suspension?.reason ?? null, updatedAt: now })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

/** Deletes the account; the database's cascades remove what is its own, bookings keep a null user. */
export async function deleteUser(db: DbOrTx, userId: string): Promise<boolean> {
  const rows = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
  return rows.length > 0;
}

// ---- the device token ----

/**
 * Gives the device token to this user. A device belongs to one account at a time: another user
 * who had the same token (the phone changed hands, or someone logged out and another logged in)
 * loses it, so their pushes do not reach this phone.
 */
export async function setDeviceToken(db: DbOrTx, userId: string, token: string, now: Date): Promise<void> {
  await db
    .update(users)
    .set({ fcmToken: null, updatedAt: now })
    .where(and(eq(users.fcmToken, token), ne(users.id, userId)));
  await db.update(users).set({ fcmToken: token, updatedAt: now }).where(eq(users.id, userId));
}

export async function deviceTokenOf(db: DbOrTx, userId: string): Promise<string | null> {
  const [row] = await db.select({ token: users.fcmToken }).from(users).where(eq(users.id, userId)).limit(1);
  return row?.token ?? null;
}

/** Forgets tokens the push provider says are dead. */
export async function clearDeviceTokens(db: DbOrTx, tokens: string[]): Promise<void> {
  if (tokens.length === 0) return;
  await db.update(users).set({ fcmToken: null }).where(inArray(users.fcmToken, tokens));
}
