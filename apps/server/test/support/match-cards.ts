import type { MatchCard } from '@samaj/shared';

/**
 * A match card and a page of them with every kind of value the search writes (nulls, escapes, each
 * interest state): the compiled serializer's test and its paired bench (scripts/bench/serializer-pair.ts).
 */
export const card = (i: number): MatchCard => ({
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  first_name: `Name "${i}" \\ \u2028 é`,
  last_name: 'Last',
  gender: 'male',
  age: 30 + i,
  marital_status: 'never_married',
  has_job: i % 2 === 0,
  occupation: '',
  education: 'B.E.',
  height_cm: i % 2 ? null : 170,
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'India',
  mother_tongue: 'Cutchi',
  relation: 'self',
  photo_visibility: (['members', 'accepted', 'hidden'] as const)[i % 3]!,
  primary_picture:
    i % 3 === 0
      ? null
      : {
          id: '2f1b3c4d-5e6f-4a1b-8c2d-3e4f5a6b7c8d',
          url: `https://samaj.example/api/matrimonial/picture-files/x/large?u=a&e=1&s=${i}`,
          thumb_url: 'https://samaj.example/api/matrimonial/picture-files/x/thumb?u=a&e=1&s=b',
          is_primary: true,
          status: 'approved',
          rejection_reason: null,
          created_at: '2026-11-22T03:00:00.000Z',
        },
  contact: i % 4 === 0 ? { mobile: '+919876543210', name: 'Owner' } : null,
  community: i % 2 ? null : 'cutchi_memon',
  native_place: 'Bhuj',
  verified: i % 2 === 0,
  shortlisted: i % 3 === 0,
  is_paused: false,
  matches: { marital_status: true, with_job: i % 2 === 0, age: false },
  mutual: i % 5 === 0,
  interest_status: (['none', 'sent', 'received', 'accepted', 'declined'] as const)[i % 5]!,
});
export const matchCardPage = {
  data: Array.from({ length: 20 }, (_, i) => card(i)),
  per_page: 20,
  next_cursor: 'eyJpZCI6IngifQ',
  next_page_url: 'https://samaj.example/api/matrimonial/mm/filter-profile/x?cursor=eyJpZCI6IngifQ',
  prev_cursor: null,
  prev_page_url: null,
  path: 'https://samaj.example/api/matrimonial/mm/filter-profile/x',
};
