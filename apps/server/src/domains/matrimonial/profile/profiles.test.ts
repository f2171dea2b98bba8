import { contextOf } from '../../../context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import {
  approveProfile,
  listProfileSummariesForUser,
  listProfilesForAdmin,
  rejectProfile,
} from '../service.ts';
import {
  dobForAge,
  giveDevice,
  member,
  newProfile,
  openMatrimonial,
} from '../../../../test/support/matrimonial.ts';

let t: TestApp;
beforeAll(async () => ({ t } = await openMatrimonial()));
afterAll(() => t.close());

const M = '/api/matrimonial';
const PROFILE_KEYS = [
  'about',
  'age',
  'approved_on',
  'city',
  'community',
  'completeness',
  'consent_by_account',
  'consent_confirmed_at',
  'consent_mobile',
  'country',
  'created_at',
  'date_of_birth',
  'education',
  'first_name',
  'first_name_latin',
  'gender',
  'has_job',
  'height_cm',
  'id',
  'is_last_selected',
  'is_paused',
  'last_name',
  'last_name_latin',
  'marital_status',
  'missing',
  'mother_tongue',
  'native_place',
  'no_picture',
  'occupation',
  'pause_reason',
  'pending_revision',
  'photo_visibility',
  'place_id',
  'prefer_marital_status',
  'prefer_max_age',
  'prefer_min_age',
  'prefer_with_job',
  'primary_picture',
  'rejection_reason',
  'relation',
  'share_contact',
  'state',
  'status',
  'steps_passed',
  'updated_at',
  'verified_at',
];

describe('create-profile', () => {
  it('creates an unapproved profile in the shape of docs/api.md; the first one becomes active', async () => {
    const user = await createUser(t);
    const first = await newProfile(t, user, {
      date_of_birth: dobForAge(t, 27, 3),
      has_job: true,
      height_cm: 160,
    });
    expect(Object.keys(first).sort()).toEqual(PROFILE_KEYS);
    expect(first.approved_on).toBeNull();
    expect(first.is_last_selected).toBe(true);
    expect(first.age).toBe(27);
    expect(first.prefer_marital_status).toBe('any');
    const second = await newProfile(t, user, { first_name: 'Ravi', gender: 'male', relation: 'son' });
    expect(second.is_last_selected).toBe(false);
  });

  it('refuses a person younger than 18 or older than 100, long names and bad preferences', async () => {
    const user = await createUser(t);
    const post = (payload: Record<string, unknown>) =>
      t.app.inject({
        method: 'POST',
        url: `${M}/create-profile`,
        headers: user.headers,
        payload: {
          first_name: 'A',
          last_name: 'B',
          gender: 'male',
          date_of_birth: dobForAge(t, 30),
          marital_status: 'never_married',
          relation: 'self',
          ...payload,
        },
      });
    const young = await post({ date_of_birth: dobForAge(t, 17, 300) });
    expect(young.statusCode).toBe(422);
    expect(young.json().errors.date_of_birth).toBeDefined();
    expect((await post({ date_of_birth: dobForAge(t, 18) })).statusCode).toBe(201);
    expect((await post({ date_of_birth: dobForAge(t, 101) })).statusCode).toBe(422);
    expect((await post({ date_of_birth: '2001-02-30' })).statusCode).toBe(422);
    const long = await post({ first_name: 'x'.repeat(51) });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.first_name).toBeDefined();
    const ages = await post({ prefer_min_age: 40, prefer_max_age: 30 });
    expect(ages.statusCode).toBe(422);
    expect(ages.json().errors.prefer_min_age).toBeDefined();
    expect((await post({ prefer_min_age: 17 })).statusCode).toBe(422);
    expect((await post({ prefer_with_job: 'maybe' })).statusCode).toBe(422);
    expect((await post({ relation: 'cousin' })).statusCode).toBe(422);
    expect((await post({ gender: 'other' })).statusCode).toBe(422);
    const anon = await t.app.inject({ method: 'POST', url: `${M}/create-profile`, payload: {} });
    expect(anon.statusCode).toBe(401);
  });
});

