import { describe, expect, it } from 'vitest';
import { ageOn, hasPreferences, isMutual, matchReasons, yearsBefore } from './rules.ts';

describe('ageOn', () => {
  it('counts full years, the birthday itself included', () => {
    expect(ageOn('2000-06-15', '2030-06-14')).toBe(29);
    expect(ageOn('2000-06-15', '2030-06-15')).toBe(30);
    expect(ageOn('2000-06-15', '2030-12-31')).toBe(30);
  });
  it('treats a 29 February birthday as reached on 1 March in common years', () => {
    expect(ageOn('2012-02-29', '2030-02-28')).toBe(17);
    expect(ageOn('2012-02-29', '2030-03-01')).toBe(18);
    expect(ageOn('2012-02-29', '2032-02-29')).toBe(20);
  });
  it('agrees with counting by year, month and day on every pair of days across two years', () => {
    const days = Array.from({ length: 731 }, (_, i) =>
      new Date(Date.UTC(2011, 11, 1) + i * 86_400_000).toISOString().slice(0, 10),
    );
    const byParts = (birth: string, today: string) => {
      const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
      const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
      return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
    };
    for (const birth of days.filter((_, i) => i % 7 === 0)) {
      for (const today of days) {
        const later = `${Number(today.slice(0, 4)) + 30}${today.slice(4)}`;
        expect(ageOn(birth, later)).toBe(byParts(birth, later));
      }
    }
  });
});

describe('yearsBefore', () => {
  it('clamps 29 February into common years', () => {
    expect(yearsBefore('2032-02-29', 18)).toBe('2014-02-28');
    expect(yearsBefore('2032-02-29', 20)).toBe('2012-02-29');
  });
});

describe('matchReasons', () => {
  const prefs = {
    preferMaritalStatus: 'never_married',
    preferWithJob: 'yes',
    preferMinAge: 25,
    preferMaxAge: 30,
  };
  it('says which preference is met', () => {
    expect(
      matchReasons(
        prefs,
        { maritalStatus: 'never_married', hasJob: true, dateOfBirth: '2002-01-01' },
        '2030-01-15',
      ),
    ).toEqual({ marital_status: true, with_job: true, age: true });
    expect(
      matchReasons(
        prefs,
        { maritalStatus: 'divorced', hasJob: false, dateOfBirth: '2010-01-01' },
        '2030-01-15',
      ),
    ).toEqual({ marital_status: false, with_job: false, age: false });
  });
  it('accepts anything for "any"', () => {
    const any = { preferMaritalStatus: 'any', preferWithJob: 'any', preferMinAge: 18, preferMaxAge: 100 };
    expect(
      matchReasons(any, { maritalStatus: 'widowed', hasJob: false, dateOfBirth: '1990-01-01' }, '2030-01-15'),
    ).toEqual({ marital_status: true, with_job: true, age: true });
    const no = { ...any, preferWithJob: 'no' };
    expect(
      matchReasons(no, { maritalStatus: 'widowed', hasJob: true, dateOfBirth: '1990-01-01' }, '2030-01-15')
        .with_job,
    ).toBe(false);
  });
});

describe('isMutual', () => {
  const today = '2030-06-15';
  const open = { preferMaritalStatus: 'any', preferWithJob: 'any', preferMinAge: 18, preferMaxAge: 100 };
  const her = { maritalStatus: 'never_married', hasJob: true, dateOfBirth: '2005-01-01' }; // 25
  const him = { maritalStatus: 'never_married', hasJob: true, dateOfBirth: '2002-01-01', ...open }; // 28

  it('needs preferences of the searcher: all "any" over the whole age range is none', () => {
    expect(hasPreferences(open)).toBe(false);
    expect(hasPreferences({ ...open, preferMaxAge: 60 })).toBe(true);
    expect(hasPreferences({ ...open, preferMinAge: 21 })).toBe(true);
    expect(hasPreferences({ ...open, preferWithJob: 'yes' })).toBe(true);
    expect(hasPreferences({ ...open, preferMaritalStatus: 'divorced' })).toBe(true);
    expect(isMutual(open, her, him, today)).toBe(false);
  });
  it('is true when each side meets the other’s preferences', () => {
    const mine = { ...open, preferMinAge: 25, preferMaxAge: 35 };
    expect(isMutual(mine, her, him, today)).toBe(true);
    // He does not meet hers (too old), or she does not meet his (he wants 30+).
    expect(isMutual({ ...mine, preferMaxAge: 27 }, her, him, today)).toBe(false);
    expect(isMutual(mine, her, { ...him, preferMinAge: 30 }, today)).toBe(false);
    expect(isMutual(mine, her, { ...him, preferWithJob: 'no' }, today)).toBe(false);
  });
});
