import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/support/app.ts';
import { profiles } from '../../../db/schema/index.ts';
import { buildMatrimonialTestApp, dobForAge, local, member } from '../../../../test/support/matrimonial.ts';

/** The search's filters and sorts (docs/api.md, Matrimonial profiles, consent and safety), each paged across pages. */

let t: TestApp;
const M = '/api/matrimonial';
let searcher: Awaited<ReturnType<typeof member>>;
const ids = new Map<string, string>();

// name, age, city, mother tongue, education, community, height, verified, minutes since last active
const MEN = [
  ['Aamir', 24, 'Mumbai', 'Cutchi', 'B.Com', 'cutchi_memon', 160, true, 50],
  ['Bilal', 27, '  mumbai ', 'Gujarati', 'M.Com 100%', 'halai_memon', 170, false, 10],
  ['Danish', 30, 'Pune', 'cutchi', 'BE Computer', null, 180, true, 30],
  ['Faraz', 33, 'Bhuj', 'Urdu', 'MBA_Finance', 'other_memon', null, false, 20],
  ['Imran', 36, 'Mumbai', 'Gujarati', 'MBBS', 'other', 175, false, 40],
] as const;

beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  searcher = await member(t, {
    first_name: 'Searcher',
    prefer_marital_status: 'any',
    prefer_with_job: 'any',
    prefer_min_age: 18,
    prefer_max_age: 60,
  });
  for (const [name, age, city, tongue, education, community, height, verified, idle] of MEN) {
    // One minute apart: created_at orders the newest sort (Imran newest).
    t.clock.advance(60_000);
    const m = await member(t, {
      first_name: name,
      gender: 'male',
      date_of_birth: dobForAge(t, age, 5),
      city,
      mother_tongue: tongue,
      education,
      ...(community ? { community } : {}),
      height_cm: height,
      native_place: 'Bhuj',
    });
    ids.set(name, m.profile.id);
    await t.database.db
      .update(profiles)
      .set({
        verifiedAt: verified ? t.clock.now() : null,
        lastActiveAt: new Date(t.clock.now().getTime() - idle * 60_000),
      })
      .where(eq(profiles.id, m.profile.id));
  }
});
afterAll(() => t.close());

type Card = {
  id: string;
  first_name: string;
  verified: boolean;
  shortlisted: boolean;
  community: string | null;
};

/** Every page of a search, per_page 2, in order; checks next_page_url keeps the query's filters. */
async function search(query: string) {
  const seen: Card[] = [];
  let next: string | null = `${M}/mm/filter-profile/${searcher.profile.id}?per_page=2&${query}`;
  let pages = 0;
  while (next) {
    const res = await t.app.inject({ method: 'GET', url: next, headers: searcher.user.headers });
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json() as { data: Card[]; next_page_url: string | null };
    seen.push(...page.data);
    next = page.next_page_url ? local(page.next_page_url) : null;
    if (next) for (const part of query.split('&').filter(Boolean)) expect(next).toContain(part.split('=')[0]);
    pages += 1;
  }
  return { names: seen.map((c) => c.first_name), cards: seen, pages };
}
const names = async (query: string) => (await search(query)).names;

