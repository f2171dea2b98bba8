import type { TFunction } from './translator.ts';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { errorMessage } from './error-message.ts';

const t = ((key: string, options?: { seconds?: number }) =>
  options?.seconds === undefined ? key : `${key}:${options.seconds}`) as unknown as TFunction;

describe('errorMessage', () => {
  it("gives a named limit's own words, which say which limit and what still works", () => {
    const error = new ApiError({
      status: 429,
      message: 'You have opened 100 profiles today, the most allowed in a day.',
      code: 'profile_views_per_day',
      retryAfter: 3600,
    });
    expect(errorMessage(error, t)).toBe('You have opened 100 profiles today, the most allowed in a day.');
  });

  it('gives the general text for an unnamed limit, with the wait when known', () => {
    expect(
      errorMessage(new ApiError({ status: 429, message: 'Too Many Attempts.', retryAfter: 42 }), t),
    ).toBe('errors.tooManyWithWait:42');
    expect(errorMessage(new ApiError({ status: 429, message: 'Too Many Attempts.' }), t)).toBe(
      'errors.tooMany',
    );
  });

  it('never shows a server error text', () => {
    expect(errorMessage(new ApiError({ status: 500, message: 'Server Error' }), t)).toBe('errors.server');
    expect(errorMessage(new Error('boom'), t)).toBe('errors.generic');
  });
});
