import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import { profiles } from '../../../db/schema/index.ts';
import { approveProfile } from '../service.ts';
import { contextOf } from '../../../context.ts';
import {
  buildMatrimonialTestApp,
  dobForAge,
  local,
  member,
  newProfile,
  searchOrder,
} from '../../../../test/support/matrimonial.ts';

// Decision 043: no order is finer than the card. The age sort orders by age in
// years, and an age's profiles in the searching profile's tie order (stable for it, another for every
// other searcher), never by the date of birth; a cursor serves only the profile it was made for.

let t: TestApp;
const M = '/api/matrimonial';
type Member = Awaited<ReturnType<typeof member>>;
let searcher: Member;
/** The men of 30, born in eight different months; and men of 29 and 31. */
const thirty: { id: string; dob: string }[] = [];
const others: string[] = [];
const preferences = {
  prefer_marital_status: 'any',
  prefer_with_job: 'any',
  prefer_min_age: 18,
  prefer_max_age: 60,
};

beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  searcher = await member(t, { first_name: 'Searcher', ...preferences });
  for (let i = 0; i < 8; i += 1) {
    const m = await member(t, { gender: 'male', first_name: `Thirty${i}` });
    thirty.push({ id: m.profile.id, dob: '' });
  }
  for (const [name, age] of [
    ['Young0', 29],
    ['Young1', 29],
    ['Old0', 31],
    ['Old1', 31],
  ] as const) {
    const m = await member(t, { gender: 'male', first_name: name, date_of_birth: dobForAge(t, age, 40) });
    others.push(m.profile.id);
  }
  // Birthdays a month apart, shuffled against the searcher's tie order (neither it nor its reverse),
  // so that a search ordered by birth date, either way, would show.
  const tie = [...thirty].sort((a, b) =>
    searchOrder(t, searcher.profile.id)({ age: 30, id: a.id }, { age: 30, id: b.id }),
  );
  const months = [3, 7, 0, 5, 1, 6, 2, 4];
  for (const [i, man] of tie.entries()) {
    man.dob = dobForAge(t, 30, 30 * months[i]! + 5);
    await t.database.db.update(profiles).set({ dateOfBirth: man.dob }).where(eq(profiles.id, man.id));
  }
});
afterAll(() => t.close());

type Card = { id: string; age: number };
type Page = { data: Card[]; next_page_url: string | null; next_cursor: string | null };

