import { useSession } from '../../../lib/session.ts';
import type { MatchCard, MatrimonialUser, Profile, ProfileSummary } from '../types.ts';

// Test data in the shapes of packages/shared/src/schemas/matrimonial.ts.

export const ids = {
  user: '00000000-0000-4000-8000-000000000001',
  ayesha: '00000000-0000-4000-8000-00000000000a',
  bilal: '00000000-0000-4000-8000-00000000000b',
};

export function summary(overrides: Partial<ProfileSummary> = {}): ProfileSummary {
  return {
    id: ids.ayesha,
    first_name: 'Ayesha',
    last_name: 'Memon',
    gender: 'female',
    approved_on: '2026-01-10T10:00:00Z',
    rejection_reason: null,
    is_last_selected: true,
    prefer_marital_status: 'never_married',
    prefer_with_job: 'any',
    prefer_min_age: 24,
    prefer_max_age: 32,
    primary_picture: null,
    pending_interests: 0,
    unread_notifications: 0,
    ...overrides,
  };
}

export function fullProfile(overrides: Partial<Profile> = {}): Profile {
  return {
    ...summary(),
    date_of_birth: '1998-05-04',
    age: 27,
    marital_status: 'never_married',
    has_job: true,
    occupation: 'Teacher',
    education: 'B.Ed.',
    height_cm: 160,
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    mother_tongue: 'Kutchi',
    about: 'Loves books.',
    relation: 'daughter',
    created_at: '2026-01-01T10:00:00Z',
    updated_at: '2026-01-01T10:00:00Z',
    ...overrides,
  };
}

export function matchCard(n: number, overrides: Partial<MatchCard> = {}): MatchCard {
  return {
    id: `00000000-0000-4000-8000-0000000001${String(n).padStart(2, '0')}`,
    first_name: `Groom${n}`,
    last_name: 'Khan',
    gender: 'male',
    age: 28,
    marital_status: 'never_married',
    has_job: true,
    occupation: 'Engineer',
    education: 'B.E.',
    height_cm: 175,
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    mother_tongue: 'Kutchi',
    relation: 'self',
    primary_picture: null,
    contact: null,
    matches: { marital_status: true, with_job: true, age: false },
    mutual: n === 1,
    interest_status: 'none',
    ...overrides,
  };
}

export function user(profiles: ProfileSummary[]): MatrimonialUser {
  return {
    id: ids.user,
    name: 'Fatima Memon',
    mobile: '+919876543210',
    email: 'fatima@example.com',
    is_admin: false,
    member_type: null,
    created_at: '2026-01-01T10:00:00Z',
    profiles,
  };
}

export function logIn(profiles: ProfileSummary[]): MatrimonialUser {
  const value = user(profiles);
  useSession.getState().setSession(value, 'test-token');
  return value;
}

export function cursorPage<T>(data: T[], next: string | null = null) {
  return {
    data,
    per_page: 20,
    next_cursor: next ? 'c1' : null,
    next_page_url: next,
    prev_cursor: null,
    prev_page_url: null,
    path: 'http://localhost:3000/api/matrimonial',
  };
}

// jsdom has no document.fonts, which Mantine's autosize Textarea listens to (src/test/setup.ts could stub it
// for everyone).
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}
