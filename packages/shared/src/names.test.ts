import { describe, expect, it } from 'vitest';
import { hasNonLatinLetters, initialsFor, nameFor, scriptOf } from './names.ts';
import { createProfileBody, latinNamesOf, updateProfileBody } from './schemas/matrimonial.ts';

const imran = { first_name: 'ઇમરાન', last_name: 'મેમણ', first_name_latin: 'Imran', last_name_latin: 'Meman' };
const sana = { first_name: 'सना', last_name: 'मेमन', first_name_latin: 'Sana', last_name_latin: 'Meman' };
const faisal = {
  first_name: 'فیصل',
  last_name: 'پٹیل',
  first_name_latin: 'Faisal',
  last_name_latin: 'Patel',
};
const ayesha = {
  first_name: 'Ayesha',
  last_name: 'Khatri',
  first_name_latin: 'Ayesha',
  last_name_latin: 'Khatri',
};

describe('scriptOf and hasNonLatinLetters', () => {
  it('names the script of a name, and "other" for a mix', () => {
    expect(scriptOf('ઇમરાન')).toBe('gujarati');
    expect(scriptOf('सना')).toBe('devanagari');
    expect(scriptOf('فیصل')).toBe('arabic');
    expect(scriptOf("D'Souza")).toBe('latin');
    expect(scriptOf('ઇમરાન Meman')).toBe('other');
    expect(scriptOf('')).toBeNull();
  });

  it('finds letters outside A–Z, not spaces, dots or hyphens', () => {
    expect(hasNonLatinLetters("Abdul-Kadar D'Souza Jr.")).toBe(false);
    expect(hasNonLatinLetters('ઇમરાન')).toBe(true);
    expect(hasNonLatinLetters('José')).toBe(true);
  });
});

describe('nameFor: the reader sees their own script, else Latin letters', () => {
  it('a Hindi reader and an English reader see the Gujarati name in Latin letters', () => {
    expect(nameFor('hi', imran)).toBe('Imran Meman');
    expect(nameFor('en', imran)).toBe('Imran Meman');
    expect(nameFor('ur', imran)).toBe('Imran Meman');
  });

  it('a Gujarati reader sees it as the family wrote it', () => {
    expect(nameFor('gu', imran)).toBe('ઇમરાન મેમણ');
  });

  it('an Urdu family sees a Devanagari name in Latin letters, a Hindi one in Devanagari', () => {
    expect(nameFor('ur', sana)).toBe('Sana Meman');
    expect(nameFor('hi', sana)).toBe('सना मेमन');
  });

  it('an Urdu name reads in Urdu only to Urdu readers', () => {
    expect(nameFor('ur', faisal)).toBe('فیصل پٹیل');
    expect(nameFor('hi', faisal)).toBe('Faisal Patel');
    expect(nameFor('gu', faisal)).toBe('Faisal Patel');
  });

  it('a Latin-letter name reads the same to everyone', () => {
    for (const language of ['en', 'gu', 'hi', 'ur'] as const)
      expect(nameFor(language, ayesha)).toBe('Ayesha Khatri');
  });

  it('decides each part on its own, and falls back to the name as written without a Latin form', () => {
    expect(nameFor('gu', { ...imran, last_name: 'Meman' })).toBe('ઇમરાન Meman');
    expect(nameFor('hi', { first_name: 'ઇમરાન', last_name: 'Meman' })).toBe('ઇમરાન Meman');
    expect(nameFor('hi', { ...imran, first_name_latin: '' })).toBe('ઇમરાન Meman');
  });
});

describe('initialsFor: whole grapheme clusters of the name the reader sees', () => {
  it('takes a Gujarati or Devanagari letter with its vowel sign, never half of it', () => {
    expect(initialsFor('gu', imran)).toBe('ઇમે');
    expect(initialsFor('hi', sana)).toBe('समे');
    expect(initialsFor('hi', { first_name: 'क्षमा', last_name: 'ख़ान' })).toBe('क्षख़ा');
  });

  it('uses the Latin initials for a reader of another script, in capitals', () => {
    expect(initialsFor('hi', imran)).toBe('IM');
    expect(initialsFor('ur', sana)).toBe('SM');
    expect(initialsFor('en', { ...ayesha, first_name: 'ayesha' })).toBe('AK');
  });

  it('keeps Urdu initials apart with a zero-width non-joiner', () => {
    expect(initialsFor('ur', faisal)).toBe('ف\u200cپ');
  });

  it('gives one initial when one part is empty', () => {
    expect(initialsFor('en', { first_name: 'Sana', last_name: '' })).toBe('S');
  });
});

describe('the Latin-letter names of the profile body', () => {
  const body = {
    first_name: 'ઇમરાન',
    last_name: 'મેમણ',
    gender: 'male',
    date_of_birth: '1996-04-01',
    marital_status: 'never_married',
    relation: 'self',
  };

  it('requires them beside a name in another script, on the _latin field', () => {
    const result = createProfileBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['first_name_latin', 'Is required.'],
      ['last_name_latin', 'Is required.'],
    ]);
    expect(
      createProfileBody.safeParse({ ...body, first_name_latin: 'Imran', last_name_latin: 'Meman' }).success,
    ).toBe(true);
  });

  it('takes only A–Z, spaces, dots, apostrophes and hyphens, up to 60', () => {
    const latin = (first_name_latin: string) =>
      createProfileBody.safeParse({ ...body, first_name_latin, last_name_latin: 'Meman' });
    expect(latin("Abdul-Kadar D'Souza Jr.").success).toBe(true);
    expect(latin('ઇમરાન').error?.issues[0]?.message).toBe(
      'Use only the letters A to Z, spaces, dots, apostrophes and hyphens.',
    );
    expect(latin('Imran2').success).toBe(false);
    expect(latin('I'.repeat(61)).error?.issues[0]?.message).toBe('Must be at most 60 characters.');
  });

  it('leaves them optional for A–Z names, where they are the name itself', () => {
    const latinBody = { ...body, first_name: 'Imran', last_name: 'Meman' };
    expect(createProfileBody.safeParse(latinBody).success).toBe(true);
    expect(latinNamesOf(latinBody)).toEqual({ first_name_latin: 'Imran', last_name_latin: 'Meman' });
    expect(latinNamesOf({ ...latinBody, first_name_latin: 'Something Else' }).first_name_latin).toBe('Imran');
    expect(latinNamesOf({ ...body, first_name_latin: 'Imran', last_name_latin: 'Meman' })).toEqual({
      first_name_latin: 'Imran',
      last_name_latin: 'Meman',
    });
  });

  it('on an update, asks for the Latin form of the part that changes to another script', () => {
    const result = updateProfileBody.safeParse({ last_name: 'મેમણ' });
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['last_name_latin']);
    expect(updateProfileBody.safeParse({ last_name: 'મેમણ', last_name_latin: 'Meman' }).success).toBe(true);
    expect(updateProfileBody.safeParse({ about: 'x' }).success).toBe(true);
  });
});
