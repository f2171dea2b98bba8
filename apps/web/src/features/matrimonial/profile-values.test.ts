import { describe, expect, it } from 'vitest';
import {
  cmToFeetInches,
  dateOfBirthProblem,
  feetInchesToCm,
  fitsFeetSelects,
  fromChoice,
  fromDateParts,
  isOnAnInch,
  MOTHER_TONGUES,
  toChoice,
  toDateParts,
} from './profile-values.ts';

describe('height in feet and inches, kept in centimetres', () => {
  it('5′ 6″ is 168 cm, and 168 cm is 5′ 6″', () => {
    expect(feetInchesToCm(5, 6)).toBe(168); // 167.64, rounded
    expect(cmToFeetInches(168)).toEqual({ feet: 5, inches: 6 });
  });

  it('every feet-and-inches choice comes back the same from the centimetres it saves', () => {
    for (let feet = 4; feet <= 7; feet++) {
      for (let inches = 0; inches <= 11; inches++) {
        const cm = feetInchesToCm(feet, inches);
        expect(cmToFeetInches(cm)).toEqual({ feet, inches });
        expect(isOnAnInch(cm)).toBe(true);
      }
    }
    expect(feetInchesToCm(4, 0)).toBe(122);
    expect(feetInchesToCm(7, 11)).toBe(241);
  });

  it('a centimetre value not on an inch shows as the nearest inch, which saves a different value', () => {
    // 171 cm is 67.3 inches: 5′ 7″, which itself saves 170 cm.
    expect(cmToFeetInches(171)).toEqual({ feet: 5, inches: 7 });
    expect(feetInchesToCm(5, 7)).toBe(170);
    expect(isOnAnInch(171)).toBe(false);
    // Rounding up to the next foot: 182 cm is 71.65 inches → 72 → 6′ 0″.
    expect(cmToFeetInches(182)).toEqual({ feet: 6, inches: 0 });
  });

  it('only 4′ 0″ to 7′ 11″ fit the selects', () => {
    expect(fitsFeetSelects(122)).toBe(true);
    expect(fitsFeetSelects(241)).toBe(true);
    expect(fitsFeetSelects(100)).toBe(false); // 3′ 3″
    expect(fitsFeetSelects(250)).toBe(false); // 8′ 2″
  });
});

describe('date of birth as day, month and year', () => {
  it('splits and joins a saved date', () => {
    expect(toDateParts('1998-05-04')).toEqual({ day: '4', month: '5', year: '1998' });
    expect(fromDateParts({ day: '4', month: '5', year: '1998' })).toBe('1998-05-04');
    expect(fromDateParts({ day: '', month: '', year: '' })).toBe('');
  });

  it('keeps a half-chosen date, and says which part is missing', () => {
    const half = fromDateParts({ day: '', month: '2', year: '2000' });
    expect(half).toBe('2000-02-');
    expect(toDateParts(half)).toEqual({ day: '', month: '2', year: '2000' });
    expect(dateOfBirthProblem(half)).toBe('matrimonial.validation.dobDay');
    expect(dateOfBirthProblem(fromDateParts({ day: '3', month: '', year: '2000' }))).toBe(
      'matrimonial.validation.dobMonth',
    );
    expect(dateOfBirthProblem(fromDateParts({ day: '3', month: '4', year: '' }))).toBe(
      'matrimonial.validation.dobYear',
    );
    expect(dateOfBirthProblem('')).toBe('validation.required');
  });

  it('refuses a day the month does not have (31 February, 29 February 2001), not 29 February 2000', () => {
    expect(dateOfBirthProblem('2000-02-31')).toBe('matrimonial.validation.dobNoSuchDay');
    expect(dateOfBirthProblem('2001-02-29')).toBe('matrimonial.validation.dobNoSuchDay');
    expect(dateOfBirthProblem('2000-04-31')).toBe('matrimonial.validation.dobNoSuchDay');
    expect(dateOfBirthProblem('2000-02-29')).toBeNull();
    expect(dateOfBirthProblem('1998-05-04')).toBeNull();
  });
});

describe('a list with Other', () => {
  it('keeps a list entry by its English name, and opens a saved one as that entry', () => {
    expect(MOTHER_TONGUES).toEqual(['Kutchi', 'Memoni', 'Gujarati', 'Urdu', 'Hindi', 'Sindhi', 'English']);
    expect(fromChoice('Kutchi', '')).toBe('Kutchi');
    expect(toChoice(MOTHER_TONGUES, 'Kutchi')).toEqual({ choice: 'Kutchi', other: '' });
    // Written by hand before the list: case and outer spaces do not matter.
    expect(toChoice(MOTHER_TONGUES, ' kutchi ')).toEqual({ choice: 'Kutchi', other: '' });
  });

  it('opens a text that is no entry as Other with its text, and keeps that text', () => {
    expect(toChoice(MOTHER_TONGUES, 'Marathi')).toEqual({ choice: 'other', other: 'Marathi' });
    expect(fromChoice('other', 'Marathi')).toBe('Marathi');
    expect(toChoice(MOTHER_TONGUES, '')).toEqual({ choice: '', other: '' });
    expect(fromChoice('', '')).toBe('');
  });
});
