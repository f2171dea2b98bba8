import { beforeEach, describe, expect, it } from 'vitest';
import {
  DEFAULT_PREFERENCES,
  firstStepNotDone,
  genderOf,
  leftToDo,
  markPassed,
  passedSteps,
  stepDone,
  stepsFor,
  type StepProfile,
} from './profile-steps.ts';
import { ageProblem } from './preferences-form.tsx';

const draft = (over: Partial<StepProfile> = {}): StepProfile => ({
  relation: 'daughter',
  status: 'draft',
  missing: ['picture', 'education'],
  consent_confirmed_at: null,
  ...DEFAULT_PREFERENCES,
  ...over,
});

describe('the guided path of a profile', () => {
  beforeEach(() => localStorage.clear());

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
    expect(firstStepNotDone(draft(), new Set(['preferences']))).toBe('pictures');
  });

  it('opens at the pictures until there is one, or the choice not to show one', () => {
    const passed = new Set(['preferences'] as const);
    expect(firstStepNotDone(draft(), passed)).toBe('pictures');
    expect(firstStepNotDone(draft({ missing: ['education'] }), passed)).toBe('consent');
  });

  it('skips the consent for oneself, and once confirmed or passed over', () => {
    const passed = new Set(['preferences'] as const);
    const ready = { missing: [] as string[] };
    expect(firstStepNotDone(draft({ ...ready, relation: 'self' }), passed)).toBe('review');
    expect(firstStepNotDone(draft(ready), passed)).toBe('consent');
    expect(firstStepNotDone(draft({ ...ready, consent_confirmed_at: '2026-12-01T10:00:00Z' }), passed)).toBe(
      'review',
    );
    expect(firstStepNotDone(draft(ready), new Set(['preferences', 'consent']))).toBe('review');
  });

  it('counts the review done once sent', () => {
    expect(stepDone('review', draft())).toBe(false);
    expect(stepDone('review', draft({ status: 'pending' }))).toBe(true);
  });

  it('lists what is left: the consent stays until the candidate confirms, whatever was passed over', () => {
    expect(leftToDo(draft({ missing: ['city', 'picture'] }))).toEqual(['details', 'pictures', 'consent']);
    expect(leftToDo(draft({ missing: ['education'], relation: 'self' }))).toEqual([]);
    expect(leftToDo(draft({ missing: [], consent_confirmed_at: '2026-12-01T10:00:00Z' }))).toEqual([]);
  });

  it('remembers the steps passed on this device, per profile', () => {
    expect([...passedSteps('a')]).toEqual([]);
    markPassed('a', 'preferences');
    markPassed('a', 'consent');
    markPassed('b', 'pictures');
    expect([...passedSteps('a')].sort()).toEqual(['consent', 'preferences']);
    expect([...passedSteps('b')]).toEqual(['pictures']);
    localStorage.setItem('samaj.profileSteps', 'not json');
    expect([...passedSteps('a')]).toEqual([]);
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
