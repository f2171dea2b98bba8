import { describe, expect, it } from 'vitest';
import { onPivotSide, UUID_MAX, UUID_MIN, uuidBefore } from './search-age.ts';

describe('the age order’s id ranges', () => {
  it('split id space at the pivot: [pivot, max] and [min, the UUID just below it]', () => {
    expect(uuidBefore('00000000-0000-0000-0000-000000000001')).toBe(UUID_MIN);
    expect(uuidBefore('a0000000-0000-0000-0000-000000000000')).toBe('9fffffff-ffff-ffff-ffff-ffffffffffff');
    expect(uuidBefore('0b6a6f7e-4a43-4b8e-9d3a-0b7e2b1f4c11')).toBe('0b6a6f7e-4a43-4b8e-9d3a-0b7e2b1f4c10');
    expect(uuidBefore(UUID_MAX)).toBe('ffffffff-ffff-ffff-ffff-fffffffffffe');
    const pivot = '7f000000-0000-4000-8000-000000000000';
    expect(onPivotSide(pivot, pivot)).toBe(true);
    expect(onPivotSide('7F000000-0000-4000-8000-000000000001', pivot)).toBe(true);
    expect(onPivotSide(uuidBefore(pivot), pivot)).toBe(false);
  });
});
