import { hash, randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { UserRow } from '../users/service.ts';
import { findLiveToken, insertToken, revokeTokenRow, revokeTokensOfUser, touchToken } from './repository.ts';

export type { UserRow };

const DAY = 86_400_000;
export const TOKEN_IDLE_MS = 30 * DAY;
export const TOKEN_LIFETIME_MS = 180 * DAY;
/** lastUsedAt is written at most this often, so reads do not turn every request into a write. */
const TOUCH_EVERY_MS = 60_000;

export const sha256 = (value: string) => hash('sha256', value, 'hex');

export interface ResolvedToken {
  user: UserRow;
  tokenId: string;
  expiresAt: Date;
}

/** A new opaque token (256 bits); only its SHA-256 is stored. Returns the token itself, once. */
export async function issueToken(db: DbOrTx, userId: string, clock: Clock): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  await insertToken(db, {
    userId,
    tokenHash: sha256(token),
    createdAt: now,
    lastUsedAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_LIFETIME_MS),
  });
  return token;
}

/** The user, token id and expiry of a bearer token that is live (not revoked, not idle, not past its life). */
export async function resolveToken(db: DbOrTx, token: string, clock: Clock): Promise<ResolvedToken | null> {
  if (token.length < 20 || token.length > 200) return null;
  const row = await findLiveToken(db, sha256(token));
  // A suspended account's tokens stop working at once (suspension also revokes them).
  if (!row || row.user.suspendedAt) return null;
  const now = clock.now().getTime();
  if (row.token.expiresAt.getTime() <= now) return null;
  if (row.token.lastUsedAt.getTime() + TOKEN_IDLE_MS <= now) return null;
  if (now - row.token.lastUsedAt.getTime() > TOUCH_EVERY_MS) {
    await touchToken(db, row.token.id, new Date(now));
  }
  // Used now, so the idle limit is a month away: the absolute expiry is the nearest end.
  return { user: row.user, tokenId: row.token.id, expiresAt: row.token.expiresAt };
}

export async function revokeToken(db: DbOrTx, tokenId: string, clock: Clock): Promise<void> {
  await revokeTokenRow(db, tokenId, clock.now());
}

/** Revokes every live token of the user except `keepTokenId` (a password change keeps the current one). */
export async function revokeOtherTokens(
  db: DbOrTx,
  userId: string,
  clock: Clock,
  keepTokenId?: string,
): Promise<void> {
  await revokeTokensOfUser(db, userId, clock.now(), keepTokenId);
}
