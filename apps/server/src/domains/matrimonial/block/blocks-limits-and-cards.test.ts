// Matrimonial holes found from outside (docs/api.md, Trust and safety): a block acts between users (not profiles), per-account limits on
// profiles opened a day and interests sent a week, and no answer about another family's profile
// carries more than its card (no date of birth, no mobile).
import { contextOf } from '../../../context.ts';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, multipartBody, type TestApp } from '../../../../test/support/app.ts';
import { approveProfile } from '../service.ts';
import {
  approvePicture,
  giveDevice,
  local,
  member,
  newProfile,
  type User,
} from '../../../../test/support/matrimonial.ts';

let t: TestApp;
let photo: Buffer;
beforeAll(async () => {
  t = await buildTestApp({
    DATA_DIR: mkdtempSync(path.join(tmpdir(), 'samaj-mm-trust-')),
    PROFILE_VIEWS_PER_DAY: '3',
    INTERESTS_PER_WEEK: '2',
  });
  t.clock.set('2030-01-15T09:00:00Z');
  photo = await sharp({ create: { width: 400, height: 400, channels: 3, background: '#3a3' } })
    .jpeg()
    .toBuffer();
});
afterAll(() => t.close());

const M = '/api/matrimonial';
type Member = Awaited<ReturnType<typeof member>>;
const get = (user: User, url: string) => t.app.inject({ method: 'GET', url, headers: user.headers });
const post = (user: User, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: user.headers, ...(payload ? { payload } : {}) });
const open = (by: User, target: { id: string }) => get(by, `${M}/get-profile/${target.id}`);
const search = async (by: User, activeId: string) => {
  const res = await get(by, `${M}/mm/filter-profile/${activeId}?prefer_min_age=18&prefer_max_age=60`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { data: { id: string }[] }).data.map((card) => card.id);
};
async function uploadPicture(owner: Member) {
  const body = multipartBody('picture', photo, 'photo.jpg', 'image/jpeg');
  const res = await t.app.inject({
    method: 'POST',
    url: `${M}/${owner.profile.id}/pictures`,
    headers: { ...owner.user.headers, ...body.headers },
    payload: body.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  // Others see a picture once the office approved it.
  await approvePicture(t, res.json().id);
  return res.json() as { id: string; url: string };
}

describe('a block acts between users', () => {
  it('keeps a second profile of the blocked user away from every profile of the blocker, both ways', async () => {
    const a = await member(t, { gender: 'male', first_name: 'Arif' });
    const b = await member(t, { gender: 'female', first_name: 'Bushra' });
    await giveDevice(t, b.user);
    const picture = await uploadPicture(b);
    // Before the block A's family can see B.
    expect(await search(a.user, a.profile.id)).toContain(b.profile.id);
    // A opened B's picture list, so A holds a signed picture URL from before the block.
    const listed = await get(a.user, `${M}/${b.profile.id}/pictures`);
    expect(listed.statusCode).toBe(200);
    const oldUrl = (listed.json() as { url: string }[])[0]!.url;

    expect((await post(b.user, `${M}/block/${a.profile.id}`)).statusCode).toBe(204);

    // A makes a second profile, gets it approved and switches to it.
    const second = await newProfile(t, a.user, { gender: 'male', first_name: 'Second' });
    await approveProfile(contextOf(t.app.deps), { id: second.id });
    expect((await get(a.user, `${M}/set-default-profile/${second.id}`)).statusCode).toBe(204);

    const pushesBefore = t.push.sent.length;
    expect(await search(a.user, second.id)).not.toContain(b.profile.id);
    expect((await open(a.user, b.profile)).statusCode).toBe(404);
    expect((await get(a.user, `${M}/${b.profile.id}/pictures`)).statusCode).toBe(404);
    expect((await get(a.user, local(oldUrl))).statusCode).toBe(404);
    expect((await get(a.user, `${M}/picture-files/${picture.id}/thumb`)).statusCode).toBe(404);
    expect((await post(a.user, `${M}/send-interest/${b.profile.id}`, { message: 'Hello' })).statusCode).toBe(
      404,
    );
    expect(t.push.sent.length).toBe(pushesBefore);

    // And the reverse: B cannot reach A's new profile either.
    expect(await search(b.user, b.profile.id)).not.toContain(second.id);
    expect((await open(b.user, second)).statusCode).toBe(404);
    expect((await post(b.user, `${M}/send-interest/${second.id}`)).statusCode).toBe(404);

    // B's list still names the profile B blocked; unblocking it lets both families meet again.
    const list = (await get(b.user, `${M}/blocked`)).json() as { data: { profile: { id: string } }[] };
    expect(list.data.map((item) => item.profile.id)).toEqual([a.profile.id]);
    expect(
      (await t.app.inject({ method: 'DELETE', url: `${M}/block/${a.profile.id}`, headers: b.user.headers }))
        .statusCode,
    ).toBe(204);
    expect((await open(a.user, b.profile)).statusCode).toBe(200);
  });

  it('refuses an answer to an interest across a block, and pushes nothing', async () => {
    const a = await member(t, { gender: 'male' });
    const b = await member(t, { gender: 'female' });
    const c = await member(t, { gender: 'female' });
    await Promise.all([b, c].map((x) => giveDevice(t, x.user)));
    const fromB = (await post(b.user, `${M}/send-interest/${a.profile.id}`)).json() as { id: string };
    const fromC = (await post(c.user, `${M}/send-interest/${a.profile.id}`)).json() as { id: string };
    // B blocks a second profile of A's; A's first profile still holds B's interest.
    const second = await newProfile(t, a.user, { gender: 'male', first_name: 'Other' });
    await approveProfile(contextOf(t.app.deps), { id: second.id });
    expect((await post(b.user, `${M}/block/${second.id}`)).statusCode).toBe(204);
    // C blocked nobody, but A blocks C: A's own block keeps A from answering too.
    expect((await post(a.user, `${M}/block/${c.profile.id}`)).statusCode).toBe(204);

    const pushes = t.push.sent.length;
    for (const interest of [fromB, fromC]) {
      const res = await post(a.user, `${M}/reply-interest/${interest.id}`, { reply: 'accepted' });
      expect(res.statusCode, res.body).toBe(404);
    }
    expect(t.push.sent.length).toBe(pushes);
  });

  it('hides the other family from view and interest lists made before the block', async () => {
    const a = await member(t, { gender: 'male' });
    const b = await member(t, { gender: 'female' });
    expect((await open(a.user, b.profile)).statusCode).toBe(200);
    expect((await post(a.user, `${M}/send-interest/${b.profile.id}`)).statusCode).toBe(201);
    // B blocks a later profile of A's: the lists drop A's first profile as well.
    const later = await newProfile(t, a.user, { gender: 'male', first_name: 'Later' });
    await approveProfile(contextOf(t.app.deps), { id: later.id });
    for (const list of ['my-viewers', 'interested-in-me']) {
      const before = (await get(b.user, `${M}/profiles/${list}`)).json() as { data: unknown[] };
      expect(before.data, list).toHaveLength(1);
    }
    expect((await post(b.user, `${M}/block/${later.id}`)).statusCode).toBe(204);
    for (const list of ['my-viewers', 'interested-in-me']) {
      const res = await get(b.user, `${M}/profiles/${list}`);
      expect(res.statusCode, list).toBe(200);
      expect((res.json() as { data: unknown[] }).data, list).toEqual([]);
    }
  });
});

describe('PROFILE_VIEWS_PER_DAY', () => {
  it('lets an account open so many distinct profiles a day (India), across its profiles', async () => {
    const a = await member(t, { gender: 'male' });
    const others: Member[] = [];
    for (let i = 0; i < 4; i += 1) others.push(await member(t, { gender: 'female', first_name: `View${i}` }));
    for (const other of others.slice(0, 3)) expect((await open(a.user, other.profile)).statusCode).toBe(200);
    // Its own profiles never count, and one opened today opens again.
    expect((await open(a.user, a.profile)).statusCode).toBe(200);
    expect((await open(a.user, others[0]!.profile)).statusCode).toBe(200);

    // A second profile of the same account shares the day's count.
    const second = await newProfile(t, a.user, { gender: 'male', first_name: 'Again' });
    await approveProfile(contextOf(t.app.deps), { id: second.id });
    await get(a.user, `${M}/set-default-profile/${second.id}`);
    const refused = await open(a.user, others[3]!.profile);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'profile_views_limit' });
    expect(refused.json().message).toContain('You can open up to 3 profiles a day');
    // 09:00 UTC is 14:30 in India: the day ends in 9 h 30 min.
    expect(Number(refused.headers['retry-after'])).toBe(9.5 * 3600);
    expect((await open(a.user, others[1]!.profile)).statusCode).toBe(200);

    t.clock.advance(9.5 * 3600_000);
    expect((await open(a.user, others[3]!.profile)).statusCode).toBe(200);
  });

  it('lets no more through when they are opened at the same instant', async () => {
    const a = await member(t, { gender: 'male' });
    const others: Member[] = [];
    for (let i = 0; i < 6; i += 1) others.push(await member(t, { gender: 'female', first_name: `Race${i}` }));
    const answers = await Promise.all(others.map((other) => open(a.user, other.profile)));
    const codes = answers.map((res) => res.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 429, 429, 429]);
  });
});

