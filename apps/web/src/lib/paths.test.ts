import { describe, expect, it } from 'vitest';
import { pathsUnder } from './paths.ts';

describe('pathsUnder', () => {
  it('builds addresses under a root, with ids encoded', () => {
    const { at, withId } = pathsUnder('/area');
    expect(at('list')).toBe('/area/list');
    expect(withId('item/:id/edit', 'a b/c')).toBe('/area/item/a%20b%2Fc/edit');
  });
});
