import { describe, expect, it } from 'vitest';
import { compareVersions } from './app-config.ts';

describe('compareVersions', () => {
  it.each([
    ['1.0.0', '1.0.0', 0],
    ['1.2', '1.2.0', 0],
    ['1.9.2', '1.10.0', -1],
    ['2.0.0', '1.99.99', 1],
    ['1.0.1', '1.0.0', 1],
    ['1.0', '1.0.1', -1],
  ])('%s against %s is %i', (a, b, expected) => {
    expect(compareVersions(a, b)).toBe(expected);
  });
});
