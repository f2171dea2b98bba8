import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import {
  afterFailure,
  isDue,
  outboxKey,
  readOutbox,
  upsert,
  without,
  writeOutbox,
  type OutboxItem,
} from './outbox.ts';

const item: OutboxItem = {
  client_id: '7b0c1c9e-3f0a-4c5e-9a63-5f0c2b7f1a11',
  conversation_id: 'c1',
  profile_id: 'p1',
  body: 'Salaam',
  created_at: '2026-12-07T04:00:00.000Z',
  state: 'waiting',
};
const now = new Date('2026-12-07T05:00:00.000Z');

describe('the outbox', () => {
  it('is kept per account and conversation, and read back as written', () => {
    const key = outboxKey('a1', 'c1');
    expect(key).toBe('samaj.outbox.a1.c1');
    writeOutbox(localStorage, key, [item]);
    expect(readOutbox(localStorage, key)).toEqual([item]);
    expect(readOutbox(localStorage, outboxKey('a2', 'c1'))).toEqual([]);
    writeOutbox(localStorage, key, []);
    expect(localStorage.getItem(key)).toBeNull();
  });

  it('ignores what is not an outbox (a damaged value)', () => {
    localStorage.setItem('samaj.outbox.a1.c2', '{not json');
    expect(readOutbox(localStorage, 'samaj.outbox.a1.c2')).toEqual([]);
    localStorage.setItem('samaj.outbox.a1.c3', JSON.stringify([{ body: 1 }, item]));
    expect(readOutbox(localStorage, 'samaj.outbox.a1.c3')).toEqual([item]);
  });

  it('keeps one item a client id: a retry replaces, never adds', () => {
    const once = upsert([], item);
    const twice = upsert(once, { ...item, state: 'failed' });
    expect(twice).toHaveLength(1);
    expect(twice[0]!.state).toBe('failed');
    expect(without(twice, item.client_id)).toEqual([]);
  });

  it('leaves a message waiting on a network failure or a server error', () => {
    expect(
      afterFailure(item, new ApiError({ status: 0, message: 'Network error', code: 'network' })),
    ).toEqual(item);
    expect(afterFailure(item, new ApiError({ status: 503, message: 'down' })).state).toBe('waiting');
    expect(afterFailure(item, new TypeError('failed to fetch')).state).toBe('waiting');
  });

  it('waits out a 429 and is due again only after Retry-After', () => {
    const limited = afterFailure(
      item,
      new ApiError({ status: 429, message: 'Too many', retryAfter: 30 }),
      now,
    );
    expect(limited).toMatchObject({
      state: 'waiting',
      problem: 'rate_limited',
      retry_at: '2026-12-07T05:00:30.000Z',
    });
    expect(isDue(limited, true, now)).toBe(false);
    expect(isDue(limited, true, new Date('2026-12-07T05:00:31.000Z'))).toBe(true);
  });

  it("marks a closed conversation (409) or a refused text (422) failed, with the server's words", () => {
    const closed = afterFailure(
      item,
      new ApiError({ status: 409, message: 'This conversation is closed.', code: 'conversation_closed' }),
    );
    expect(closed).toMatchObject({
      state: 'failed',
      problem: 'closed',
      message: 'This conversation is closed.',
    });
    expect(isDue(closed, true, now)).toBe(false);
    const invalid = afterFailure(
      item,
      new ApiError({
        status: 422,
        message: 'Invalid',
        errors: { body: ['Must be at most 2000 characters.'] },
      }),
    );
    expect(invalid).toMatchObject({
      state: 'failed',
      problem: 'invalid',
      message: 'Must be at most 2000 characters.',
    });
  });

  it('is not due while offline', () => {
    expect(isDue(item, false, now)).toBe(false);
    expect(isDue(item, true, now)).toBe(true);
  });
});
