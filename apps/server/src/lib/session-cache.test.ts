import { describe, expect, it } from 'vitest';
import { ManualClock } from './clock.ts';
import { SessionCache } from './session-cache.ts';

const session = (expiresAt: string) => ({ userId: 'u1', expiresAt: new Date(expiresAt) });

describe('SessionCache', () => {
  it('trusts a resolved token for its lifetime, then asks again', async () => {
    const clock = new ManualClock('2030-01-15T09:00:00Z');
    const cache = new SessionCache<ReturnType<typeof session>>(clock, 5000);
    let calls = 0;
    const load = async () => {
      calls += 1;
      return session('2030-06-01T00:00:00Z');
    };
    await cache.resolve('token-a', load);
    clock.advance(4999);
    await cache.resolve('token-a', load);
    expect(calls).toBe(1);
    clock.advance(1);
    await cache.resolve('token-a', load);
    expect(calls).toBe(2);
    await cache.resolve('token-b', load);
    expect(calls).toBe(3);
  });

  it('never keeps a token past its own expiry, nor an unknown token at all', async () => {
    const clock = new ManualClock('2030-01-15T09:00:00Z');
    const cache = new SessionCache<ReturnType<typeof session>>(clock, 60_000);
    let value: ReturnType<typeof session> | null = session('2030-01-15T09:00:02Z');
    const load = async () => value;
    expect(await cache.resolve('t', load)).not.toBeNull();
    clock.advance(2000);
    value = null;
    expect(await cache.resolve('t', load)).toBeNull();
    expect(cache.size).toBe(0);
  });

  it('forgets everything on clear, and keeps nothing with a lifetime of 0', async () => {
    const clock = new ManualClock();
    let calls = 0;
    const load = async () => {
      calls += 1;
      return session('2099-01-01T00:00:00Z');
    };
    const cache = new SessionCache<ReturnType<typeof session>>(clock, 5000);
    await cache.resolve('t', load);
    cache.clear();
    await cache.resolve('t', load);
    expect(calls).toBe(2);
    const off = new SessionCache<ReturnType<typeof session>>(clock, 0);
    await off.resolve('t', load);
    await off.resolve('t', load);
    expect(calls).toBe(4);
    expect(off.size).toBe(0);
  });
});
