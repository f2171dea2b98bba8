import {
  COMMUNITIES,
  createProfileBody,
  findContactInText,
  hasNonLatinLetters,
  LATIN_NAME_MAX,
  LATIN_NAME_PATTERN,
  GENDERS,
  MARITAL_STATUSES,
  MATRIMONIAL_LIMITS,
  RELATIONS,
} from '@samaj/shared';
import { z } from 'zod';
import type { Profile } from './types.ts';
import { monthName } from './components/date-of-birth-field.tsx';
import { dateOfBirthProblem, daysInMonth, toDateParts } from './profile-values.ts';

// The profile form keeps every field as text (what inputs hold); this schema checks it with messages
// that are translation keys, turns it into the create/update payload, and passes that through the
// shared schema the server uses. The server stays the judge: its 422 errors land on the same fields.

const required = 'validation.required';
const tooLong = 'matrimonial.validation.tooLong';
export const MIN_AGE = MATRIMONIAL_LIMITS.minAge;
export const MAX_AGE = MATRIMONIAL_LIMITS.maxAge;

/** Whole years between a `YYYY-MM-DD` birth date and today's calendar date. */
export function ageOn(dateOfBirth: string, today: Date = new Date()): number {
  const [y, m, d] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const ty = today.getFullYear();
  const tm = today.getMonth() + 1;
  const td = today.getDate();
  return ty - y - (tm < m || (tm === m && td < d) ? 1 : 0);
}

function isRealDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The payload, checked by the schema the server uses (its rules win where they are stricter). */
function toPayload(payload: z.input<typeof createProfileBody>, ctx: z.RefinementCtx) {
  const parsed = createProfileBody.safeParse(payload);
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
  return z.NEVER;
}

/** No phone number, e-mail address, link or handle in a free text (the server refuses them too: 422 contact_in_text). */
const noContact = (text: z.ZodString) =>
  text.refine((value) => !findContactInText(value), 'matrimonial.validation.contactInText');
const optionalText = (max: number) => noContact(z.string().trim().max(max, tooLong));
/** The name in Latin letters (decision 063): '' when the name is written in A–Z (it is then the name). */
const latinName = z
  .string()
  .trim()
  .max(LATIN_NAME_MAX, tooLong)
  .refine((value) => value === '' || LATIN_NAME_PATTERN.test(value), 'matrimonial.validation.latinLetters');
/** Beside a name with letters outside A–Z its Latin-letter form is required; checked even when other fields are wrong. */
const latinGiven =
  (part: 'first_name' | 'last_name') =>
  (v: { first_name: string; last_name: string; first_name_latin: string; last_name_latin: string }) =>
    !hasNonLatinLetters(String(v[part] ?? '')) || String(v[`${part}_latin`] ?? '').trim() !== '';
const latinRequiredOn = (part: 'first_name' | 'last_name') => ({
  message: 'matrimonial.validation.latinRequired',
  path: [`${part}_latin`],
  when: () => true,
});

