import { describe, expect, it } from 'vitest';
import { type CompletenessInput, completenessOf } from './completeness.ts';

const bare: CompletenessInput = {
  firstName: 'Asha',
  lastName: 'Shah',
  gender: 'female',
  dateOfBirth: '2000-01-01',
  maritalStatus: 'never_married',
  city: '',
  education: '',
  occupation: '',
  heightCm: null,
  motherTongue: '',
  about: '',
  community: null,
  nativePlace: '',
  noPicture: false,
};
const full: CompletenessInput = {
  ...bare,
  city: 'Mumbai',
  education: 'B.Com',
  occupation: 'Accountant',
  heightCm: 160,
  motherTongue: 'Kutchi',
  about: 'Kind and calm.',
  community: 'cutchi_memon',
  nativePlace: 'Bhuj',
};

describe('completenessOf', () => {
  it('names what is missing, required first, in a stable order', () => {
    expect(completenessOf(bare, 0)).toEqual({
      completeness: Math.round((5 / 7) * 60),
      missing: [
        'city',
        'picture',
        'education',
        'occupation',
        'height_cm',
        'mother_tongue',
        'about',
        'community',
        'native_place',
      ],
      missingRequired: ['city', 'picture'],
    });
  });

  it('gives 100 with every field and a picture, and 60 at the bare minimum', () => {
    expect(completenessOf(full, 1)).toEqual({ completeness: 100, missing: [], missingRequired: [] });
    expect(completenessOf({ ...bare, city: 'Pune' }, 2)).toMatchObject({
      completeness: 60,
      missingRequired: [],
    });
  });

  it('accepts the stated choice not to show a picture instead of one', () => {
    expect(completenessOf({ ...full, noPicture: true }, 0)).toMatchObject({ completeness: 100, missing: [] });
    expect(completenessOf(full, 0).missingRequired).toEqual(['picture']);
  });

  it('does not count blank text, and counts each optional field alike', () => {
    const spaces = completenessOf({ ...full, city: '   ', about: ' ' }, 1);
    expect(spaces.missing).toEqual(['city', 'about']);
    const oneOptional = completenessOf({ ...bare, city: 'Pune', heightCm: 150 }, 1).completeness;
    const otherOptional = completenessOf({ ...bare, city: 'Pune', community: 'other' }, 1).completeness;
    expect(oneOptional).toBe(otherOptional);
    expect(oneOptional).toBe(Math.round(60 + 40 / 7));
  });

  it('misses the identity fields when they are empty', () => {
    const r = completenessOf({ ...full, firstName: '', gender: '', dateOfBirth: '', maritalStatus: '' }, 1);
    expect(r.missingRequired).toEqual(['first_name', 'gender', 'date_of_birth', 'marital_status']);
  });
});
