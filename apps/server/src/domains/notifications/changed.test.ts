// Notifications that stay true (docs/api.md, What families read): an item whose subject changed since
// it was written says so (`state: changed` and the `change`), and handling the subject marks its items
// read. Through HTTP, for each way an interest changes: withdrawn, expired, answered, and closed by a
// block, a profile's deletion or an account's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, type TestApp } from '../../../test/support/app.ts';
import { buildMatrimonialTestApp, member, newProfile } from '../../../test/support/matrimonial.ts';
import { contextOf } from '../../context.ts';
import { approveProfile, expireInterests } from '../matrimonial/service.ts';

let t: TestApp;
const M = '/api/matrimonial';
beforeAll(async () => {
  // Interests expire within a token's idle life (30 days), so a family still signed in reads the item.
  t = await buildMatrimonialTestApp({ INTEREST_EXPIRY_DAYS: '10', INTEREST_REMINDER_DAYS: '5' });
});
afterAll(() => t.close());

type Member = Awaited<ReturnType<typeof member>>;
type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'DELETE', url: string, headers: Headers, payload?: object) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const headersOf = (m: Member) => m.user.headers as Headers;

const PASSWORD = 'a-long-unusual-Pass-42';

/** A family whose account has a password (deleting an account asks for it). */
async function memberWithPassword() {
  const user = await createUser(t, { password: PASSWORD });
  const profile = await newProfile(t, user);
  await approveProfile(contextOf(t.app.deps), { id: profile.id });
  return { user, profile };
}

/** A pair of families, she sends him an interest: answers both and the interest's id. */
async function interestBetween() {
  const her = await memberWithPassword();
  const him = await member(t, { gender: 'male' });
  const sent = await call('POST', `${M}/send-interest/${him.profile.id}`, headersOf(her));
  expect(sent.statusCode, sent.body).toBe(201);
  return { her, him, id: sent.json().id as string };
}

interface Item {
  type: string;
  data: { type: string; id: string };
  state: string;
  change?: string;
  read_at: string | null;
}
const items = async (m: Member): Promise<Item[]> =>
  (await call('GET', '/api/notifications', headersOf(m))).json().data;
const about = async (m: Member, id: string) => (await items(m)).filter((n) => n.data.id === id);
const unread = async (m: Member) =>
  (await call('GET', '/api/notifications/unread-count', headersOf(m))).json().count as number;

describe('notifications whose subject changed', () => {
  it('are current while the interest waits for an answer', async () => {
    const { him, id } = await interestBetween();
    const [received] = await about(him, id);
    expect(received).toMatchObject({ type: 'interest.received', state: 'current', read_at: null });
    expect(received).not.toHaveProperty('change');
  });

  it('say the interest was withdrawn, and stay unread for the family to see why', async () => {
    const { her, him, id } = await interestBetween();
    expect((await call('POST', `${M}/withdraw-interest/${id}`, headersOf(her))).statusCode).toBe(204);
    expect(await about(him, id)).toEqual([
      expect.objectContaining({ type: 'interest.received', state: 'changed', change: 'withdrawn' }),
    ]);
    // The interest itself is gone for him, as before: the item explains instead of opening it.
    const reply = await call('POST', `${M}/reply-interest/${id}`, headersOf(him), { reply: 'accepted' });
    expect(reply.statusCode).toBe(404);
  });

  it('sent again after a withdrawal: the new item is current, the old one still says withdrawn', async () => {
    const { her, him, id } = await interestBetween();
    await call('POST', `${M}/withdraw-interest/${id}`, headersOf(her));
    // The pair is free again at once for a new interest (the resend wait is the sender's rule).
    t.clock.advance(8 * 86_400_000);
    const again = await call('POST', `${M}/send-interest/${him.profile.id}`, headersOf(her));
    expect(again.statusCode, again.body).toBe(201);
    const [newest, oldest] = await about(him, id);
    expect(newest).toMatchObject({ state: 'current' });
    expect(oldest).toMatchObject({ state: 'changed', change: 'withdrawn' });
  });

  it('answering the interest marks its items read, and the bell drops', async () => {
    const { her, him, id } = await interestBetween();
    const before = await unread(him);
    const reply = await call('POST', `${M}/reply-interest/${id}`, headersOf(him), { reply: 'accepted' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await unread(him)).toBe(before - 1);
    expect((await about(him, id))[0]).toMatchObject({ state: 'current', read_at: expect.any(String) });
    // Her "accepted" item is new and unread.
    expect((await about(her, id))[0]).toMatchObject({ type: 'interest.accepted', read_at: null });
  });

  it('say an interest expired when nobody answered it in time', async () => {
    const { her, him, id } = await interestBetween();
    t.clock.advance((t.app.deps.config.INTEREST_EXPIRY_DAYS + 1) * 86_400_000);
    expect(await expireInterests(contextOf(t.app.deps))).toBeGreaterThan(0);
    expect(await about(him, id)).toEqual([
      expect.objectContaining({ type: 'interest.received', state: 'changed', change: 'expired' }),
    ]);
    // Her own "expired" item is what tells her; it is current.
    expect((await about(her, id))[0]).toMatchObject({ type: 'interest.expired', state: 'current' });
  });

  it('say closed on both sides once one family blocks the other', async () => {
    const { her, him, id } = await interestBetween();
    await call('POST', `${M}/reply-interest/${id}`, headersOf(him), { reply: 'accepted' });
    expect((await call('POST', `${M}/block/${her.profile.id}`, headersOf(him))).statusCode).toBe(204);
    expect((await about(him, id))[0]).toMatchObject({ state: 'changed', change: 'closed' });
    expect((await about(her, id))[0]).toMatchObject({
      type: 'interest.accepted',
      state: 'changed',
      change: 'closed',
    });
  });

  it('say closed when the other family deletes the profile, or the whole account', async () => {
    const first = await interestBetween();
    const deleted = await call('DELETE', `${M}/delete-profile/${first.her.profile.id}`, headersOf(first.her));
    expect(deleted.statusCode, deleted.body).toBeLessThan(300);
    expect((await about(first.him, first.id))[0]).toMatchObject({ state: 'changed', change: 'closed' });

    const second = await interestBetween();
    const gone = await call('DELETE', '/api/account', headersOf(second.her), {
      password: PASSWORD,
    });
    expect(gone.statusCode, gone.body).toBe(204);
    expect((await about(second.him, second.id))[0]).toMatchObject({ state: 'changed', change: 'closed' });
  });

  it('never change another family’s unrelated items', async () => {
    const a = await interestBetween();
    const b = await interestBetween();
    await call('POST', `${M}/withdraw-interest/${a.id}`, headersOf(a.her));
    expect((await about(b.him, b.id))[0]).toMatchObject({ state: 'current' });
  });
});
