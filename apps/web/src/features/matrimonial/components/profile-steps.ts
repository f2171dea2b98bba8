import { PROFILE_MINIMUM_FIELDS, PROFILE_STEPS, type ProfileStep } from '@samaj/shared';
import type { Profile } from '../types.ts';

type Relation = Profile['relation'];

/**
 * The guided path of a profile (decision 063): who it is for, the details, the partner
 * preferences, the pictures and who may see them, the candidate's consent (not for a profile of
 * oneself), then review and send. Each step is saved as the family goes; the path opens at the first
 * step not done.
 */
export const STEP_KEYS = PROFILE_STEPS;
export type StepKey = ProfileStep;

export function isStepKey(value: string | null | undefined): value is StepKey {
  return (STEP_KEYS as readonly string[]).includes(value ?? '');
}

/** The steps of a profile for `relation`: the candidate's consent is asked of anyone but oneself. */
export function stepsFor(relation: Relation | null | undefined): StepKey[] {
  return STEP_KEYS.filter((step) => step !== 'consent' || relation !== 'self');
}

/** The fields of the details step that the minimum for approval needs (the picture has its own step). */
export const DETAIL_FIELDS = PROFILE_MINIMUM_FIELDS.filter((field) => field !== 'picture');

/** What the server sets when nobody chose: any marital status, working or not, 18 to 100. */
export const DEFAULT_PREFERENCES = {
  prefer_marital_status: 'any',
  prefer_with_job: 'any',
  prefer_min_age: 18,
  prefer_max_age: 100,
} as const;

export type StepProfile = Pick<
  Profile,
  | 'relation'
  | 'status'
  | 'missing'
  | 'consent_confirmed_at'
  | 'prefer_marital_status'
  | 'prefer_with_job'
  | 'prefer_min_age'
  | 'prefer_max_age'
  | 'steps_passed'
>;

/** The preferences are the server's defaults (nobody has chosen them yet, or chose exactly those). */
export const hasDefaultPreferences = (profile: StepProfile) =>
  profile.prefer_marital_status === DEFAULT_PREFERENCES.prefer_marital_status &&
  profile.prefer_with_job === DEFAULT_PREFERENCES.prefer_with_job &&
  profile.prefer_min_age === DEFAULT_PREFERENCES.prefer_min_age &&
  profile.prefer_max_age === DEFAULT_PREFERENCES.prefer_max_age;

/**
 * Whether a step is done. The profile's `steps_passed` are the steps the family saved or moved on
 * from, on any device (the other fields cannot tell "any" chosen from "any" left alone, nor a consent
 * asked and not yet given from one never asked: both wait on the candidate, not on the family).
 */
export function stepDone(step: StepKey, profile: StepProfile | null): boolean {
  if (!profile) return false;
  const passed = profile.steps_passed;
  switch (step) {
    case 'who':
      return true;
    case 'details':
      return !profile.missing.some((field) => (DETAIL_FIELDS as readonly string[]).includes(field));
    case 'preferences':
      return passed.includes('preferences') || !hasDefaultPreferences(profile);
    case 'pictures':
      return !profile.missing.includes('picture');
    case 'consent':
      return (
        profile.relation === 'self' || profile.consent_confirmed_at !== null || passed.includes('consent')
      );
    case 'review':
      return profile.status !== 'draft';
  }
}

/** Where the path opens: its first step not done (a new profile: who it is for; all done: review). */
export function firstStepNotDone(profile: StepProfile | null) {
  const steps = stepsFor(profile?.relation);
  return steps.find((step) => !stepDone(step, profile)) ?? 'review';
}

/**
 * What is still left of a profile, as the review and the pending page list it: each a step to go back
 * to. The preferences while nobody chose or passed them; the consent until the candidate confirms
 * (whatever the family passed over); the pictures while none is there (or chosen not to show).
 */
export function leftToDo(profile: StepProfile): StepKey[] {
  const left: StepKey[] = [];
  if (!stepDone('details', profile)) left.push('details');
  if (!stepDone('preferences', profile)) left.push('preferences');
  if (profile.missing.includes('picture')) left.push('pictures');
  if (profile.relation !== 'self' && profile.consent_confirmed_at === null) left.push('consent');
  return left;
}

/** Gender a relation implies (a son is male), to fill in the details; null when it says nothing. */
export function genderOf(relation: Relation): 'male' | 'female' | null {
  if (relation === 'son' || relation === 'brother') return 'male';
  if (relation === 'daughter' || relation === 'sister') return 'female';
  return null;
}

/** The steps to keep as passed once the family moves on from `step` (a set, in the path's order). */
export function withPassed(passed: readonly StepKey[], step: StepKey): StepKey[] {
  return STEP_KEYS.filter((key) => key === step || passed.includes(key));
}
