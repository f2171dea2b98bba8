import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { addressGroup } from './address-group.ts';
import type { Clock } from './clock.ts';
import { AppError } from './errors.ts';
import { msg } from '../i18n/translate.ts';

/**
 * At most `limit` hits of `key` in each fixed window of `windowSeconds`. A key that counts a client
 * address ends in `:ip:<address>`; the counter keys on the address's group (`counterKey`).
 */
export interface RateRule {
  key: string;
  limit: number;
  windowSeconds: number;
  /**
   * Windows start this many seconds before the epoch's multiples of the window (0 when absent):
   * 19,800 makes a day's window start at India's midnight.
   */
  offsetSeconds?: number;
}

export interface RateResult {
  allowed: boolean;
  count: number;
  /** Seconds until the current window ends (when the count starts again). */
  retryAfterSeconds: number;
}

const ADDRESS_SEGMENT = ':ip:';

/**
 * The counter's key: a key's last `:ip:<address>` segment is replaced by the address's group (IPv6 by
 * /64, IPv4-mapped as IPv4: lib/address-group.ts), so every per-address limit groups addresses the same
 * way, whoever wrote its key (decision 042).
 */
export function counterKey(key: string): string {
  const at = key.lastIndexOf(ADDRESS_SEGMENT);
  if (at < 0) return key;
  const start = at + ADDRESS_SEGMENT.length;
  return key.slice(0, start) + addressGroup(key.slice(start));
}

const windowStartOf = (rule: RateRule, at: number) => {
  const windowMs = rule.windowSeconds * 1000;
  const offsetMs = (rule.offsetSeconds ?? 0) * 1000;
  return Math.floor((at + offsetMs) / windowMs) * windowMs - offsetMs;
};

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
  const windowStart = windowStartOf(rule, now);
  const [row] = await db
    .insert(rateLimits)
    .values({ key: counterKey(rule.key), windowStart: new Date(windowStart), count: 1 })
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
  /** What the 429 says (its id names its code, if any: lib/errors.ts). */
  message = msg('tooManyAttempts'),
): Promise<void> {
  let wait = 0;
  for (const rule of rules) {
    const result = await hitRateLimit(db, clock, rule);
    if (!result.allowed) wait = Math.max(wait, result.retryAfterSeconds);
  }
  if (wait > 0) {
    throw new AppError('too_many_requests', message, { retryAfterSeconds: wait });
  }
}

/**
 * An attempt counted before its outcome is known, so that attempts in flight count too (a burst of
 * parallel tries cannot slip past a limit) and taken back if it succeeds: limits that count only
 * failures (decision 042). `results` are in the order of the rules.
 */
export interface CountedAttempt {
  results: RateResult[];
  /** The attempt did not fail after all: one hit less in each window it was counted in. */
  takeBack(): Promise<void>;
}

export async function countAttempt(db: DbOrTx, clock: Clock, rules: RateRule[]): Promise<CountedAttempt> {
  const at = clock.now().getTime();
  const results: RateResult[] = [];
  for (const rule of rules) results.push(await hitRateLimit(db, clock, rule));
  let taken = false;
  return {
    results,
    async takeBack() {
      if (taken) return;
      taken = true;
      for (const rule of rules) await takeBackHit(db, rule, at);
    },
  };
}

/** One hit less in the window of `rule` that `at` fell in (never below zero). */
async function takeBackHit(db: DbOrTx, rule: RateRule, at: number): Promise<void> {
  await db
    .update(rateLimits)
    .set({ count: sql`${rateLimits.count} - 1` })
    .where(
      and(
        eq(rateLimits.key, counterKey(rule.key)),
        eq(rateLimits.windowStart, new Date(windowStartOf(rule, at))),
        gt(rateLimits.count, 0),
      ),
    );
}

/**
 * Counts a hit against every rule only if every rule allows it: a refused request uses up nothing,
 * so what one client is refused cannot eat into a shared allowance (decision 042). Otherwise a 429
 * whose Retry-After is the longest wait among the rules that refused.
 */
export async function takeRateLimits(
  db: DbOrTx,
  clock: Clock,
  rules: RateRule[],
  message = msg('tooManyAttempts'),
): Promise<void> {
  const attempt = await countAttempt(db, clock, rules);
  const wait = Math.max(0, ...attempt.results.filter((r) => !r.allowed).map((r) => r.retryAfterSeconds));
  if (wait > 0) {
    await attempt.takeBack();
    throw new AppError('too_many_requests', message, { retryAfterSeconds: wait });
  }
}

/**
 * Takes `amount` at once from the current window of `rule`, only if all of it fits under the limit (a
 * conditional upsert: concurrent takes, from any server, never pass the limit together). A take that
 * does not fit counts nothing; `retryAfterSeconds` is the time until the window ends.
 */
export async function takeRateLimit(
  db: DbOrTx,
  clock: Clock,
  rule: RateRule,
  amount: number,
): Promise<{ allowed: boolean; retryAfterSeconds: number; windowStart: number }> {
  const now = clock.now().getTime();
  const windowStart = windowStartOf(rule, now);
  const retryAfterSeconds = Math.max(1, Math.ceil((windowStart + rule.windowSeconds * 1000 - now) / 1000));
  if (amount > rule.limit) return { allowed: false, retryAfterSeconds, windowStart };
  const rows = await db
    .insert(rateLimits)
    .values({ key: counterKey(rule.key), windowStart: new Date(windowStart), count: amount })
    .onConflictDoUpdate({
      target: [rateLimits.key, rateLimits.windowStart],
      set: { count: sql`${rateLimits.count} + ${amount}` },
      setWhere: sql`${rateLimits.count} + ${amount} <= ${rule.limit}`,
    })
    .returning({ count: rateLimits.count });
  if (Math.random() * CLEANUP_ONE_IN < 1) await cleanUpRateLimits(db, clock);
  return { allowed: rows.length > 0, retryAfterSeconds, windowStart };
}

/** Gives back `amount` of what takeRateLimit took in the window that started at `windowStart`. */
export async function giveBackRateLimit(db: DbOrTx, rule: RateRule, windowStart: number, amount: number) {
  await db
    .update(rateLimits)
    .set({ count: sql`greatest(${rateLimits.count} - ${amount}, 0)` })
    .where(and(eq(rateLimits.key, counterKey(rule.key)), eq(rateLimits.windowStart, new Date(windowStart))));
}

/** Deletes windows that ended long ago (older than a day). */
export async function cleanUpRateLimits(db: DbOrTx, clock: Clock): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(clock.now().getTime() - KEEP_MS)));
}