describe('set-default-profile', () => {
  it('moves is_last_selected so exactly one profile is active', async () => {
    const user = await createUser(t);
    const a = await newProfile(t, user);
    const b = await newProfile(t, user, { relation: 'daughter' });
    const res = await t.app.inject({
      method: 'GET',
      url: `${M}/set-default-profile/${b.id}`,
      headers: user.headers,
    });
    expect(res.statusCode).toBe(204);
    const summaries = await listProfileSummariesForUser(contextOf(t.app.deps, user.id));
    expect(Object.fromEntries(summaries.map((s) => [s.id, s.is_last_selected]))).toEqual({
      [a.id]: false,
      [b.id]: true,
    });
    expect(Object.keys(summaries[0]!).sort()).toEqual([
      'approved_on',
      'completeness',
      'consent_confirmed_at',
      'first_name',
      'first_name_latin',
      'gender',
      'id',
      'is_last_selected',
      'is_paused',
      'last_name',
      'last_name_latin',
      'missing',
      'pause_reason',
      'pending_interests',
      'prefer_marital_status',
      'prefer_max_age',
      'prefer_min_age',
      'prefer_with_job',
      'primary_picture',
      'rejection_reason',
      'relation',
      'status',
      'steps_passed',
      'unread_notifications',
      'verified_at',
    ]);
    // Deleting the active profile makes another one active.
    await t.app.inject({ method: 'DELETE', url: `${M}/delete-profile/${b.id}`, headers: user.headers });
    const after = await listProfileSummariesForUser(contextOf(t.app.deps, user.id));
    expect(after.map((s) => [s.id, s.is_last_selected])).toEqual([[a.id, true]]);
  });
});

describe('update-profile', () => {
  it('clears approval on a change of name, gender or date of birth, not on other fields', async () => {
    const { user, profile } = await member(t);
    const about = await t.app.inject({
      method: 'POST',
      url: `${M}/update-profile/${profile.id}`,
      headers: user.headers,
      payload: { about: 'Likes books', city: 'Pune', prefer_min_age: 25 },
    });
    expect(about.statusCode).toBe(200);
    expect(about.json().approved_on).not.toBeNull();
    expect(about.json().prefer_min_age).toBe(25);
    // Free texts of an approved profile wait for the office (revisions.test.ts).
    expect(about.json().pending_revision.fields).toEqual({ about: 'Likes books', city: 'Pune' });
    // The same name again is no change.
    const same = await t.app.inject({
      method: 'POST',
      url: `${M}/update-profile/${profile.id}`,
      headers: user.headers,
      payload: { first_name: profile.first_name },
    });
    expect(same.json().approved_on).not.toBeNull();
    for (const change of [
      { first_name: 'Other' },
      { last_name: 'Other' },
      { date_of_birth: dobForAge(t, 30) },
    ]) {
      await approveProfile(contextOf(t.app.deps), { id: profile.id });
      const res = await t.app.inject({
        method: 'POST',
        url: `${M}/update-profile/${profile.id}`,
        headers: user.headers,
        payload: change,
      });
      expect(res.statusCode).toBe(200);
      expect(res.json().approved_on).toBeNull();
    }
    const bad = await t.app.inject({
      method: 'POST',
      url: `${M}/update-profile/${profile.id}`,
      headers: user.headers,
      payload: { prefer_max_age: 20 },
    });
    expect(bad.statusCode).toBe(422);
  });

  it("refuses another user's profile, unknown and malformed ids with 404", async () => {
    const owner = await createUser(t);
    const other = await createUser(t);
    const p = await newProfile(t, owner);
    for (const [method, url, payload] of [
      ['POST', `${M}/update-profile/${p.id}`, { about: 'hacked' }],
      ['DELETE', `${M}/delete-profile/${p.id}`, undefined],
      ['GET', `${M}/set-default-profile/${p.id}`, undefined],
      ['POST', `${M}/update-profile/00000000-0000-0000-0000-000000000000`, { about: 'x' }],
      ['POST', `${M}/update-profile/not-a-uuid`, { about: 'x' }],
      ['GET', `${M}/get-profile/not-a-uuid`, undefined],
    ] as const) {
      const res = await t.app.inject({ method, url, headers: other.headers, payload });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const own = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${p.id}`,
      headers: owner.headers,
    });
    expect(own.json().about).toBe('');
  });
});

describe('get-profile', () => {
  it('needs an approved active profile to view others (403 profile_not_approved)', async () => {
    const { profile } = await member(t, { gender: 'male' });
    const viewer = await createUser(t);
    const none = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${profile.id}`,
      headers: viewer.headers,
    });
    expect(none.statusCode).toBe(403);
    expect(none.json().code).toBe('profile_not_approved');
    await newProfile(t, viewer);
    const pending = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${profile.id}`,
      headers: viewer.headers,
    });
    expect(pending.statusCode).toBe(403);
    expect(pending.json()).toMatchObject({ code: 'profile_not_approved', message: expect.any(String) });
  });

  it('shows an approved profile without mobile, email or date of birth, and records the view', async () => {
    const target = await member(t, { gender: 'male', prefer_min_age: 20, prefer_max_age: 30 });
    // The viewer gave preferences of her own (mutual needs them) and meets his.
    const viewer = await member(t, { prefer_max_age: 40 });
    const unapproved = await newProfile(t, await createUser(t), { gender: 'male' });
    const hidden = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${unapproved.id}`,
      headers: viewer.user.headers,
    });
    expect(hidden.statusCode).toBe(404);

    for (let i = 0; i < 2; i += 1) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${M}/get-profile/${target.profile.id}`,
        headers: viewer.user.headers,
      });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.age).toBe(25);
      expect(body.contact).toBeNull();
      for (const key of [
        'date_of_birth',
        'mobile',
        'email',
        'rejection_reason',
        'is_last_selected',
        'user_id',
      ]) {
        expect(body).not.toHaveProperty(key);
      }
      expect(JSON.stringify(body)).not.toContain(target.user.mobile);
      expect(body.matches).toEqual({ marital_status: true, with_job: true, age: true });
      expect(body.mutual).toBe(true);
      t.clock.advance(60_000);
    }
    const viewers = await t.app.inject({
      method: 'GET',
      url: `${M}/profiles/my-viewers`,
      headers: target.user.headers,
    });
    expect(viewers.statusCode).toBe(200);
    expect(viewers.json().data).toHaveLength(1);
    expect(viewers.json().data[0]).toMatchObject({ id: viewer.profile.id, view_count: 2 });
    expect(viewers.json().data[0]).not.toHaveProperty('date_of_birth');
    const viewed = await t.app.inject({
      method: 'GET',
      url: `${M}/profiles/viewed-by-me`,
      headers: viewer.user.headers,
    });
    expect(viewed.json().data.map((c: { id: string }) => c.id)).toEqual([target.profile.id]);
  });

  it("does not record a user's views of their own profiles", async () => {
    const { user, profile } = await member(t);
    const second = await newProfile(t, user, { gender: 'male', relation: 'son' });
    await approveProfile(contextOf(t.app.deps), { id: second.id });
    const res = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${second.id}`,
      headers: user.headers,
    });
    expect(res.json().date_of_birth).toBeDefined();
    await t.app.inject({
      method: 'GET',
      url: `${M}/set-default-profile/${second.id}`,
      headers: user.headers,
    });
    const viewers = await t.app.inject({
      method: 'GET',
      url: `${M}/profiles/my-viewers`,
      headers: user.headers,
    });
    expect(viewers.json().data).toEqual([]);
    expect(profile.id).toBeDefined();
  });

  it('pages my-viewers with cursors', async () => {
    const target = await member(t, { gender: 'male' });
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const v = await member(t);
      ids.push(v.profile.id);
      await t.app.inject({
        method: 'GET',
        url: `${M}/get-profile/${target.profile.id}`,
        headers: v.user.headers,
      });
      t.clock.advance(1000);
    }
    const seen: string[] = [];
    let url: string | null = `${M}/profiles/my-viewers?per_page=2`;
    while (url) {
      const res = await t.app.inject({ method: 'GET', url, headers: target.user.headers });
      const page: { data: { id: string }[]; next_page_url: string | null } = res.json();
      seen.push(...page.data.map((c) => c.id));
      url = page.next_page_url; // relative: no PUBLIC_URL here
    }
    expect(seen).toEqual(ids.reverse());
  });
});