async function page(who: Member, url: string, profileId = who.profile.id): Promise<Page> {
  const res = await t.app.inject({
    method: 'GET',
    url: url.startsWith('/') ? url : `${M}/mm/filter-profile/${profileId}?${url}`,
    headers: who.user.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

/** Every card of the age search of `who`, following next_page_url. */
async function everyCard(who: Member, perPage: number) {
  const seen: Card[] = [];
  let next: string | null = `per_page=${perPage}&sort=age&${new URLSearchParams(preferences as never)}`;
  while (next) {
    const p: Page = await page(who, next);
    seen.push(...p.data);
    next = p.next_page_url ? local(p.next_page_url) : null;
  }
  return seen;
}

const thirtyIds = () => new Set(thirty.map((m) => m.id));
const agedThirty = (cards: Card[]) => cards.filter((c) => thirtyIds().has(c.id)).map((c) => c.id);
const expectedFor = (searcherId: string) =>
  thirty
    .map((m) => ({ age: 30, id: m.id }))
    .sort(searchOrder(t, searcherId))
    .map((m) => m.id);

describe('the age order', () => {
  it('goes by age in years, and within an age by the tie key, not by the date of birth', async () => {
    const cards = await everyCard(searcher, 100);
    expect(cards.map((c) => c.age)).toEqual([29, 29, 30, 30, 30, 30, 30, 30, 30, 30, 31, 31]);
    expect(cards.filter((c) => c.age === 30).map((c) => c.id)).toEqual(agedThirty(cards));
    // Within the age: the searcher's tie order (ids from its pivot up, then those below it) ...
    expect(agedThirty(cards)).toEqual(expectedFor(searcher.profile.id));
    // ... and not the date of birth's, either way round.
    const byBirth = [...thirty].sort((a, b) => (a.dob < b.dob ? 1 : -1)).map((m) => m.id);
    expect(new Set(thirty.map((m) => m.dob.slice(0, 7))).size).toBe(8);
    expect(agedThirty(cards)).not.toEqual(byBirth);
    expect(agedThirty(cards)).not.toEqual([...byBirth].reverse());
    // The other ages keep the same rule.
    expect(cards.slice(0, 2).map((c) => c.id)).toEqual(
      others
        .slice(0, 2)
        .map((id) => ({ age: 29, id }))
        .sort(searchOrder(t, searcher.profile.id))
        .map((m) => m.id),
    );
  });

  it('is the same for the same searcher every time, however the pages are cut', async () => {
    const whole = (await everyCard(searcher, 100)).map((c) => c.id);
    expect((await everyCard(searcher, 3)).map((c) => c.id)).toEqual(whole);
    expect((await everyCard(searcher, 1)).map((c) => c.id)).toEqual(whole);
    expect((await everyCard(searcher, 100)).map((c) => c.id)).toEqual(whole);
  });

  it('differs from one searcher to another', async () => {
    const mine = expectedFor(searcher.profile.id);
    // Another family's searcher whose pivot falls between other ids than the first one's (a pivot in
    // the same gap gives the same order, one time in eight).
    let other: Member | undefined;
    for (let i = 0; i < 12 && !other; i += 1) {
      const candidate = await member(t, { first_name: `Other${i}`, ...preferences });
      if (expectedFor(candidate.profile.id).join() !== mine.join()) other = candidate;
    }
    expect(other).toBeDefined();
    const theirs = agedThirty(await everyCard(other!, 4));
    expect(theirs).toEqual(expectedFor(other!.profile.id));
    expect(theirs).not.toEqual(mine);
    expect([...theirs].sort()).toEqual([...mine].sort());
  });
});

describe('a cursor', () => {
  it('serves only the searching profile it was made for: another account or profile gets 422 on cursor', async () => {
    const first = await page(searcher, `per_page=2&sort=age`);
    const cursor = first.next_cursor!;
    expect(cursor).toBeTruthy();
    // The profile it was made for follows it.
    expect((await page(searcher, local(first.next_page_url!))).data).toHaveLength(2);

    const stranger = await member(t, { first_name: 'Stranger', ...preferences });
    // A profile of the same family, made active.
    const sister = await newProfile(t, searcher.user, { first_name: 'Sister', relation: 'sister' });
    await approveProfile(contextOf(t.app.deps), { id: sister.id });
    const attempts: [Member['user'], string][] = [
      [stranger.user, stranger.profile.id],
      [searcher.user, sister.id],
    ];
    for (const [user, profileId] of attempts) {
      if (profileId === sister.id) {
        const res = await t.app.inject({
          method: 'GET',
          url: `${M}/set-default-profile/${sister.id}`,
          headers: user.headers,
        });
        expect(res.statusCode, res.body).toBe(204);
      }
      const res = await t.app.inject({
        method: 'GET',
        url: `${M}/mm/filter-profile/${profileId}?per_page=2&sort=age&cursor=${encodeURIComponent(cursor)}`,
        headers: user.headers,
      });
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors.cursor).toEqual([
        'The cursor was made for another profile; start again from the first page.',
      ]);
    }
    // Back to the searching profile: its cursor serves it again.
    await t.app.inject({
      method: 'GET',
      url: `${M}/set-default-profile/${searcher.profile.id}`,
      headers: searcher.user.headers,
    });
    expect((await page(searcher, local(first.next_page_url!))).data).toHaveLength(2);
  });

  it("of a member's list (the shortlist) serves only the profile whose list it is", async () => {
    const owner = await member(t, { first_name: 'Shortlister', ...preferences });
    for (const man of thirty.slice(0, 3)) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${M}/shortlist/${man.id}`,
        headers: owner.user.headers,
      });
      expect(res.statusCode, res.body).toBe(204);
    }
    const list = async (user: Member['user'], cursor = '') =>
      t.app.inject({
        method: 'GET',
        url: `${M}/profiles/shortlisted?per_page=1${cursor && `&cursor=${encodeURIComponent(cursor)}`}`,
        headers: user.headers,
      });
    const first = await list(owner.user);
    const cursor = (first.json() as Page).next_cursor!;
    expect((await list(owner.user, cursor)).statusCode).toBe(200);
    const other = await createUser(t);
    const otherProfile = await newProfile(t, other, { first_name: 'OtherList' });
    await approveProfile(contextOf(t.app.deps), { id: otherProfile.id });
    const refused = await list(other, cursor);
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors).toHaveProperty('cursor');
  });
});
