import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/app.ts';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { ManualClock } from './clock.ts';
import { AppError } from './errors.ts';
import {
  cleanUpRateLimits,
  countAttempt,
  counterKey,
  enforceRateLimits,
  giveBackRateLimit,
  hitRateLimit,
  takeRateLimit,
  takeRateLimits,
} from './rate-limit.ts';

let database: Database & { drop(): Promise<void> };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.drop());

describe('hitRateLimit', () => {
  it('counts hits in fixed windows and says how long until the window ends', async () => {
    const clock = new ManualClock('2030-01-15T09:10:00Z');
    const rule = { key: 'test:a', limit: 2, windowSeconds: 900 };
    expect(await hitRateLimit(database.db, clock, rule)).toEqual({
      allowed: true,
      count: 1,
      retryAfterSeconds: 300,
    });
    expect((await hitRateLimit(database.db, clock, rule)).allowed).toBe(true);
    clock.advance(60_000);
    expect(await hitRateLimit(database.db, clock, rule)).toEqual({
      allowed: false,
      count: 3,
      retryAfterSeconds: 240,
    });
    clock.set('2030-01-15T09:15:00Z'); // a new window
    expect(await hitRateLimit(database.db, clock, rule)).toMatchObject({ allowed: true, count: 1 });
    expect((await hitRateLimit(database.db, clock, { ...rule, key: 'test:b' })).count).toBe(1);
  });

  it('counts every one of many simultaneous hits (one upsert each)', async () => {
    const clock = new ManualClock('2030-01-15T09:10:00Z');
    const rule = { key: 'test:parallel', limit: 10, windowSeconds: 3600 };
    const results = await Promise.all(
      Array.from({ length: 20 }, () => hitRateLimit(database.db, clock, rule)),
    );
    expect(results.map((r) => r.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
  });
});

describe('enforceRateLimits', () => {
  it('throws a 429 with the longest wait among the refusing rules', async () => {
    const clock = new ManualClock('2030-01-15T09:59:00Z');
    const rules = [
      { key: 'test:minute', limit: 1, windowSeconds: 60 },
      { key: 'test:hour', limit: 1, windowSeconds: 3600 },
    ];
    await enforceRateLimits(database.db, clock, rules);
    const error = await enforceRateLimits(database.db, clock, rules).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AppError);
    expect((error as AppError).status).toBe(429);
    expect((error as AppError).extra.retryAfterSeconds).toBe(60);
  });
});

describe('per-address keys (decision 042)', () => {
  it('count an address by its group: IPv6 by /64, IPv4-mapped as IPv4', () => {
    expect(counterKey('otp-send:ip:2001:db8:1:2::7')).toBe('otp-send:ip:2001:db8:1:2::/64');
    expect(counterKey('otp-send:mobile:+919800000001:ip:::ffff:203.0.113.7')).toBe(
      'otp-send:mobile:+919800000001:ip:203.0.113.7',
    );
    expect(counterKey('register:ip:203.0.113.7')).toBe('register:ip:203.0.113.7');
    expect(counterKey('change-password:user:42')).toBe('change-password:user:42');
  });

  it('share one allowance within a /64 and keep another /64 apart, whoever wrote the key', async () => {
    const clock = new ManualClock('2030-01-15T09:10:00Z');
    const rule = (ip: string) => ({ key: `consent-send:ip:${ip}`, limit: 2, windowSeconds: 3600 });
    expect((await hitRateLimit(database.db, clock, rule('2001:db8:5:6::1'))).count).toBe(1);
    expect((await hitRateLimit(database.db, clock, rule('2001:db8:5:6:ffff::99'))).count).toBe(2);
    expect((await hitRateLimit(database.db, clock, rule('2001:db8:5:6::abcd'))).allowed).toBe(false);
    expect((await hitRateLimit(database.db, clock, rule('2001:db8:5:7::1'))).count).toBe(1);
    expect((await hitRateLimit(database.db, clock, rule('::ffff:198.51.100.4'))).count).toBe(1);
    expect((await hitRateLimit(database.db, clock, rule('198.51.100.4'))).count).toBe(2);
    expect((await hitRateLimit(database.db, clock, rule('198.51.100.5'))).count).toBe(1);
  });
});

describe('countAttempt', () => {
  it('counts at once and takes the hit back, once, in the window it was counted in', async () => {
    const clock = new ManualClock('2030-01-15T09:14:59Z');
    const rules = [{ key: 'test:attempt', limit: 1, windowSeconds: 900 }];
    const first = await countAttempt(database.db, clock, rules);
    expect(first.results[0]).toMatchObject({ count: 1, allowed: true });
    const second = await countAttempt(database.db, clock, rules);
    expect(second.results[0]).toMatchObject({ count: 2, allowed: false });
    clock.advance(2000); // the next window has begun: the take-back still lands in the old one
    await second.takeBack();
    await second.takeBack();
    expect((await hitRateLimit(database.db, clock, rules[0]!)).count).toBe(1);
    clock.set('2030-01-15T09:14:59Z');
    expect((await hitRateLimit(database.db, clock, rules[0]!)).count).toBe(2);
  });
});

describe('takeRateLimits', () => {
  it('uses up nothing when any rule refuses', async () => {
    const clock = new ManualClock('2030-01-15T09:10:00Z');
    const small = { key: 'test:take:small', limit: 1, windowSeconds: 3600 };
    const shared = { key: 'test:take:shared', limit: 3, windowSeconds: 3600 };
    await takeRateLimits(database.db, clock, [small, shared]);
    for (let i = 0; i < 5; i += 1) {
      const error = await takeRateLimits(database.db, clock, [small, shared]).catch((e: unknown) => e);
      expect((error as AppError).status).toBe(429);
      expect((error as AppError).extra.retryAfterSeconds).toBe(3000);
    }
    // The refused tries did not count against the shared rule: two more fit.
    await takeRateLimits(database.db, clock, [shared]);
    await takeRateLimits(database.db, clock, [shared]);
    const error = await takeRateLimits(database.db, clock, [shared]).catch((e: unknown) => e);
    expect((error as AppError).status).toBe(429);
  });
});

describe('cleanUpRateLimits', () => {
  it('deletes windows older than a day and keeps the rest', async () => {
    const clock = new ManualClock('2030-02-01T00:00:00Z');
    await hitRateLimit(database.db, clock, { key: 'test:old', limit: 1, windowSeconds: 60 });
    clock.advance(2 * 86_400_000);
    await hitRateLimit(database.db, clock, { key: 'test:new', limit: 1, windowSeconds: 60 });
    await cleanUpRateLimits(database.db, clock);
    const keys = (await database.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(keys).toContain('test:new');
    expect(keys).not.toContain('test:old');
  });
});

describe('takeRateLimit', () => {
  it('takes an amount only when all of it fits, in windows that may start at India’s midnight', async () => {
    // 17:30 in India; the day's window started at 18:30 UTC the day before and ends in 6.5 hours.
    const clock = new ManualClock('2030-01-15T12:00:00Z');
    const rule = { key: 'test:cards', limit: 10, windowSeconds: 86_400, offsetSeconds: 19_800 };
    expect(await takeRateLimit(database.db, clock, rule, 8)).toEqual({
      allowed: true,
      retryAfterSeconds: 23_400,
      windowStart: Date.parse('2030-01-14T18:30:00Z'),
    });
    expect((await takeRateLimit(database.db, clock, rule, 3)).allowed).toBe(false);
    expect((await takeRateLimit(database.db, clock, rule, 2)).allowed).toBe(true);
    expect((await takeRateLimit(database.db, clock, rule, 1)).allowed).toBe(false);
    expect((await takeRateLimit(database.db, clock, rule, 11)).allowed).toBe(false);
    // Ten taken, no more: a refused take counted nothing.
    const rows = await database.db.select().from(rateLimits);
    expect(rows.find((r) => r.key === 'test:cards')).toMatchObject({
      count: 10,
      windowStart: new Date('2030-01-14T18:30:00Z'),
    });
    clock.set('2030-01-15T18:30:00Z'); // India's midnight: a new day
    const next = await takeRateLimit(database.db, clock, rule, 10);
    expect(next).toMatchObject({ allowed: true, retryAfterSeconds: 86_400 });
    // What a take did not use goes back to its own window, never below zero.
    await giveBackRateLimit(database.db, rule, next.windowStart, 4);
    expect((await takeRateLimit(database.db, clock, rule, 4)).allowed).toBe(true);
    expect((await takeRateLimit(database.db, clock, rule, 1)).allowed).toBe(false);
    await giveBackRateLimit(database.db, rule, next.windowStart, 50);
    expect((await takeRateLimit(database.db, clock, rule, 10)).allowed).toBe(true);
  });

  it('never lets concurrent takes pass the limit together', async () => {
    const clock = new ManualClock('2030-01-15T12:00:00Z');
    const rule = { key: 'test:race', limit: 20, windowSeconds: 86_400 };
    const results = await Promise.all(
      Array.from({ length: 12 }, () => takeRateLimit(database.db, clock, rule, 3)),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(6);
  });
});
