import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ManualClock } from './clock.ts';
import { PublicCache } from './public-cache.ts';

const list = z.array(z.object({ n: z.number() }));

/** A load that counts its calls and answers the current `value`. */
function loader(initial: { n: number }[]) {
  const state = { value: initial, calls: 0, validUntil: null as Date | null };
  const load = async () => {
    state.calls += 1;
    return { value: state.value, validUntil: state.validUntil };
  };
  return { state, load };
}

describe('PublicCache', () => {
  it('keeps an answer for its lifetime, then loads it again', async () => {
    const clock = new ManualClock('2030-01-15T09:00:00Z');
    const cache = new PublicCache(clock, 5000);
    const { state, load } = loader([{ n: 1 }]);
    expect((await cache.get('k', list, load)).body).toBe('[{"n":1}]');
    state.value = [{ n: 2 }];
    clock.advance(4999);
    expect((await cache.get('k', list, load)).body).toBe('[{"n":1}]');
    expect(state.calls).toBe(1);
    clock.advance(1);
    expect((await cache.get('k', list, load)).body).toBe('[{"n":2}]');
    expect(state.calls).toBe(2);
  });

  it('does not keep an answer past the time it says it changes', async () => {
    const clock = new ManualClock('2030-01-15T09:00:00Z');
    const cache = new PublicCache(clock, 60_000);
    const { state, load } = loader([{ n: 1 }]);
    state.validUntil = new Date('2030-01-15T09:00:02Z');
    await cache.get('k', list, load);
    clock.advance(1000);
    await cache.get('k', list, load);
    expect(state.calls).toBe(1);
    clock.advance(1000);
    await cache.get('k', list, load);
    expect(state.calls).toBe(2);
  });

  it('forgets everything on clear, and keeps nothing with a lifetime of 0', async () => {
    const clock = new ManualClock();
    const cache = new PublicCache(clock, 5000);
    const { state, load } = loader([{ n: 1 }]);
    await cache.get('a', list, load);
    await cache.get('b', list, load);
    expect(cache.size).toBe(2);
    cache.clear();
    expect(cache.size).toBe(0);
    await cache.get('a', list, load);
    expect(state.calls).toBe(3);

    const off = new PublicCache(clock, 0);
    await off.get('a', list, load);
    await off.get('a', list, load);
    expect(state.calls).toBe(5);
    expect(off.size).toBe(0);
  });

  it('shares one load between requests that miss at once', async () => {
    const cache = new PublicCache(new ManualClock(), 5000);
    const { state, load } = loader([{ n: 1 }]);
    const answers = await Promise.all(Array.from({ length: 10 }, () => cache.get('k', list, load)));
    expect(state.calls).toBe(1);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
  });

  it('does not keep a failed load, nor a value its schema refuses', async () => {
    const cache = new PublicCache(new ManualClock(), 5000);
    await expect(
      cache.get('k', list, async () => {
        throw new Error('database down');
      }),
    ).rejects.toThrow('database down');
    await expect(
      cache.get('k', list, async () => ({ value: [{ n: 'one' as unknown as number }] })),
    ).rejects.toThrow();
    expect((await cache.get('k', list, async () => ({ value: [{ n: 3 }] }))).body).toBe('[{"n":3}]');
  });

  it('strips what the schema does not declare, as the route serializer would', async () => {
    const cache = new PublicCache(new ManualClock(), 5000);
    const answer = await cache.get('k', list, async () => ({
      value: [{ n: 1, secret: 'x' } as { n: number }],
    }));
    expect(answer.body).toBe('[{"n":1}]');
  });

  it('gives the same ETag to the same body and another to another', async () => {
    const clock = new ManualClock();
    const cache = new PublicCache(clock, 5000);
    const a = await cache.get('a', list, async () => ({ value: [{ n: 1 }] }));
    const b = await cache.get('b', list, async () => ({ value: [{ n: 1 }] }));
    const c = await cache.get('c', list, async () => ({ value: [{ n: 2 }] }));
    expect(a.etag).toBe(b.etag);
    expect(a.etag).not.toBe(c.etag);
  });

  it('holds at most maxEntries answers, dropping the oldest first', async () => {
    const cache = new PublicCache(new ManualClock(), 5000, 3);
    const { state, load } = loader([]);
    for (const key of ['a', 'b', 'c', 'd']) await cache.get(key, list, load);
    expect(cache.size).toBe(3);
    await cache.get('d', list, load);
    expect(state.calls).toBe(4);
    await cache.get('a', list, load);
    expect(state.calls).toBe(5);
  });
});
