import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextOf } from '../../../context.ts';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import { notifications, profiles } from '../../../db/schema/index.ts';
import {
  buildMatrimonialTestApp,
  dobForAge,
  local,
  member,
  newProfile,
} from '../../../../test/support/matrimonial.ts';
import { notifyNewMatches } from '../search/recommendations-sweep.ts';

/** Shortlist, not interested, pause, recommendations and the weekly new-matches sweep. */

let t: TestApp;
const M = '/api/matrimonial';
const DAY = 86_400_000;
type Member = Awaited<ReturnType<typeof member>>;
let her: Member;

beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  her = await member(t, { first_name: 'Sana', prefer_min_age: 18, prefer_max_age: 60 });
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  who: Member | { user: Member['user'] } = her,
  payload?: object,
) => t.app.inject({ method, url: `${M}${url}`, headers: who.user.headers, ...(payload ? { payload } : {}) });
const man = (name: string) => member(t, { first_name: name, gender: 'male' });
async function searchNames(who: Member = her) {
  const res = await call('GET', `/mm/filter-profile/${who.profile.id}?per_page=100`, who);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().data as { first_name: string }[]).map((c) => c.first_name);
}
async function shortlisted(who: Member = her, query = '') {
  const res = await call('GET', `/profiles/shortlisted${query}`, who);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    data: { id: string; first_name: string; shortlisted: boolean; is_paused: boolean }[];
    next_page_url: string | null;
  };
}

describe('shortlist', () => {
  it('adds (idempotent), lists newest first across pages, marks cards, and removes (idempotent)', async () => {
    const a = await man('Adil');
    const b = await man('Basit');
    const c = await man('Chand');
    for (const m of [a, b, c, a]) {
      expect((await call('POST', `/shortlist/${m.profile.id}`)).statusCode).toBe(204);
      t.clock.advance(1000);
    }
    const first = await shortlisted(her, '?per_page=2');
    expect(first.data.map((d) => d.first_name)).toEqual(['Chand', 'Basit']);
    const rest = await t.app.inject({
      method: 'GET',
      url: local(first.next_page_url!),
      headers: her.user.headers,
    });
    expect(rest.json().data.map((d: { first_name: string }) => d.first_name)).toEqual(['Adil']);
    expect(rest.json().next_page_url).toBeNull();
    expect(first.data.every((d) => d.shortlisted)).toBe(true);
    // Search cards and the profile view say so too.
    const res = await call('GET', `/mm/filter-profile/${her.profile.id}?per_page=100`);
    const cards = res.json().data as { id: string; shortlisted: boolean }[];
    expect(cards.find((x) => x.id === a.profile.id)!.shortlisted).toBe(true);
    const view = await call('GET', `/get-profile/${b.profile.id}`);
    expect(view.json().shortlisted).toBe(true);
    for (let i = 0; i < 2; i += 1)
      expect((await call('DELETE', `/shortlist/${c.profile.id}`)).statusCode).toBe(204);
    expect((await shortlisted()).data.map((d) => d.first_name)).toEqual(['Basit', 'Adil']);
    const after = await call('GET', `/get-profile/${c.profile.id}`);
    expect(after.json().shortlisted).toBe(false);
  });

  it('404 for a profile the caller may not see: own, unapproved, unknown, malformed, blocked either way', async () => {
    const own = await newProfile(t, her.user, { first_name: 'Sister', relation: 'sister' });
    const unapproved = await newProfile(t, await createUser(t), { gender: 'male' });
    const blockedByHim = await man('Blocker');
    await call('POST', `/block/${her.profile.id}`, blockedByHim);
    for (const id of [
      own.id,
      her.profile.id,
      unapproved.id,
      '00000000-0000-4000-8000-000000000000',
      'nope',
      blockedByHim.profile.id,
    ]) {
      for (const path of ['shortlist', 'not-interested']) {
        expect((await call('POST', `/${path}/${id}`)).statusCode, `${path} ${id}`).toBe(404);
        expect((await call('DELETE', `/${path}/${id}`)).statusCode, `${path} ${id}`).toBe(404);
      }
    }
    // Someone shortlisted and then blocked leaves the list.
    const later = await man('Later');
    await call('POST', `/shortlist/${later.profile.id}`);
    expect((await shortlisted()).data.map((d) => d.first_name)).toContain('Later');
    await call('POST', `/block/${later.profile.id}`);
    expect((await shortlisted()).data.map((d) => d.first_name)).not.toContain('Later');
  });

  it("is the active profile's: an unapproved active profile gets 403", async () => {
    const u = await createUser(t);
    await newProfile(t, u, { gender: 'male' });
    const target = await member(t, { first_name: 'Target' });
    const res = await call('POST', `/shortlist/${target.profile.id}`, { user: u });
    expect(res.statusCode).toBe(403);
    expect((await call('GET', '/profiles/shortlisted', { user: u })).statusCode).toBe(403);
  });
});

