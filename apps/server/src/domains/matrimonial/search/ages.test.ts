import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/support/app.ts';
import { ageOn } from '../profile/rules.ts';
import { buildMatrimonialTestApp, member, searchOrder } from '../../../../test/support/matrimonial.ts';

// The search turns the age filters into a date-of-birth range in SQL (decision 015); these pin that
// range to rules.ts ageOn on the days where calendars differ: 29 February, in a leap and a common year.
// The age order's years (decision 043) are the same ranges, one age at a time.

let t: TestApp;
let searcher: Awaited<ReturnType<typeof member>>;
const M = '/api/matrimonial';
const births = [
  '2014-03-01',
  '2014-02-28',
  '2012-03-01',
  '2012-02-29',
  '2012-02-28',
  '2011-03-01',
  '2011-02-28',
];

beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  // Profiles are made when everyone is of age; the searches then move the clock back.
  t.clock.set('2033-06-01T06:00:00Z');
  searcher = await member(t, { first_name: 'Searcher', date_of_birth: '2008-05-05' });
  for (const dob of births) {
    const m = await member(t, { gender: 'male', first_name: `Born ${dob}`, date_of_birth: dob });
    ids.set(dob, m.profile.id);
  }
});
const ids = new Map<string, string>();
afterAll(() => t.close());

async function found(minAge: number, maxAge: number) {
  const res = await t.app.inject({
    method: 'GET',
    url: `${M}/mm/filter-profile/${searcher.profile.id}?prefer_marital_status=any&prefer_with_job=any&prefer_min_age=${minAge}&prefer_max_age=${maxAge}&per_page=100`,
    headers: searcher.user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { first_name: string; age: number }[]).map((c) => [
    c.first_name.slice(5),
    c.age,
  ]);
}

describe('the age filters of the search', () => {
  for (const today of ['2032-02-29', '2032-03-01', '2031-02-28', '2031-03-01']) {
    it(`find exactly the profiles whose age on ${today} is in range`, async () => {
      t.clock.set(`${today}T06:00:00Z`);
      for (const [minAge, maxAge] of [
        [18, 18],
        [19, 20],
        [18, 20],
        [20, 21],
      ] as const) {
        const expected = births
          .filter((dob) => ageOn(dob, today) >= minAge && ageOn(dob, today) <= maxAge)
          .map((dob) => ({ dob, age: ageOn(dob, today), id: ids.get(dob)! }))
          // Youngest first, an age's profiles in the searcher's tie order, as the search orders them.
          .sort(searchOrder(t, searcher.profile.id))
          .map(({ dob, age }) => [dob, age]);
        expect(await found(minAge, maxAge), `${today}, ages ${minAge}-${maxAge}`).toEqual(expected);
      }
    });
  }
});
