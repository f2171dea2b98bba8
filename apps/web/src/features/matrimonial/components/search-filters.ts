import {
  MATRIMONIAL_LIMITS,
  type Community,
  type ProfileSummary,
  type SearchFilters,
  type SearchSort,
} from '../types.ts';

/** The filter form's values, all text as typed ('' for "any"); verified_only is 'true' or ''. */
export interface FilterText {
  prefer_marital_status: string;
  prefer_with_job: string;
  prefer_min_age: string;
  prefer_max_age: string;
  city: string;
  mother_tongue: string;
  education: string;
  community: string;
  min_height_cm: string;
  max_height_cm: string;
  verified_only: string;
  sort: string;
}

export const HEIGHT_LIMITS = { min: 100, max: 250 } as const;

/** The form's first values: the profile's saved preferences, the other filters empty, youngest first. */
export function savedFilters(profile: ProfileSummary): FilterText {
  return {
    prefer_marital_status: profile.prefer_marital_status,
    prefer_with_job: profile.prefer_with_job,
    prefer_min_age: String(profile.prefer_min_age),
    prefer_max_age: String(profile.prefer_max_age),
    city: '',
    mother_tongue: '',
    education: '',
    community: '',
    min_height_cm: '',
    max_height_cm: '',
    verified_only: '',
    sort: 'age',
  };
}

/**
 * The form with no filter at all: any marital status and work, every age the app allows, the other
 * filters empty. These are also the server's own defaults for a profile's preferences (a new profile
 * starts from them), so "Clear filters" leads back to them. The order is kept: it is not a filter.
 */
export function clearedFilters(text: FilterText): FilterText {
  return {
    prefer_marital_status: 'any',
    prefer_with_job: 'any',
    prefer_min_age: String(MATRIMONIAL_LIMITS.minAge),
    prefer_max_age: String(MATRIMONIAL_LIMITS.maxAge),
    city: '',
    mother_tongue: '',
    education: '',
    community: '',
    min_height_cm: '',
    max_height_cm: '',
    verified_only: '',
    sort: text.sort,
  };
}

/**
 * How many filters narrow the search, as the "Filters (3)" button says.
 *
 * What counts is what differs from no filter at all (clearedFilters), not what differs from the
 * profile's saved partner preferences, although the form starts from those (savedFilters): the saved
 * preferences do narrow the results (a family that saved ages 24-32 sees only those), and every search
 * saves its marital status, work and ages as the new preferences, so a count against them would show
 * "Filters" with nothing on the next visit while the same filters still narrow the list. The age range
 * counts as one filter, and so does the height range; the order counts as none.
 */
export function filtersInUse(text: FilterText): number {
  const { minAge, maxAge } = MATRIMONIAL_LIMITS;
  const filled = (value: string) => value.trim() !== '';
  const everyAge = Number(text.prefer_min_age) === minAge && Number(text.prefer_max_age) === maxAge;
  return [
    text.prefer_marital_status !== 'any',
    text.prefer_with_job !== 'any',
    !everyAge,
    filled(text.city),
    filled(text.community),
    filled(text.mother_tongue),
    filled(text.education),
    filled(text.min_height_cm) || filled(text.max_height_cm),
    text.verified_only === 'true',
  ].filter(Boolean).length;
}

/** The filter form's text as filters, or the message keys of what is wrong with it. */
export function parseFilters(text: FilterText): { filters: SearchFilters } | { errors: Partial<FilterText> } {
  const errors: Partial<FilterText> = {};
  const { minAge, maxAge } = MATRIMONIAL_LIMITS;
  const whole = (value: string) => (/^\d{1,3}$/.test(value.trim()) ? Number(value) : NaN);
  const min = whole(text.prefer_min_age);
  const max = whole(text.prefer_max_age);
  if (!(min >= minAge && min <= maxAge)) errors.prefer_min_age = 'matrimonial.search.ageRange';
  if (!(max >= minAge && max <= maxAge)) errors.prefer_max_age = 'matrimonial.search.ageRange';
  if (!errors.prefer_min_age && !errors.prefer_max_age && min > max) {
    errors.prefer_min_age = 'matrimonial.search.ageOrder';
  }
  const height = (name: 'min_height_cm' | 'max_height_cm') => {
    if (text[name].trim() === '') return undefined;
    const value = whole(text[name]);
    if (!(value >= HEIGHT_LIMITS.min && value <= HEIGHT_LIMITS.max)) {
      errors[name] = 'matrimonial.search.heightRange';
      return undefined;
    }
    return value;
  };
  const minHeight = height('min_height_cm');
  const maxHeight = height('max_height_cm');
  if (minHeight !== undefined && maxHeight !== undefined && minHeight > maxHeight) {
    errors.min_height_cm = 'matrimonial.search.heightOrder';
  }
  if (Object.keys(errors).length > 0) return { errors };
  const optionalText = (value: string) => value.trim() || undefined;
  const filters: SearchFilters = {
    prefer_marital_status: text.prefer_marital_status as SearchFilters['prefer_marital_status'],
    prefer_with_job: text.prefer_with_job as SearchFilters['prefer_with_job'],
    prefer_min_age: min,
    prefer_max_age: max,
    city: optionalText(text.city),
    mother_tongue: optionalText(text.mother_tongue),
    education: optionalText(text.education),
    community: (text.community || undefined) as Community | undefined,
    min_height_cm: minHeight,
    max_height_cm: maxHeight,
    verified_only: text.verified_only === 'true' || undefined,
    // Youngest first is the server's own order: only another sort is sent.
    sort: text.sort && text.sort !== 'age' ? (text.sort as SearchSort) : undefined,
  };
  // Keys with nothing in them are left out (the query key and the request stay as they were).
  return {
    filters: Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== undefined)) as SearchFilters,
  };
}
