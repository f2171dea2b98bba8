import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  firstStepNotDone,
  genderOf,
  leftToDo,
  stepDone,
  stepsFor,
  withPassed,
  type StepProfile,
} from './profile-steps.ts';
import { ageProblem } from './preferences-form.tsx';

const draft = (over: Partial<StepProfile> = {}): StepProfile => ({
  relation: 'daughter',
  status: 'draft',
  missing: ['picture', 'education'],
  consent_confirmed_at: null,
  steps_passed: [],
  ...DEFAULT_PREFERENCES,
  ...over,
});

describe('the guided path of a profile', () => {
  it('asks the consent of anyone but oneself', () => {
    expect(stepsFor('self')).toEqual(['who', 'details', 'preferences', 'pictures', 'review']);
    expect(stepsFor('daughter')).toEqual(['who', 'details', 'preferences', 'pictures', 'consent', 'review']);
    expect(stepsFor('relative')).toContain('consent');
    // Before anyone is chosen, the consent step is counted: the path says "of 6" until it is for oneself.
    expect(stepsFor(null)).toHaveLength(6);
  });

  it('opens a new profile at who it is for', () => {
    expect(firstStepNotDone(null)).toBe('who');
  });

  it('opens at the details while a field the office needs is missing', () => {
    expect(firstStepNotDone(draft({ missing: ['city', 'picture'] }))).toBe('details');
  });

  it('opens at the preferences while they are the defaults nobody chose', () => {
    expect(firstStepNotDone(draft())).toBe('preferences');
    expect(firstStepNotDone(draft({ prefer_max_age: 30 }))).toBe('pictures');
    // "Any" saved on purpose counts once the family saved the step.
    expect(firstStepNotDone(draft({ steps_passed: ['preferences'] }))).toBe('pictures');
  });

  it('opens at the pictures until there is one, or the choice not to show one', () => {
    const passed = { steps_passed: ['preferences' as const] };
    expect(firstStepNotDone(draft(passed))).toBe('pictures');
    expect(firstStepNotDone(draft({ ...passed, missing: ['education'] }))).toBe('consent');
  });

  it('skips the consent for oneself, and once confirmed or passed over', () => {
    const ready = { missing: [] as string[], steps_passed: ['preferences' as const] };
    expect(firstStepNotDone(draft({ ...ready, relation: 'self' }))).toBe('review');
    expect(firstStepNotDone(draft(ready))).toBe('consent');
    expect(firstStepNotDone(draft({ ...ready, consent_confirmed_at: '2026-12-01T10:00:00Z' }))).toBe(
      'review',
    );
    expect(firstStepNotDone(draft({ ...ready, steps_passed: ['preferences', 'consent'] }))).toBe('review');
  });

  it('counts the review done once sent', () => {
    expect(stepDone('review', draft())).toBe(false);
    expect(stepDone('review', draft({ status: 'pending' }))).toBe(true);
  });

  it('lists what is left: the consent stays until the candidate confirms, whatever was passed over', () => {
    expect(leftToDo(draft({ missing: ['city', 'picture'] }))).toEqual([
      'details',
      'preferences',
      'pictures',
      'consent',
    ]);
    const chosen = { steps_passed: ['preferences' as const] };
    expect(leftToDo(draft({ ...chosen, missing: ['education'], relation: 'self' }))).toEqual([]);
    // Preferences chosen (not the defaults) are done without being passed.
    expect(leftToDo(draft({ missing: [], prefer_min_age: 21 }))).toEqual(['consent']);
    expect(leftToDo(draft({ ...chosen, missing: [], consent_confirmed_at: '2026-12-01T10:00:00Z' }))).toEqual(
      [],
    );
    // A consent passed over is still left: it waits on the candidate.
    expect(leftToDo(draft({ missing: [], steps_passed: ['preferences', 'consent'] }))).toEqual(['consent']);
  });

  it('keeps the steps passed as a set in the path order, to send to the server', () => {
    expect(withPassed([], 'consent')).toEqual(['consent']);
    expect(withPassed(['consent'], 'preferences')).toEqual(['preferences', 'consent']);
    expect(withPassed(['preferences', 'consent'], 'consent')).toEqual(['preferences', 'consent']);
  });

  it('fills the gender a relation implies', () => {
    expect(genderOf('daughter')).toBe('female');
    expect(genderOf('son')).toBe('male');
    expect(genderOf('self')).toBeNull();
    expect(genderOf('relative')).toBeNull();
  });

  it('refuses an age that is not a whole number within the limits', () => {
    expect(ageProblem('25')).toBeNull();
    expect(ageProblem('2x')).toBe('matrimonial.steps.preferences.ageNumber');
    expect(ageProblem('')).toBe('matrimonial.steps.preferences.ageNumber');
    expect(ageProblem('12')).toBe('matrimonial.steps.preferences.ageRange');
  });
});