describe('INTERESTS_PER_WEEK', () => {
  it('lets an account send so many interests in any 7 days', async () => {
    const a = await member(t, { gender: 'male' });
    const others: Member[] = [];
    for (let i = 0; i < 3; i += 1) others.push(await member(t, { gender: 'female' }));
    expect((await post(a.user, `${M}/send-interest/${others[0]!.profile.id}`)).statusCode).toBe(201);
    t.clock.advance(86_400_000);
    expect((await post(a.user, `${M}/send-interest/${others[1]!.profile.id}`)).statusCode).toBe(201);
    const pushes = t.push.sent.length;
    const refused = await post(a.user, `${M}/send-interest/${others[2]!.profile.id}`);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'interests_limit' });
    expect(refused.json().message).toMatch(/^You can send up to 2 interests a week/);
    expect(Number(refused.headers['retry-after'])).toBe(6 * 86_400);
    expect(t.push.sent.length).toBe(pushes);

    // The first one leaves the window after 7 days.
    t.clock.advance(6 * 86_400_000);
    expect((await post(a.user, `${M}/send-interest/${others[2]!.profile.id}`)).statusCode).toBe(201);
  });

  it('counts a withdrawn interest for its week: sending it again waits', async () => {
    const a = await member(t, { gender: 'male' });
    const b = await member(t, { gender: 'female' });
    const c = await member(t, { gender: 'female' });
    await Promise.all([b, c].map((x) => giveDevice(t, x.user)));
    const first = (await post(a.user, `${M}/send-interest/${b.profile.id}`)).json() as { id: string };
    expect((await post(a.user, `${M}/withdraw-interest/${first.id}`)).statusCode).toBe(204);
    t.clock.advance(86_400_000);
    const pushes = t.push.sent.length;
    const again = await post(a.user, `${M}/send-interest/${b.profile.id}`);
    expect(again.statusCode, again.body).toBe(429);
    expect(again.json()).toMatchObject({ code: 'interests_limit' });
    expect(again.json().message).toContain('even when withdrawn');
    expect(Number(again.headers['retry-after'])).toBe(6 * 86_400);
    expect(t.push.sent.length).toBe(pushes);

    // An interest the other side sent and withdrew does not hold A back.
    const fromC = (await post(c.user, `${M}/send-interest/${a.profile.id}`)).json() as { id: string };
    expect((await post(c.user, `${M}/withdraw-interest/${fromC.id}`)).statusCode).toBe(204);
    expect((await post(a.user, `${M}/send-interest/${c.profile.id}`)).statusCode).toBe(201);

    t.clock.advance(6 * 86_400_000);
    expect((await post(a.user, `${M}/send-interest/${b.profile.id}`)).statusCode).toBe(201);
    // Two pushes: the interest to C, and the one to B a week after the first.
    expect(t.push.sent.length).toBe(pushes + 2);
  });
});

