import { and, desc, eq, gt, isNull, lt, lte, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { preparedQuery } from '../../db/prepared.ts';
import { authTokens, otpCodes, otpLoginTokens, users } from '../../db/schema/index.ts';

export type OtpCodeRow = typeof otpCodes.$inferSelect;

/** The code the number was sent at the request of `group` (live or not). */
export async function findOtpCode(
  db: DbOrTx,
  mobile: string,
  group: string,
): Promise<OtpCodeRow | undefined> {
  const [row] = await db
    .select()
    .from(otpCodes)
    .where(and(eq(otpCodes.mobile, mobile), eq(otpCodes.addressGroup, group)))
    .limit(1);
  return row;
}

/** The number's codes that can still be used (unused, unexpired, under `maxTries` wrong tries), newest first. */
export async function findLiveOtpCodes(
  db: DbOrTx,
  mobile: string,
  now: Date,
  maxTries: number,
): Promise<OtpCodeRow[]> {
  return db
    .select()
    .from(otpCodes)
    .where(
      and(
        eq(otpCodes.mobile, mobile),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, now),
        lt(otpCodes.attempts, maxTries),
      ),
    )
    .orderBy(desc(otpCodes.sentAt));
}

/**
 * Stores a new code for the number and group, replacing that group's old one, unless the old one was
 * sent after `resendCutoff` (the resend wait). Answers false when it was too soon: the check and the
 * write are one statement, so two racing requests cannot both send. The number's codes that expired
 * before `expiredBefore` go at the same time, so a number keeps only its recent rows.
 */
export async function replaceOtpCode(
  db: DbOrTx,
  code: {
    mobile: string;
    addressGroup: string;
    codeHash: string;
    salt: string;
    sentAt: Date;
    expiresAt: Date;
  },
  resendCutoff: Date,
): Promise<boolean> {
  await db
    .delete(otpCodes)
    .where(and(eq(otpCodes.mobile, code.mobile), lte(otpCodes.expiresAt, code.sentAt)));
  const rows = await db
    .insert(otpCodes)
    .values({ ...code, attempts: 0, consumedAt: null })
    .onConflictDoUpdate({
      target: [otpCodes.mobile, otpCodes.addressGroup],
      set: { ...code, attempts: 0, consumedAt: null },
      setWhere: lte(otpCodes.sentAt, resendCutoff),
    })
    .returning({ mobile: otpCodes.mobile });
  return rows.length > 0;
}

export async function deleteOtpCode(
  db: DbOrTx,
  mobile: string,
  group: string,
  codeHash: string,
): Promise<void> {
  await db
    .delete(otpCodes)
    .where(
      and(eq(otpCodes.mobile, mobile), eq(otpCodes.addressGroup, group), eq(otpCodes.codeHash, codeHash)),
    );
}

/**
 * One more wrong try against the group's own code, while it is still alive; answers the tries so far
 * (null if it was dead).
 */
export async function countWrongTry(
  db: DbOrTx,
  mobile: string,
  group: string,
  maxTries: number,
): Promise<number | null> {
  const [row] = await db
    .update(otpCodes)
    .set({ attempts: sql`${otpCodes.attempts} + 1` })
    .where(
      and(
        eq(otpCodes.mobile, mobile),
        eq(otpCodes.addressGroup, group),
        isNull(otpCodes.consumedAt),
        lt(otpCodes.attempts, maxTries),
      ),
    )
    .returning({ attempts: otpCodes.attempts });
  return row?.attempts ?? null;
}

/** Uses up the code if it is still alive and is the one checked; false when another request won. */
export async function consumeOtpCode(
  db: DbOrTx,
  code: { mobile: string; addressGroup: string; codeHash: string },
  now: Date,
  maxTries: number,
): Promise<boolean> {
  const rows = await db
    .update(otpCodes)
    .set({ consumedAt: now })
    .where(
      and(
        eq(otpCodes.mobile, code.mobile),
        eq(otpCodes.addressGroup, code.addressGroup),
        eq(otpCodes.codeHash, code.codeHash),
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

// ---- bearer tokens (tokens.ts holds their rules) ----

export async function insertToken(db: DbOrTx, row: typeof authTokens.$inferInsert): Promise<void> {
  await db.insert(authTokens).values(row);
}

// The token and its account in one query: every signed-in request makes it (a reader of users,
// scripts/table-owners.mjs).
const liveTokenByHash = preparedQuery((db) =>
  db
    .select({ token: authTokens, user: users })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(and(eq(authTokens.tokenHash, sql.placeholder('hash')), isNull(authTokens.revokedAt)))
    .limit(1)
    .prepare('live_token_by_hash'),
);

/** The unrevoked token with this hash and its account, or undefined. */
export async function findLiveToken(db: DbOrTx, tokenHash: string) {
  const [row] = await liveTokenByHash(db).execute({ hash: tokenHash });
  return row;
}

export async function touchToken(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(authTokens).set({ lastUsedAt: now }).where(eq(authTokens.id, id));
}

export async function revokeTokenRow(db: DbOrTx, id: string, now: Date): Promise<void> {
  await db.update(authTokens).set({ revokedAt: now }).where(eq(authTokens.id, id));
}

/** Revokes every live token of the user except `keepTokenId`. */
export async function revokeTokensOfUser(
  db: DbOrTx,
  userId: string,
  now: Date,
  keepTokenId?: string,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        keepTokenId ? ne(authTokens.id, keepTokenId) : undefined,
      ),
    );
}
