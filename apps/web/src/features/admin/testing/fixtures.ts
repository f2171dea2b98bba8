import type { AdminNews, AdminUser, CursorPage, Hall } from '@samaj/shared';
import type { ReviewProfile } from '../api/get-profiles.ts';
import type { SessionUser } from '../../../lib/session.ts';

export const adminUser: SessionUser = {
  id: '7f0c2f1e-1111-4a4a-9a9a-0000000000ad',
  name: 'Jamat Office',
  mobile: '+919999999999',
  email: 'office@example.org',
  is_admin: true,
  member_type: null,
  created_at: '2026-01-01T00:00:00Z',
  profiles: [],
};

export function page<T>(data: T[], next: string | null = null): CursorPage<T> {
  return {
    data,
    per_page: 20,
    next_cursor: next ? 'next' : null,
    next_page_url: next,
    prev_cursor: null,
    prev_page_url: null,
    path: 'http://localhost/api/admin',
  };
}

export function profile(
  overrides: Partial<ReviewProfile> & { id: string; first_name: string },
): ReviewProfile {
  return {
    last_name: 'Memon',
    gender: 'female',
    date_of_birth: '1998-04-12',
    age: 27,
    marital_status: 'never_married',
    has_job: true,
    occupation: 'Teacher',
    education: 'B.Ed',
    height_cm: 160,
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    mother_tongue: 'Kutchi',
    about: 'Likes reading.',
    relation: 'self',
    approved_on: null,
    rejection_reason: null,
    is_last_selected: true,
    prefer_marital_status: 'any',
    prefer_with_job: 'any',
    prefer_min_age: 25,
    prefer_max_age: 35,
    primary_picture: null,
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

export function newsItem(overrides: Partial<AdminNews> = {}): AdminNews {
  return {
    id: '3b0f6a52-6f6e-4c8e-9a55-0000000000a1',
    title: 'Eid gathering',
    summary: 'All are welcome.',
    body: 'First paragraph.\n\nSecond paragraph.',
    image_url: null,
    published_at: null,
    created_at: '2026-03-01T10:00:00Z',
    updated_at: '2026-03-01T10:00:00Z',
    ...overrides,
  };
}

export function user(overrides: Partial<AdminUser> & { id: string; name: string }): AdminUser {
  return {
    mobile: '+919876543210',
    email: null,
    is_admin: false,
    member_type: null,
    created_at: '2026-01-01T00:00:00Z',
    ...overrides,
  };
}

export function hall(overrides: Partial<Hall> = {}): Hall {
  return {
    id: '0b7a0d7e-4a43-4e8e-9d57-4d8c2a1f00a1',
    name: 'Main Hall',
    short_name: 'MH',
    description: 'The big one.',
    capacity: 500,
    booking_amount: 150000,
    payment_amount: {
      CM: { amount: 100000, deposit: 25000 },
      M: { amount: 120000, deposit: 25000 },
      NCM: { amount: 140000, deposit: 30000 },
    },
    ...overrides,
  };
}
