import { lt, sql } from 'drizzle-orm';
import type { ErrorCode } from '@samaj/shared';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';

/** At most `limit` hits of `key` in each fixed window of `windowSeconds`. */
export interface RateRule {
  key: string;
  limit: number;
  windowSeconds: number;
}

export interface RateResult {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends (when the count starts again). */
  retryAfterSeconds: number;
}

/** Old windows are deleted now and then (about one hit in CLEANUP_ONE_IN), not on every hit. */
const CLEANUP_ONE_IN = 200;
const KEEP_MS = 86_400_000;

/**
 * Counts one hit in the database, so every app server sharing it sees the same counts: an upsert
 * that adds one to the current window's row and answers the new count, atomically.
 */
export async function hitRateLimit(db: DbOrTx, clock: Clock, rule: RateRule): Promise<RateResult> {
  const now = clock.now().getTime();
  const windowMs = rule.windowSeconds * 1000;
  const windowStart = Math.floor(now / windowMs) * windowMs;
  const [row] = await db
    .insert(rateLimits)
    .values({ key: rule.key, windowStart: new Date(windowStart), count: 1 })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + 1` },
    })
    .returning({ count: rateLimits.count });
  if (Math.random() * CLEANUP_ONE_IN < 1) await cleanUpRateLimits(db, clock);
  const count = row?.count ?? 1;
  return {
    allowed: count <= rule.limit,
    count,
    retryAfterSeconds: Math.max(1, Math.ceil((windowStart + windowMs - now) / 1000)),
  };
}

/**
 * Counts a hit against every rule; when any is over its limit, a 429 whose Retry-After is the
 * longest wait among the rules that refused.
 */
export async function enforceRateLimits(
  db: DbOrTx,
  clock: Clock,
  rules: RateRule[],
  message = 'Too many attempts. Please try again later.',
  /** Says which limit refused, for clients that offer a way around it (`password_login_locked`). */
  code?: ErrorCode,
): Promise<void> {
  let wait = 0;
  for (const rule of rules) {
    const result = await hitRateLimit(db, clock, rule);
    if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds);
  }
  if (wait > 0) {
    throw new AppError('too_many_requests', message, { retryAfterSeconds: wait, ...(code ? { code } : {}) });
  }
}

/** Deletes windows that ended long ago (older than a day). */
export async function cleanUpRateLimits(db: DbOrTx, clock: Clock): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(clock.now().getTime() - KEEP_MS)));
}
