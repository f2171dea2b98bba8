import { contextOf } from '../../../context.ts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import { interests, profiles } from '../../../db/schema/index.ts';
import { approveProfile } from '../service.ts';
import {
  buildMatrimonialTestApp,
  dobForAge,
  local,
  member,
  newProfile,
} from '../../../../test/support/matrimonial.ts';

let t: TestApp;
const M = '/api/matrimonial';
let searcher: Awaited<ReturnType<typeof member>>;
const expected = new Map<string, string>();

beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  searcher = await member(t, { prefer_min_age: 20, prefer_max_age: 40, marital_status: 'divorced' });
  // 12 approved men of various ages, statuses and jobs.
  for (let i = 0; i < 12; i += 1) {
    const m = await member(t, {
      first_name: `Man${i}`,
      gender: 'male',
      date_of_birth: dobForAge(t, 21 + (i % 6) * 3, i),
      marital_status: i % 4 === 0 ? 'widowed' : 'never_married',
      has_job: i % 3 !== 0,
      prefer_marital_status: i % 2 === 0 ? 'any' : 'never_married',
    });
    expected.set(m.profile.id, `Man${i}`);
  }
  // Never in the results: unapproved, same gender, the searcher's own, too old, declined, blocked either way.
  await newProfile(t, await createUser(t), { gender: 'male', first_name: 'Unapproved' });
  await member(t, { gender: 'female', first_name: 'SameGender' });
  const own = await newProfile(t, searcher.user, { gender: 'male', first_name: 'OwnSon', relation: 'son' });
  await approveProfile(contextOf(t.app.deps), { id: own.id });
  await member(t, { gender: 'male', first_name: 'TooOld', date_of_birth: dobForAge(t, 41) });
  const declined = await member(t, { gender: 'male', first_name: 'Declined' });
  await t.database.db.insert(interests).values({
    fromProfileId: declined.profile.id,
    toProfileId: searcher.profile.id,
    status: 'declined',
    createdAt: t.clock.now(),
  });
  const blockedByMe = await member(t, { gender: 'male', first_name: 'BlockedByMe' });
  await t.app.inject({
    method: 'POST',
    url: `${M}/block/${blockedByMe.profile.id}`,
    headers: searcher.user.headers,
  });
  const blockedMe = await member(t, { gender: 'male', first_name: 'BlockedMe' });
  await t.app.inject({
    method: 'POST',
    url: `${M}/block/${searcher.profile.id}`,
    headers: blockedMe.user.headers,
  });
});
afterAll(() => t.close());

type Card = {
  id: string;
  first_name: string;
  age: number;
  matches: Record<string, boolean>;
  mutual: boolean;
};
type Page = { data: Card[]; next_page_url: string | null; per_page: number };

async function all(url: string, headers = searcher.user.headers) {
  const seen: Card[] = [];
  let next: string | null = url;
  let pages = 0;
  while (next) {
    const res = await t.app.inject({ method: 'GET', url: next, headers });
    expect(res.statusCode, res.body).toBe(200);
    const page: Page = res.json();
    seen.push(...page.data);
    if (page.next_page_url) {
      expect(page.next_page_url).toMatch(/prefer_min_age=\d+/);
      expect(page.next_page_url).toMatch(/prefer_marital_status=/);
    }
    next = page.next_page_url ? local(page.next_page_url) : null;
    pages += 1;
  }
  return { seen, pages };
}

