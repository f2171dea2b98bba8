import { and, eq, gt, isNull, lt, lte, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { otpCodes, otpLoginTokens, users } from '../../db/schema/index.ts';
import type { UserRow } from './tokens.ts';

export type OtpCodeRow = typeof otpCodes.$inferSelect;

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
  values: { name: string; mobile: string; email: string | null; passwordHash: string | null; now: Date },
): Promise<UserRow> {
  const [row] = await db
    .insert(users)
    .values({
      name: values.name,
      mobile: values.mobile,
      email: values.email,
      passwordHash: values.passwordHash,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning();
  return row!;
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

export async function findOtpCode(db: DbOrTx, mobile: string): Promise<OtpCodeRow | undefined> {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.mobile, mobile)).limit(1);
  return row;
}

/**
 * Stores a new code for the number, replacing the old one, unless the old one was sent after
 * `resendCutoff` (the resend wait). Answers false when it was too soon: the check and the write
 * are one statement, so two racing requests cannot both send.
 */
export async function replaceOtpCode(
  db: DbOrTx,
  code: { mobile: string; codeHash: string; salt: string; sentAt: Date; expiresAt: Date },
  resendCutoff: Date,
): Promise<boolean> {
  const rows = await db
    .insert(otpCodes)
    .values({ ...code, attempts: 0, consumedAt: null })
    .onConflictDoUpdate({
      target: otpCodes.mobile,
      set: { ...code, attempts: 0, consumedAt: null },
      setWhere: lte(otpCodes.sentAt, resendCutoff),
    })
    .returning({ mobile: otpCodes.mobile });
  return rows.length > 0;
}

export async function deleteOtpCode(db: DbOrTx, mobile: string, codeHash: string): Promise<void> {
  await db.delete(otpCodes).where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.codeHash, codeHash)));
}

/** One more wrong try, while the code is still alive; answers the tries so far (null if it was dead). */
export async function countWrongTry(db: DbOrTx, mobile: string, maxTries: number): Promise<number | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(and(eq(otpCodes.mobile, mobile), isNull(otpCodes.consumedAt), lt(otpCodes.attempts, maxTries)))
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? null;
}

/** Uses up the code if it is still alive and is the one checked; false when another request won. */
export async function consumeOtpCode(
  db: DbOrTx,
  mobile: string,
  codeHash: string,
  now: Date,
  maxTries: number,
): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.mobile, mobile),
        eq(otpCodes.codeHash, codeHash),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, maxTries),
        gt(otpCodes.expiresAt, now),
      ),
    )
    .returning({ mobile: otpCodes.mobile });
  return rows.length > 0;
}

export async function insertLoginToken(
  db: DbOrTx,
  values: { tokenHash: string; mobile: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  await db.insert(otpLoginTokens).values(values);
}

/** The number of a live (unused, unexpired) one-use login token. */
export async function findLiveLoginToken(
  db: DbOrTx,
  tokenHash: string,
  now: Date,
): Promise<{ id: string; mobile: string } | undefined> {
  const [row] = await db
    .select({ id: otpLoginTokens.id, mobile: otpLoginTokens.mobile })
    .from(otpLoginTokens)
    .where(
      and(
        eq(otpLoginTokens.tokenHash, tokenHash),
        isNull(otpLoginTokens.consumedAt),
        gt(otpLoginTokens.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

/** Uses up a login token; false when it was already used (by a racing request). */
export async function consumeLoginToken(db: DbOrTx, id: string, now: Date): Promise<boolean> {
  const rows = await db
    .update(otpLoginTokens)
    .set({ consumedAt: now })
    .where(and(eq(otpLoginTokens.id, id), isNull(otpLoginTokens.consumedAt)))
    .returning({ id: otpLoginTokens.id });
  return rows.length > 0;
}