describe('admin service functions', () => {
  it('approve and reject set the state and push the owner', async () => {
    const user = await createUser(t);
    const token = await giveDevice(t, user);
    const p = await newProfile(t, user);
    const rejected = await rejectProfile(contextOf(t.app.deps), {
      id: p.id,
      reason: 'Please add a real photo',
    });
    expect(rejected.rejection_reason).toBe('Please add a real photo');
    expect(rejected.approved_on).toBeNull();
    let last = t.push.sent.at(-1)!;
    expect(last.to).toEqual({ tokens: [token] });
    expect(last.message.data).toEqual({ type: 'profile', id: p.id });
    const pending = await listProfilesForAdmin(contextOf(t.app.deps, user.id), {
      status: 'rejected',
      perPage: 50,
    });
    expect(pending.data.map((x) => x.id)).toContain(p.id);
    // Editing a rejected profile puts it back in the queue.
    const edited = await t.app.inject({
      method: 'POST',
      url: `${M}/update-profile/${p.id}`,
      headers: user.headers,
      payload: { about: 'New photo added' },
    });
    expect(edited.json().rejection_reason).toBeNull();
    const approved = await approveProfile(contextOf(t.app.deps), { id: p.id });
    expect(approved.approved_on).not.toBeNull();
    last = t.push.sent.at(-1)!;
    expect(last.message.title).toMatch(/approved/i);
    const approvedList = await listProfilesForAdmin(contextOf(t.app.deps, user.id), {
      status: 'pending',
      perPage: 100,
    });
    expect(approvedList.data.map((x) => x.id)).not.toContain(p.id);
  });
});