describe('filter-profile', () => {
  it('pages through every match exactly once, youngest first, hiding what must be hidden', async () => {
    const { seen, pages } = await all(`${M}/mm/filter-profile/${searcher.profile.id}?per_page=5`);
    expect(pages).toBe(3);
    expect(seen.map((c) => c.id).sort()).toEqual([...expected.keys()].sort());
    const ages = seen.map((c) => c.age);
    expect([...ages].sort((a, b) => a - b)).toEqual(ages);
    for (const card of seen) {
      expect(card).not.toHaveProperty('date_of_birth');
      expect(card).not.toHaveProperty('mobile');
      expect(card).not.toHaveProperty('email');
      expect(card.matches).toEqual({ marital_status: true, with_job: true, age: true });
    }
    // mutual: those men who prefer never_married do not match the (divorced) searcher.
    const byName = new Map(seen.map((c) => [c.first_name, c]));
    expect(byName.get('Man0')!.mutual).toBe(true);
    expect(byName.get('Man1')!.mutual).toBe(false);
  });

  it('applies the filters given, saves them, and falls back to the saved ones', async () => {
    const url = `${M}/mm/filter-profile/${searcher.profile.id}?prefer_marital_status=widowed&prefer_with_job=yes&prefer_min_age=18&prefer_max_age=100`;
    const { seen } = await all(url);
    // Men 4 and 8 are widowed with a job (0 is widowed without one).
    expect(seen.map((c) => c.first_name).sort()).toEqual(['Man4', 'Man8']);
    const [row] = await t.database.db.select().from(profiles).where(eq(profiles.id, searcher.profile.id));
    expect(row).toMatchObject({
      preferMaritalStatus: 'widowed',
      preferWithJob: 'yes',
      preferMinAge: 18,
      preferMaxAge: 100,
    });
    // No filters: the saved ones apply.
    const again = await all(`${M}/mm/filter-profile/${searcher.profile.id}`);
    expect(again.seen.map((c) => c.first_name).sort()).toEqual(['Man4', 'Man8']);
    const partial = await all(`${M}/mm/filter-profile/${searcher.profile.id}?prefer_with_job=any`);
    expect(partial.seen.map((c) => c.first_name).sort()).toEqual(['Man0', 'Man4', 'Man8']);
  });

  it('uses exact ages on today: the birthday counts, the day before does not', async () => {
    const base = `${M}/mm/filter-profile/${searcher.profile.id}?prefer_marital_status=any&prefer_with_job=any`;
    // Man0 is 21 (born 0 days short of the birthday after: today is the birthday).
    const exact = await all(`${base}&prefer_min_age=21&prefer_max_age=21`);
    expect(exact.seen.map((c) => c.first_name).sort()).toEqual(['Man0', 'Man6']);
    const none = await all(`${base}&prefer_min_age=22&prefer_max_age=23`);
    expect(none.seen).toEqual([]);
    t.clock.advance(-86_400_000);
    const dayBefore = await all(`${base}&prefer_min_age=21&prefer_max_age=21`);
    t.clock.advance(86_400_000);
    expect(dayBefore.seen.map((c) => c.first_name)).toEqual(['Man6']);
    const bad = await t.app.inject({
      method: 'GET',
      url: `${base}&prefer_min_age=30&prefer_max_age=20`,
      headers: searcher.user.headers,
    });
    expect(bad.statusCode).toBe(422);
    const forged = await t.app.inject({
      method: 'GET',
      url: `${base}&cursor=abc`,
      headers: searcher.user.headers,
    });
    expect(forged.statusCode).toBe(422);
  });

  it('needs an own, approved, active profile', async () => {
    const pending = await createUser(t);
    const p = await newProfile(t, pending);
    const res = await t.app.inject({
      method: 'GET',
      url: `${M}/mm/filter-profile/${p.id}`,
      headers: pending.headers,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('profile_not_approved');
    const other = await t.app.inject({
      method: 'GET',
      url: `${M}/mm/filter-profile/${searcher.profile.id}`,
      headers: pending.headers,
    });
    expect(other.statusCode).toBe(404);
    const malformed = await t.app.inject({
      method: 'GET',
      url: `${M}/mm/filter-profile/1%20or%201=1`,
      headers: pending.headers,
    });
    expect(malformed.statusCode).toBe(404);
    // An approved profile that is not the active one.
    const family = await member(t);
    const second = await newProfile(t, family.user, { relation: 'sister' });
    await approveProfile(contextOf(t.app.deps), { id: second.id });
    const inactive = await t.app.inject({
      method: 'GET',
      url: `${M}/mm/filter-profile/${second.id}`,
      headers: family.user.headers,
    });
    expect(inactive.statusCode).toBe(403);
    // A name change removes approval: searching stops.
    await t.app.inject({
      method: 'POST',
      url: `${M}/update-profile/${family.profile.id}`,
      headers: family.user.headers,
      payload: { first_name: 'Renamed' },
    });
    const renamed = await t.app.inject({
      method: 'GET',
      url: `${M}/mm/filter-profile/${family.profile.id}`,
      headers: family.user.headers,
    });
    expect(renamed.statusCode).toBe(403);
    expect(renamed.json().code).toBe('profile_not_approved');
  });

  it('hides blocked profiles both ways, and shows them again after unblocking', async () => {
    const names = async (who: typeof searcher) =>
      (
        await all(
          `${M}/mm/filter-profile/${who.profile.id}?prefer_min_age=18&prefer_max_age=100`,
          who.user.headers,
        )
      ).seen.map((c) => c.id);
    const woman = await member(t, { first_name: 'W' });
    const man = await member(t, { gender: 'male', first_name: 'Blocky' });
    expect(await names(woman)).toContain(man.profile.id);
    expect(await names(man)).toContain(woman.profile.id);
    const block = await t.app.inject({
      method: 'POST',
      url: `${M}/block/${man.profile.id}`,
      headers: woman.user.headers,
    });
    expect(block.statusCode).toBe(204);
    expect(await names(woman)).not.toContain(man.profile.id);
    expect(await names(man)).not.toContain(woman.profile.id);
    const view = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${woman.profile.id}`,
      headers: man.user.headers,
    });
    expect(view.statusCode).toBe(404);
    const view2 = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${man.profile.id}`,
      headers: woman.user.headers,
    });
    expect(view2.statusCode).toBe(404);
    const send = await t.app.inject({
      method: 'POST',
      url: `${M}/send-interest/${woman.profile.id}`,
      headers: man.user.headers,
    });
    expect(send.statusCode, send.body).toBe(404);
    const unblock = await t.app.inject({
      method: 'DELETE',
      url: `${M}/block/${man.profile.id}`,
      headers: woman.user.headers,
    });
    expect(unblock.statusCode).toBe(204);
    expect(await names(man)).toContain(woman.profile.id);
  });
});
