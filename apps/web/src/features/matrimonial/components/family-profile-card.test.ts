import { describe, expect, it } from 'vitest';
import { nextStep, profileState } from './family-profile-card.tsx';

const id = '00000000-0000-4000-8000-00000000000a';
const approved = { id, approved_on: '2026-01-10T10:00:00Z', rejection_reason: null, pending_interests: 0 };

describe('the family view', () => {
  it('names each profile’s state', () => {
    expect(profileState(approved)).toBe('approved');
    expect(profileState({ approved_on: null, rejection_reason: 'Blurred picture' })).toBe('rejected');
    expect(profileState({ approved_on: null, rejection_reason: null })).toBe('pending');
    expect(profileState({ approved_on: null, rejection_reason: null, status: 'draft' })).toBe('draft');
  });

  it('offers the one thing to do next, opening as that profile', () => {
    expect(nextStep({ ...approved, pending_interests: 2 })).toEqual({
      key: 'answerInterests',
      to: `/matrimonial/profiles/interested-in-me?as=${id}`,
      count: 2,
    });
    expect(nextStep({ ...approved, approved_on: null, rejection_reason: 'Wrong age' })).toEqual({
      key: 'correct',
      to: `/matrimonial/profile-edit?as=${id}`,
    });
    expect(nextStep({ ...approved, approved_on: null })).toEqual({
      key: 'seeStatus',
      to: `/matrimonial/profile-pending-approval?as=${id}`,
    });
    expect(nextStep(approved)).toEqual({ key: 'search', to: `/matrimonial/search-profile?as=${id}` });
    // A draft goes on in its guided path (which opens at its first step not done).
    expect(nextStep({ ...approved, approved_on: null, status: 'draft' })).toEqual({
      key: 'continueSteps',
      to: `/matrimonial/profile-steps?as=${id}`,
    });
  });
});
