import { describe, expect, it } from 'vitest';
import { hasNonLatinLetters, scriptOf } from './names.ts';
import { placeMatches, SEED_PLACES, STATE_NAMES, stateName } from './places.ts';

describe('the places list', () => {
  it('names each place in the four languages, each in its own script', () => {
    for (const p of SEED_PLACES) {
      expect(scriptOf(p.name.en), p.id).toBe('latin');
      expect(scriptOf(p.name.gu), p.id).toBe('gujarati');
      expect(scriptOf(p.name.hi), p.id).toBe('devanagari');
      expect(scriptOf(p.name.ur), p.id).toBe('arabic');
      expect(p.state in STATE_NAMES, p.id).toBe(true);
    }
    for (const s of Object.values(STATE_NAMES)) {
      expect(hasNonLatinLetters(s.en)).toBe(false);
      expect(scriptOf(s.ur)).toBe('arabic');
    }
  });

  it('holds the towns of Kutch and the cities the brief names, with unique ids', () => {
    const ids = SEED_PLACES.map((p) => p.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      'bhuj',
      'mandvi',
      'mundra',
      'anjar',
      'mumbai',
      'ahmedabad',
      'bengaluru',
      'kolkata',
      'delhi',
    ])
      expect(ids).toContain(id);
    expect(ids).not.toContain('karachi');
  });

  it('finds a place from the start of its name or of a word of it, in any language', () => {
    const find = (q: string) => SEED_PLACES.filter((p) => placeMatches(p.name, q)).map((p) => p.id);
    expect(find('bhu')).toEqual(['bhuj']);
    expect(find('BHUJ ')).toEqual(['bhuj']);
    expect(find('ભુ')).toEqual(['bhuj']);
    expect(find('मुंब')).toEqual(['mumbai']);
    expect(find('ممب')).toEqual(['mumbai']);
    expect(find('آباد')).toEqual(['ahmedabad']);
    expect(find('zz')).toEqual([]);
    expect(find('')).toHaveLength(SEED_PLACES.length);
  });

  it("gives the state in the reader's language, and an unknown one as written", () => {
    expect(stateName('gu', 'Gujarat')).toBe('ગુજરાત');
    expect(stateName('ur', 'Maharashtra')).toBe('مہاراشٹر');
    expect(stateName('hi', 'Goa')).toBe('Goa');
  });
});
