import { describe, expect, it } from 'vitest';
import { isoDate } from './common.ts';

describe('isoDate', () => {
  it.each(['2026-11-24', '2024-02-29', '1900-01-01', '2999-12-31'])('takes %s', (value) => {
    expect(isoDate.safeParse(value).success).toBe(true);
  });

  // Each of these reached PostgreSQL once and came back as a 500 (docs/api.md, Trust and safety).
  it.each([
    '0000-01-01',
    '0001-01-01',
    '1899-12-31',
    '3000-01-01',
    '2025-02-30',
    '2026-13-01',
    '99999',
    '+275760-09-13',
    '2026-1-1',
    '',
  ])('refuses %j', (value) => {
    expect(isoDate.safeParse(value).success).toBe(false);
  });
});
