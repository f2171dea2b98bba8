import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller } from '../../../../test/support/admin.ts';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import {
  buildMatrimonialTestApp,
  giveDevice,
  member,
  newProfile,
  type User,
} from '../../../../test/support/matrimonial.ts';

/** The family's view: every profile of the account with its state, answered at once. */

let t: TestApp;
let as: ReturnType<typeof adminCaller>;
const M = '/api/matrimonial';
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
  as = adminCaller(t, await createUser(t, { isAdmin: true }));
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const send = (from: { user: User }, toId: string) =>
  t.app.inject({ method: 'POST', url: `${M}/send-interest/${toId}`, headers: from.user.headers });
const notes = async (headers: Headers) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/notifications?per_page=100', headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as {
    id: string;
    type: string;
    body: string;
    data: { type: string; id: string };
    profile_id: string | null;
  }[];
};
/** The account's notifications about interests (member() also brings a profile.approved). */
const interestNotes = async (headers: Headers) =>
  (await notes(headers)).filter((n) => n.type.startsWith('interest.'));
const summaries = async (headers: Headers) => {
  const res = await t.app.inject({ method: 'GET', url: `${M}/user`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profiles as Record<string, unknown>[];
};

describe('the profile summaries of the user answer', () => {
  it("show a father each profile's state, rejection reason and pending interests", async () => {
    const father = await createUser(t, { name: 'Yusuf', password: 'father-pass-123' });
    const self = await newProfile(t, father, { first_name: 'Yusuf', gender: 'male', relation: 'self' });
    const son = await newProfile(t, father, { first_name: 'Imran', gender: 'male', relation: 'son' });
    const daughter = await newProfile(t, father, { first_name: 'Sana', relation: 'daughter' });
    expect((await as('POST', `/api/admin/profiles/${son.id}/approve`)).statusCode).toBe(200);
    const reason = 'Please add a clear photograph.';
    expect((await as('POST', `/api/admin/profiles/${daughter.id}/reject`, { reason })).statusCode).toBe(200);

    // Three families send the son an interest: one stays pending, one is answered, one family is
    // blocked by the father afterwards (its interest no longer shows, so it is not counted).
    const [a, b, c] = [await member(t), await member(t), await member(t)];
    for (const other of [a, b, c]) expect((await send(other, son.id)).statusCode).toBe(201);
    expect(await summaries(father.headers)).toHaveLength(3);
    // The son is not the active profile; the father answers b's interest after switching to him.
    await t.app.inject({ method: 'GET', url: `${M}/set-default-profile/${son.id}`, headers: father.headers });
    const received = (
      await t.app.inject({ method: 'GET', url: `${M}/profiles/interested-in-me`, headers: father.headers })
    ).json().data as { id: string; from_profile: { id: string } }[];
    const fromB = received.find((i) => i.from_profile.id === b.profile.id)!;
    const reply = await t.app.inject({
      method: 'POST',
      url: `${M}/reply-interest/${fromB.id}`,
      headers: father.headers,
      payload: { reply: 'declined' },
    });
    expect(reply.statusCode).toBe(200);
    expect(
      (await t.app.inject({ method: 'POST', url: `${M}/block/${c.profile.id}`, headers: father.headers }))
        .statusCode,
    ).toBe(204);

    const byId = new Map((await summaries(father.headers)).map((s) => [s.id, s]));
    expect(byId.get(self.id)).toMatchObject({
      approved_on: null,
      rejection_reason: null,
      pending_interests: 0,
    });
    expect(byId.get(son.id)).toMatchObject({
      approved_on: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      rejection_reason: null,
      pending_interests: 1,
      is_last_selected: true,
    });
    expect(byId.get(daughter.id)).toMatchObject({
      approved_on: null,
      rejection_reason: reason,
      pending_interests: 0,
    });
    // The login answer carries the same summaries.
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { mobile: father.mobile, password: 'father-pass-123' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const atLogin = new Map((login.json().user.profiles as Record<string, unknown>[]).map((p) => [p.id, p]));
    expect(atLogin.get(son.id)).toMatchObject({ pending_interests: 1, unread_notifications: 3 });
    expect(atLogin.get(daughter.id)).toMatchObject({ rejection_reason: reason, unread_notifications: 1 });
    // The senders' own summaries count nothing received.
    expect((await summaries(a.user.headers))[0]).toMatchObject({ pending_interests: 0 });

    // Unread notifications, per profile: the son's approval and two of his three interests (answering
    // b's marked its item read), the daughter's rejection; reading the son's leaves the daughter's.
    expect(byId.get(son.id)).toMatchObject({ unread_notifications: 3 });
    expect(byId.get(daughter.id)).toMatchObject({ unread_notifications: 1 });
    expect(byId.get(self.id)).toMatchObject({ unread_notifications: 0 });
    const sons = (await notes(father.headers)).filter((n) => n.profile_id === son.id).map((n) => n.id);
    const read = await t.app.inject({
      method: 'POST',
      url: '/api/notifications/read',
      headers: father.headers,
      payload: { ids: sons },
    });
    expect(read.statusCode).toBe(204);
    const after = new Map((await summaries(father.headers)).map((s) => [s.id, s]));
    expect(after.get(son.id)).toMatchObject({ unread_notifications: 0 });
    expect(after.get(daughter.id)).toMatchObject({ unread_notifications: 1 });
  });
});

describe('matrimonial notifications', () => {
  it('tell the owner of an approval and of a rejection with its reason, without a device', async () => {
    const owner = await createUser(t);
    const first = await newProfile(t, owner);
    const second = await newProfile(t, owner, { first_name: 'Zara', relation: 'daughter' });
    expect((await as('POST', `/api/admin/profiles/${first.id}/approve`)).statusCode).toBe(200);
    const reason = 'The date of birth does not match the photograph.';
    expect((await as('POST', `/api/admin/profiles/${second.id}/reject`, { reason })).statusCode).toBe(200);
    const mine = await notes(owner.headers);
    expect(mine.find((n) => n.type === 'profile.approved')).toMatchObject({
      profile_id: first.id,
      data: { type: 'profile', id: first.id },
    });
    const rejected = mine.find((n) => n.type === 'profile.rejected')!;
    expect(rejected).toMatchObject({ profile_id: second.id, data: { type: 'profile', id: second.id } });
    expect(rejected.body).toContain(reason);
    expect(mine).toHaveLength(2);
  });

  it('tell the receiving profile of an interest and the sender of the answer, and no one else', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male' });
    const herDevice = await giveDevice(t, her.user);
    const before = {
      her: (await interestNotes(her.user.headers)).length,
      him: (await interestNotes(him.user.headers)).length,
    };
    const sent = await send(her, him.profile.id);
    expect(sent.statusCode).toBe(201);
    const interestId = sent.json().id as string;
    const hisNotes = await interestNotes(him.user.headers);
    expect(hisNotes).toHaveLength(before.him + 1);
    expect(hisNotes[0]).toMatchObject({
      type: 'interest.received',
      profile_id: him.profile.id,
      data: { type: 'interest', id: interestId },
    });
    // Nothing for the sender yet.
    expect(await interestNotes(her.user.headers)).toHaveLength(before.her);

    const pushes = t.push.sent.length;
    for (const [reply, type] of [['accepted', 'interest.accepted']] as const) {
      const answered = await t.app.inject({
        method: 'POST',
        url: `${M}/reply-interest/${interestId}`,
        headers: him.user.headers,
        payload: { reply },
      });
      expect(answered.statusCode).toBe(200);
      const hers = await interestNotes(her.user.headers);
      expect(hers).toHaveLength(before.her + 1);
      expect(hers[0]).toMatchObject({
        type,
        profile_id: her.profile.id,
        data: { type: 'interest_answered', id: interestId },
      });
    }
    // The answer pushes her device after the commit; the receiver gets nothing more.
    expect(t.push.sent.slice(pushes)).toEqual([
      expect.objectContaining({
        to: { tokens: [herDevice] },
        message: expect.objectContaining({ data: { type: 'interest_answered', id: interestId } }),
      }),
    ]);
    expect(await interestNotes(him.user.headers)).toHaveLength(before.him + 1);
  });

  it('tell the sender of a decline, and write nothing when the answer is refused', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male' });
    const interestId = (await send(her, him.profile.id)).json().id as string;
    const reply = (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: `${M}/reply-interest/${interestId}`,
        headers: him.user.headers,
        payload,
      });
    expect((await reply({ reply: 'declined' })).statusCode).toBe(200);
    const hers = await interestNotes(her.user.headers);
    expect(hers.map((n) => n.type)).toEqual(['interest.declined']);
    expect(hers[0]!.body).toMatch(/declined/);
    // Answered twice: 409, and no second notification (it rolled back with the refusal).
    expect((await reply({ reply: 'accepted' })).statusCode).toBe(409);
    expect(await interestNotes(her.user.headers)).toHaveLength(1);
  });
});