describe('not interested', () => {
  it('hides a profile from search for NOT_INTERESTED_DAYS, undo brings it back, and so does time', async () => {
    const p = await man('Parvez');
    expect(await searchNames()).toContain('Parvez');
    expect((await call('POST', `/not-interested/${p.profile.id}`)).statusCode).toBe(204);
    expect(await searchNames()).not.toContain('Parvez');
    // Only for this profile: another searcher still finds him.
    const other = await member(t, { first_name: 'Other', prefer_min_age: 18, prefer_max_age: 60 });
    expect(await searchNames(other)).toContain('Parvez');
    expect((await call('DELETE', `/not-interested/${p.profile.id}`)).statusCode).toBe(204);
    expect(await searchNames()).toContain('Parvez');
    await call('POST', `/not-interested/${p.profile.id}`);
    t.clock.advance(29 * DAY);
    expect(await searchNames()).not.toContain('Parvez');
    t.clock.advance(DAY + 1000);
    expect(await searchNames()).toContain('Parvez');
  });
});

describe('pause', () => {
  it('only the owner pauses (404 otherwise); a paused profile is out of search and refuses interests (409)', async () => {
    const q = await man('Qasim');
    expect(await searchNames()).toContain('Qasim');
    await call('POST', `/shortlist/${q.profile.id}`);
    expect((await call('POST', `/${q.profile.id}/pause`, her, { paused: true })).statusCode).toBe(404);
    expect((await call('POST', `/nope/pause`, q, { paused: true })).statusCode).toBe(404);
    expect(
      (await call('POST', `/${q.profile.id}/pause`, q, { paused: true, reason: 'gone' })).statusCode,
    ).toBe(422);
    const paused = await call('POST', `/${q.profile.id}/pause`, q, { paused: true, reason: 'engaged' });
    expect(paused.statusCode, paused.body).toBe(200);
    expect(paused.json()).toMatchObject({ id: q.profile.id, is_paused: true, pause_reason: 'engaged' });
    expect(await searchNames()).not.toContain('Qasim');
    // Still on her shortlist, shown as paused.
    const listed = (await shortlisted()).data.find((d) => d.first_name === 'Qasim');
    expect(listed).toMatchObject({ is_paused: true });
    const sent = await call('POST', `/send-interest/${q.profile.id}`);
    expect(sent.statusCode).toBe(409);
    expect(sent.json().code).toBe('profile_paused');
    const resumed = await call('POST', `/${q.profile.id}/pause`, q, { paused: false, reason: 'married' });
    expect(resumed.json()).toMatchObject({ is_paused: false, pause_reason: null });
    expect(await searchNames()).toContain('Qasim');
    expect((await call('POST', `/send-interest/${q.profile.id}`)).statusCode).toBe(201);
  });
});

