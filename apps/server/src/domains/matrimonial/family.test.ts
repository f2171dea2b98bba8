import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller } from '../../../test/support/admin.ts';
import { createUser, type TestApp } from '../../../test/support/app.ts';
import { buildMatrimonialTestApp, member, newProfile, type User } from '../../../test/support/matrimonial.ts';

/** The family's view (issue 15): every profile of the account with its state, answered at once. */

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
const summaries = async (headers: Headers) => {
  const res = await t.app.inject({ method: 'GET', url: `${M}/user`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().profiles as Record<string, unknown>[];
};

describe('the profile summaries of the user answer', () => {
  it("show a father each profile's state, rejection reason and pending interests", async () => {
    const father = await createUser(t, { name: 'Yusuf' });
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
    // The senders' own summaries count nothing received.
    expect((await summaries(a.user.headers))[0]).toMatchObject({ pending_interests: 0 });
  });
});