describe('answers about another family carry no more than the card', () => {
  it('never the date of birth or the mobile number', async () => {
    const dob = '1999-03-17';
    const a = await member(t, { gender: 'male' });
    const b = await member(t, { gender: 'female', date_of_birth: dob, first_name: 'Private' });
    const bMobile = b.user.mobile;
    await uploadPicture(b);
    const answers: [string, string][] = [];
    const keep = async (what: string, res: Awaited<ReturnType<typeof get>>) => {
      expect(res.statusCode, `${what}: ${res.body}`).toBeLessThan(300);
      answers.push([what, res.body]);
    };
    await keep('get-profile', await open(a.user, b.profile));
    await keep(
      'search',
      await get(a.user, `${M}/mm/filter-profile/${a.profile.id}?prefer_min_age=18&prefer_max_age=60`),
    );
    await keep('pictures', await get(a.user, `${M}/${b.profile.id}/pictures`));
    await keep('viewed-by-me', await get(a.user, `${M}/profiles/viewed-by-me`));
    await keep('send-interest', await post(a.user, `${M}/send-interest/${b.profile.id}`));
    await keep('interests-sent-by-me', await get(a.user, `${M}/profiles/interests-sent-by-me`));
    await keep('my-viewers (of B)', await get(b.user, `${M}/profiles/my-viewers`));
    await keep('interested-in-me (of B)', await get(b.user, `${M}/profiles/interested-in-me`));
    await post(a.user, `${M}/block/${b.profile.id}`);
    await keep('blocked', await get(a.user, `${M}/blocked`));

    expect(answers.find(([what]) => what === 'search')![1]).toContain(b.profile.id);
    expect(answers.find(([what]) => what === 'blocked')![1]).toContain(b.profile.id);
    for (const [what, body] of answers) {
      expect(body, what).not.toContain(dob);
      expect(body, what).not.toContain(bMobile);
      expect(body, what).not.toContain(a.user.mobile);
      expect(body, what).not.toContain('date_of_birth');
      // Test users' e-mail addresses all end so; no answer about another family names one.
      expect(body, what).not.toContain('@test.example');
      expect(body, what).not.toContain('"email"');
    }
  });

  it('after an accepted interest, the contact (name and mobile) and still no date of birth or e-mail', async () => {
    const dob = '1998-07-09';
    const a = await member(t, { gender: 'male' });
    const b = await member(t, { gender: 'female', date_of_birth: dob });
    const sent = (await post(a.user, `${M}/send-interest/${b.profile.id}`)).json() as { id: string };
    const reply = await post(b.user, `${M}/reply-interest/${sent.id}`, { reply: 'accepted' });
    expect(reply.statusCode, reply.body).toBe(200);
    const opened = await open(a.user, b.profile);
    expect(opened.statusCode).toBe(200);
    // By design (docs/api.md): both sides see the owner's mobile once an interest is accepted.
    expect(opened.json().contact).toMatchObject({ mobile: b.user.mobile });
    expect(reply.json().from_profile.contact).toMatchObject({ mobile: a.user.mobile });
    const lists = await Promise.all([
      get(a.user, `${M}/profiles/interests-sent-by-me`),
      get(b.user, `${M}/profiles/interested-in-me`),
    ]);
    for (const body of [opened.body, reply.body, ...lists.map((res) => res.body)]) {
      expect(body).not.toContain(dob);
      expect(body).not.toContain('date_of_birth');
      expect(body).not.toContain('@test.example');
    }
  });
});