export const profileFormSchema = z
  .object({
    first_name: noContact(z.string().trim().min(1, required).max(50, tooLong)),
    last_name: noContact(z.string().trim().min(1, required).max(50, tooLong)),
    first_name_latin: latinName,
    last_name_latin: latinName,
    gender: z.enum(GENDERS, { message: required }),
    date_of_birth: z.string().superRefine((value, ctx) => {
      const problem = dateOfBirthProblem(value);
      if (problem === 'matrimonial.validation.dobNoSuchDay') {
        const { day, month, year } = toDateParts(value);
        const days = daysInMonth(Number(year), Number(month));
        ctx.addIssue({
          code: 'custom',
          message: problem,
          params: { day, month: monthName(Number(month)), year, days },
        });
      } else if (problem) ctx.addIssue({ code: 'custom', message: problem });
      else if (!isRealDate(value)) ctx.addIssue({ code: 'custom', message: 'matrimonial.validation.date' });
      else if (ageOn(value) < MIN_AGE)
        ctx.addIssue({ code: 'custom', message: 'matrimonial.validation.minAge' });
      else if (ageOn(value) > MAX_AGE)
        ctx.addIssue({ code: 'custom', message: 'matrimonial.validation.maxAge' });
    }),
    marital_status: z.enum(MARITAL_STATUSES, { message: required }),
    has_job: z.enum(['yes', 'no'], { message: required }),
    occupation: optionalText(100),
    education: optionalText(100),
    height_cm: z
      .string()
      .trim()
      .refine(
        (value) => value === '' || (/^\d+$/.test(value) && Number(value) >= 90 && Number(value) <= 250),
        'matrimonial.validation.height',
      ),
    city: noContact(z.string().trim().min(1, required).max(60, tooLong)),
    /** A place of the list, '' for a city written as free text. */
    place_id: z.string(),
    state: optionalText(60),
    country: optionalText(60),
    mother_tongue: optionalText(60),
    about: optionalText(2000),
    relation: z.enum(RELATIONS, { message: required }),
    /** '' when not said. */
    community: z.enum(['', ...COMMUNITIES]),
    native_place: optionalText(100),
  })
  .refine(latinGiven('first_name'), latinRequiredOn('first_name'))
  .refine(latinGiven('last_name'), latinRequiredOn('last_name'))
  .transform((v, ctx) =>
    toPayload(
      {
        first_name: v.first_name,
        last_name: v.last_name,
        ...(hasNonLatinLetters(v.first_name) ? { first_name_latin: v.first_name_latin } : {}),
        ...(hasNonLatinLetters(v.last_name) ? { last_name_latin: v.last_name_latin } : {}),
        gender: v.gender,
        date_of_birth: v.date_of_birth,
        marital_status: v.marital_status,
        has_job: v.has_job === 'yes',
        occupation: v.occupation,
        education: v.education,
        height_cm: v.height_cm ? Number(v.height_cm) : null,
        city: v.city,
        place_id: v.place_id || null,
        state: v.state,
        country: v.country,
        mother_tongue: v.mother_tongue,
        about: v.about,
        relation: v.relation,
        community: v.community || null,
        native_place: v.native_place,
      },
      ctx,
    ),
  );

export type ProfileFormValues = z.input<typeof profileFormSchema>;
/** The body of create-profile, and of update-profile (which takes any part of it). */
export type ProfilePayload = z.output<typeof profileFormSchema>;

export const emptyProfileForm: ProfileFormValues = {
  first_name: '',
  last_name: '',
  first_name_latin: '',
  last_name_latin: '',
  gender: '' as ProfileFormValues['gender'],
  date_of_birth: '',
  marital_status: 'never_married',
  has_job: 'no',
  occupation: '',
  education: '',
  height_cm: '',
  city: '',
  place_id: '',
  state: '',
  country: 'India',
  mother_tongue: '',
  about: '',
  relation: 'self',
  community: '',
  native_place: '',
};

/**
 * An own profile, as the form's text values: the texts that wait for the office (pending_revision) as
 * the family last wrote them, so a new change builds on them.
 */
export function toFormValues(profile: Profile): ProfileFormValues {
  const waiting = profile.pending_revision?.fields ?? {};
  return {
    ...ownFormValues(profile),
    ...Object.fromEntries(Object.entries(waiting).map(([field, value]) => [field, value ?? ''])),
  };
}

function ownFormValues(profile: Profile): ProfileFormValues {
  return {
    first_name: profile.first_name,
    last_name: profile.last_name,
    // An A–Z name is its own Latin form: the field starts empty, so a name changed to another script
    // gets the suggestion rather than the old name.
    first_name_latin: hasNonLatinLetters(profile.first_name) ? (profile.first_name_latin ?? '') : '',
    last_name_latin: hasNonLatinLetters(profile.last_name) ? (profile.last_name_latin ?? '') : '',
    gender: profile.gender,
    date_of_birth: profile.date_of_birth,
    marital_status: profile.marital_status,
    has_job: profile.has_job ? 'yes' : 'no',
    occupation: profile.occupation,
    education: profile.education,
    height_cm: profile.height_cm === null ? '' : String(profile.height_cm),
    city: profile.city,
    place_id: profile.place_id ?? '',
    state: profile.state,
    country: profile.country,
    mother_tongue: profile.mother_tongue,
    about: profile.about,
    relation: profile.relation,
    community: profile.community ?? '',
    native_place: profile.native_place,
  };
}

/** Fields whose change sends an approved profile back to the approval queue. */
export const REAPPROVAL_FIELDS = ['first_name', 'last_name', 'gender', 'date_of_birth'] as const;
