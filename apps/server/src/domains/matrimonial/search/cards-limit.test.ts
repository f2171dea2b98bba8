import { inArray } from 'drizzle-orm';
import { ERROR_CODES } from '@samaj/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../../test/support/app.ts';
import { profiles } from '../../../db/schema/index.ts';
import { buildMatrimonialTestApp, local, member } from '../../../../test/support/matrimonial.ts';

// SEARCH_CARDS_PER_DAY (docs/api.md, Identity and abuse): cards an account may receive a day (India's), the search and
// the recommendations together; a page past it answers 429 with Retry-After and search_cards_limit.

let t: TestApp;
const M = '/api/matrimonial';
type Member = Awaited<ReturnType<typeof member>>;
const query = 'prefer_marital_status=any&prefer_with_job=any&prefer_min_age=18&prefer_max_age=60&sort=age';
// 17:30 in India: India's midnight is 6 h 30 min away.
const AFTERNOON = '2030-01-15T12:00:00Z';
const SECONDS_TO_MIDNIGHT = String(6.5 * 3600);

beforeAll(async () => {
  t = await buildMatrimonialTestApp({ SEARCH_CARDS_PER_DAY: '10' });
  t.clock.set('2030-01-10T12:00:00Z');
  const men: string[] = [];
  for (let i = 0; i < 12; i += 1)
    men.push((await member(t, { gender: 'male', first_name: `Man${i}` })).profile.id);
  // Eight were approved long ago: the recommendations (new matches) are the other four.
  await t.database.db
    .update(profiles)
    .set({ approvedOn: new Date('2029-10-01T00:00:00Z') })
    .where(inArray(profiles.id, men.slice(0, 8)));
});
afterAll(() => t.close());

async function search(who: Member, url = `${M}/mm/filter-profile/${who.profile.id}?per_page=8&${query}`) {
  return t.app.inject({ method: 'GET', url, headers: who.user.headers });
}
const recommendations = (who: Member) =>
  t.app.inject({ method: 'GET', url: `${M}/recommendations`, headers: who.user.headers });

function expectRefused(res: Awaited<ReturnType<typeof search>>) {
  expect(res.statusCode, res.body).toBe(429);
  expect(res.headers['retry-after']).toBe(SECONDS_TO_MIDNIGHT);
  expect(res.json()).toMatchObject({
    code: ERROR_CODES.searchCardsLimit,
    message:
      'You can see up to 10 profiles a day in search and new matches. More come after midnight, India time.',
  });
}

describe('SEARCH_CARDS_PER_DAY', () => {
  it('counts every card a page gives; a page past the day answers 429 until India’s midnight and counts nothing', async () => {
    const searcher = await member(t, { first_name: 'Searcher' });
    t.clock.set(AFTERNOON);
    const first = await search(searcher);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toHaveLength(8);
    const next = local(first.json().next_page_url as string);
    // The next page holds the last four: 12 cards in the day would pass 10.
    expectRefused(await search(searcher, next));
    // Nothing was counted for it: two cards still fit, and then none.
    const two = await search(searcher, next.replace('per_page=8', 'per_page=2'));
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().data).toHaveLength(2);
    expectRefused(await search(searcher, local(two.json().next_page_url as string)));
    // The new matches count in the same allowance.
    expectRefused(await recommendations(searcher));
    // In Urdu too, with the same code.
    const urdu = await t.app.inject({
      method: 'GET',
      url: next,
      headers: { ...searcher.user.headers, 'accept-language': 'ur' },
    });
    expect(urdu.statusCode).toBe(429);
    expect(urdu.json().code).toBe(ERROR_CODES.searchCardsLimit);
    expect(urdu.json().message).toContain('10');
    expect(urdu.json().message).not.toContain('India time');
    // A page with no card is no card.
    const empty = await search(
      searcher,
      `${M}/mm/filter-profile/${searcher.profile.id}?prefer_min_age=90&prefer_max_age=99`,
    );
    expect(empty.statusCode, empty.body).toBe(200);
    // After India's midnight the day starts again.
    t.clock.set('2030-01-15T18:30:00Z');
    expect((await search(searcher, next)).statusCode).toBe(200);
  });

  it('counts only the cards shown: a refused search or a short page gives back what it reserved', async () => {
    const searcher = await member(t, { first_name: 'Careful' });
    const stranger = await member(t, { first_name: 'Stranger' });
    t.clock.set(AFTERNOON);
    const at = (query: string, id = searcher.profile.id) =>
      search(searcher, `${M}/mm/filter-profile/${id}?${query}`);
    // Another family's profile (404) and ages the wrong way round (422): nothing counted.
    expect((await at(`per_page=8&${query}`, stranger.profile.id)).statusCode).toBe(404);
    expect((await at('per_page=8&prefer_min_age=50&prefer_max_age=40')).statusCode).toBe(422);
    // A page with no card, then a full one of 8.
    const none = await at(`per_page=8&${query}&community=halai_memon`);
    expect(none.statusCode, none.body).toBe(200);
    expect(none.json().data).toEqual([]);
    const full = await at(`per_page=8&${query}`);
    expect(full.json().data).toHaveLength(8);
    // 8 counted: 2 more fit exactly, and then none.
    const two = await at(`per_page=2&${query}`);
    expect(two.statusCode, two.body).toBe(200);
    expect(two.json().data).toHaveLength(2);
    expectRefused(await at(`per_page=1&${query}`));
  });

  it('counts the recommendations with the search, per account', async () => {
    const searcher = await member(t, { first_name: 'Home' });
    t.clock.set(AFTERNOON);
    const home = await recommendations(searcher);
    expect(home.statusCode, home.body).toBe(200);
    expect(home.json().data).toHaveLength(4);
    // 4 + 8 would pass 10; 4 + 6 fits.
    expectRefused(await search(searcher));
    const six = await search(searcher, `${M}/mm/filter-profile/${searcher.profile.id}?per_page=6&${query}`);
    expect(six.statusCode, six.body).toBe(200);
    expect(six.json().data).toHaveLength(6);
    // Another account's day is its own.
    const other = await member(t, { first_name: 'Other' });
    expect((await search(other)).statusCode).toBe(200);
    // The searcher's day is spent: the new matches too are refused now.
    expectRefused(await recommendations(searcher));
  });
});