describe('search filters', () => {
  it('city and mother tongue: equal ignoring case and outer spaces', async () => {
    expect(await names('city=MUMBAI')).toEqual(['Aamir', 'Bilal', 'Imran']);
    expect(await names('city=%20pune%20')).toEqual(['Danish']);
    expect(await names('mother_tongue=cutchi')).toEqual(['Aamir', 'Danish']);
    expect(await names('city=Mumbai&mother_tongue=Gujarati')).toEqual(['Bilal', 'Imran']);
    // Equality, not a part: "Mum" finds no one.
    expect(await names('city=Mum')).toEqual([]);
    // % and _ are letters here, not wildcards.
    expect(await names('city=Mumba_')).toEqual([]);
    expect(await names('city=%25')).toEqual([]);
    expect(await names('mother_tongue=cutch%25')).toEqual([]);
  });

  it('education: a part, ignoring case, with % and _ taken literally', async () => {
    expect(await names('education=com')).toEqual(['Aamir', 'Bilal', 'Danish']);
    expect(await names('education=%25')).toEqual(['Bilal']);
    expect(await names('education=_')).toEqual(['Faraz']);
    expect(await names('education=mbbs')).toEqual(['Imran']);
  });

  it('community, height range and verified only', async () => {
    expect(await names('community=halai_memon')).toEqual(['Bilal']);
    expect(await names('min_height_cm=170')).toEqual(['Bilal', 'Danish', 'Imran']);
    expect(await names('min_height_cm=165&max_height_cm=175')).toEqual(['Bilal', 'Imran']);
    // A profile without a height is left out once a height is asked for.
    expect(await names('max_height_cm=250')).not.toContain('Faraz');
    expect(await names('verified_only=true')).toEqual(['Aamir', 'Danish']);
    expect(await names('verified_only=false')).toHaveLength(5);
    const { cards } = await search('verified_only=1');
    expect(cards.every((c) => c.verified)).toBe(true);
    expect(cards.find((c) => c.first_name === 'Aamir')!.community).toBe('cutchi_memon');
  });

  it('refuses bad filters with 422 on the field', async () => {
    for (const [query, field] of [
      ['min_height_cm=180&max_height_cm=170', 'min_height_cm'],
      ['min_height_cm=99', 'min_height_cm'],
      ['max_height_cm=251', 'max_height_cm'],
      ['community=sunni', 'community'],
      ['verified_only=yes', 'verified_only'],
      ['sort=name', 'sort'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${M}/mm/filter-profile/${searcher.profile.id}?${query}`,
        headers: searcher.user.headers,
      });
      expect(res.statusCode, query).toBe(422);
      expect(Object.keys(res.json().errors), query).toContain(field);
    }
  });
});

describe('search sorts', () => {
  it('age (the default): youngest first, across pages', async () => {
    const all = await search('');
    expect(all.names).toEqual(['Aamir', 'Bilal', 'Danish', 'Faraz', 'Imran']);
    expect(all.pages).toBe(3);
    expect(await names('sort=age')).toEqual(all.names);
  });

  it('newest: the latest profiles first, across pages', async () => {
    expect(await names('sort=newest')).toEqual(['Imran', 'Faraz', 'Danish', 'Bilal', 'Aamir']);
  });

  it('recently_active: the most recently active first, across pages', async () => {
    expect(await names('sort=recently_active')).toEqual(['Bilal', 'Faraz', 'Danish', 'Imran', 'Aamir']);
  });

  it('a sort and filters together', async () => {
    expect(await names('sort=newest&city=mumbai')).toEqual(['Imran', 'Bilal', 'Aamir']);
  });

  it('refuses a cursor made for another sort (422 on cursor), and keeps the sort in next_page_url', async () => {
    const first = await t.app.inject({
      method: 'GET',
      url: `${M}/mm/filter-profile/${searcher.profile.id}?per_page=2&sort=newest`,
      headers: searcher.user.headers,
    });
    const next = new URL(first.json().next_page_url as string, 'http://localhost');
    expect(next.searchParams.get('sort')).toBe('newest');
    for (const sort of ['age', 'recently_active']) {
      next.searchParams.set('sort', sort);
      const res = await t.app.inject({
        method: 'GET',
        url: local(next.toString()),
        headers: searcher.user.headers,
      });
      expect(res.statusCode, sort).toBe(422);
      expect(res.json().errors).toHaveProperty('cursor');
    }
  });
});

describe('activity', () => {
  it('a search marks the profile active, at most once an hour', async () => {
    const lastActive = async () =>
      (await t.database.db.select().from(profiles).where(eq(profiles.id, searcher.profile.id)))[0]!
        .lastActiveAt;
    await t.database.db
      .update(profiles)
      .set({ lastActiveAt: new Date(t.clock.now().getTime() - 2 * 3_600_000) })
      .where(eq(profiles.id, searcher.profile.id));
    await names('');
    const marked = await lastActive();
    expect(marked.getTime()).toBe(t.clock.now().getTime());
    t.clock.advance(30 * 60_000);
    await names('');
    expect((await lastActive()).getTime()).toBe(marked.getTime());
    t.clock.advance(31 * 60_000);
    await names('');
    expect((await lastActive()).getTime()).toBe(t.clock.now().getTime());
  });
});
