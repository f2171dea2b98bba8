import { cursorPage, matchCard, type MatchCard } from '@samaj/shared';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledOkSerializer, compiledSerializer } from './compiled-serializer.ts';

const card = (i: number): MatchCard => ({
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
const page = {
  data: Array.from({ length: 12 }, (_, i) => card(i)),
  per_page: 12,
  next_cursor: 'eyJpZCI6IngifQ',
  next_page_url: 'https://samaj.example/api/matrimonial/mm/filter-profile/x?cursor=eyJpZCI6IngifQ',
  prev_cursor: null,
  prev_page_url: null,
  path: 'https://samaj.example/api/matrimonial/mm/filter-profile/x',
};
const schema = cursorPage(matchCard);
const viaZod = (data: unknown) =>
  serializerCompiler({ schema, method: 'GET', url: '/x', httpStatus: '200' })(data);

describe('compiledSerializer', () => {
  it('writes the same JSON as the zod serializer for a page of match cards, nulls included', () => {
    const out = compiledSerializer(schema)(page);
    expect(out).toBe(viaZod(page));
    expect(JSON.parse(out)).toEqual(page);
  });

  it('writes declared properties alone, so an undeclared field never leaks', () => {
    const leaky = {
      ...page,
      data: page.data.map((c) => ({ ...c, date_of_birth: '1995-01-01', mobile: '+910000000000' })),
      secret: 1,
    };
    const out = compiledSerializer(schema)(leaky);
    expect(out).not.toContain('1995-01-01');
    expect(out).not.toContain('+910000000000');
    expect(out).not.toContain('secret');
    expect(out).toBe(viaZod(page));
  });

  it('fails on a missing required property rather than writing a broken answer', () => {
    const { mutual: _dropped, ...partial } = card(1);
    expect(() => compiledSerializer(schema)({ ...page, data: [partial] })).toThrow(/mutual/);
  });

  it('as a route serializer, compiles the 200 answer and leaves the other statuses to zod', () => {
    const error = z.object({ message: z.string() });
    const ok = compiledOkSerializer({ schema, method: 'GET', url: '/x', httpStatus: '200' });
    expect(ok(page)).toBe(viaZod(page));
    const notFound = compiledOkSerializer({ schema: error, method: 'GET', url: '/x', httpStatus: '404' });
    // zod checks what it writes: a wrong type is an error, where a compiled serializer would coerce it.
    expect(() => notFound({ message: 42 })).toThrow();
    expect(notFound({ message: 'Not found.', extra: 1 })).toBe('{"message":"Not found."}');
  });
});
