import { describe, expect, it } from 'vitest';
import { hasErrorCode, hasErrorMessage, isUniqueViolation, violatedConstraint } from './errors.ts';

/** An error as drizzle throws it: its own message, the driver's error as its cause. */
const wrapped = (driver: object) => Object.assign(new Error('Failed query: insert ...'), { cause: driver });

describe('what a failed query says', () => {
  it('finds a unique violation and its constraint, bare or wrapped', () => {
    const bare = { code: '23505', constraint: 'users_mobile_key' };
    expect(violatedConstraint(bare)).toBe('users_mobile_key');
    expect(violatedConstraint(wrapped(bare))).toBe('users_mobile_key');
    expect(violatedConstraint(wrapped({ code: '23505' }))).toBe('');
    expect(isUniqueViolation(wrapped({ code: '23505' }))).toBe(true);
  });

  it('answers null and false for another failure, or for what is not an error', () => {
    expect(violatedConstraint(wrapped({ code: '23503', constraint: 'fk' }))).toBeNull();
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
  });

  it('tests codes and messages along the causes, at most five deep', () => {
    const deadlock = wrapped({ code: '40P01' });
    expect(hasErrorCode(deadlock, (c) => c === '40P01')).toBe(true);
    expect(hasErrorCode(deadlock, (c) => c === '40001')).toBe(false);
    expect(
      hasErrorMessage(wrapped(new Error('Connection terminated')), (m) => m.startsWith('Connection')),
    ).toBe(true);
    let deep: object = { code: '08006' };
    for (let i = 0; i < 5; i += 1) deep = { cause: deep };
    expect(hasErrorCode(deep, (c) => c.startsWith('08'))).toBe(false);
    const loop: { cause?: unknown } = {};
    loop.cause = loop;
    expect(hasErrorCode(loop, () => true)).toBe(false);
  });
});