describe('recommendations', () => {
  let seeker: Member;
  const recommended = async () => {
    const res = await call('GET', '/recommendations', seeker);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { first_name: string }[]).map((c) => c.first_name);
  };
  const approveNow = (p: Member) =>
    t.database.db.update(profiles).set({ approvedOn: t.clock.now() }).where(eq(profiles.id, p.profile.id));

  beforeAll(async () => {
    // A fresh world of her own: a woman who prefers men of 30 to 40.
    seeker = await member(t, { first_name: 'Zoya', prefer_min_age: 30, prefer_max_age: 40 });
  });

  it('lists matches of the saved preferences approved since the last look, and the seen mark resets it', async () => {
    const old = await member(t, { first_name: 'Old', gender: 'male', date_of_birth: dobForAge(t, 35) });
    await t.database.db
      .update(profiles)
      .set({ approvedOn: new Date(t.clock.now().getTime() - 31 * DAY) })
      .where(eq(profiles.id, old.profile.id));
    await member(t, { first_name: 'Young', gender: 'male', date_of_birth: dobForAge(t, 25) });
    await member(t, { first_name: 'Fit', gender: 'male', date_of_birth: dobForAge(t, 33) });
    const hidden = await member(t, { first_name: 'Hidden', gender: 'male', date_of_birth: dobForAge(t, 34) });
    await call('POST', `/not-interested/${hidden.profile.id}`, seeker);
    // Never seen: the last 30 days, without the too young, the too old approval, the hidden one.
    expect(await recommended()).toEqual(['Fit']);
    expect((await call('POST', '/recommendations/seen', seeker)).statusCode).toBe(204);
    expect(await recommended()).toEqual([]);
    t.clock.advance(1000);
    const next = await member(t, { first_name: 'Next', gender: 'male', date_of_birth: dobForAge(t, 36) });
    await approveNow(next);
    expect(await recommended()).toEqual(['Next']);
  });

  it('the weekly sweep tells each profile once a week, in its language, opening it as that profile', async () => {
    const told = async () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, seeker.user.id), eq(notifications.type, 'matches.new')));
    await notifyNewMatches(contextOf(t.app.deps));
    const first = await told();
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({
      profileId: seeker.profile.id,
      title: 'A new match for Zoya',
      data: { type: 'matches', id: seeker.profile.id },
    });
    // Another new match the next day: not told again within the week.
    t.clock.advance(DAY);
    await approveNow(
      await member(t, { first_name: 'Day2', gender: 'male', date_of_birth: dobForAge(t, 31) }),
    );
    await notifyNewMatches(contextOf(t.app.deps));
    expect(await told()).toHaveLength(1);
    // A week later: told of what came since the last notice.
    t.clock.advance(7 * DAY);
    await approveNow(
      await member(t, { first_name: 'Week2', gender: 'male', date_of_birth: dobForAge(t, 32) }),
    );
    await notifyNewMatches(contextOf(t.app.deps));
    const second = await told();
    expect(second).toHaveLength(2);
    expect(second.map((n) => n.title)).toContain('2 new matches for Zoya');
    // Nothing new since: the next week says nothing.
    t.clock.advance(8 * DAY);
    await notifyNewMatches(contextOf(t.app.deps));
    expect(await told()).toHaveLength(2);
    // A paused profile is not told.
    await call('POST', `/${seeker.profile.id}/pause`, seeker, { paused: true, reason: 'break' });
    t.clock.advance(8 * DAY);
    await approveNow(
      await member(t, { first_name: 'Week4', gender: 'male', date_of_birth: dobForAge(t, 32) }),
    );
    await notifyNewMatches(contextOf(t.app.deps));
    expect(await told()).toHaveLength(2);
  });

  it('writes the notice in the account language', async () => {
    const u = await createUser(t, { language: 'ur' });
    const p = await newProfile(t, u, { first_name: 'Hina', prefer_min_age: 18, prefer_max_age: 60 });
    await t.database.db.update(profiles).set({ approvedOn: t.clock.now() }).where(eq(profiles.id, p.id));
    t.clock.advance(1000);
    await approveNow(
      await member(t, { first_name: 'ForHina', gender: 'male', date_of_birth: dobForAge(t, 30) }),
    );
    await notifyNewMatches(contextOf(t.app.deps));
    const [n] = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, u.id), eq(notifications.type, 'matches.new')));
    expect(n!.title).toMatch(/Hina کے لیے/);
  });
});
