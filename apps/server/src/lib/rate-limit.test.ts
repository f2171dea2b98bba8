import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/support/app.ts';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema/index.ts';
import { ManualClock } from './clock.ts';
import { AppError } from './errors.ts';
import { cleanUpRateLimits, enforceRateLimits, hitRateLimit } from './rate-limit.ts';

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
