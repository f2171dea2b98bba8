import { eq, or } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser, multipartBody, type TestApp } from '../../../../test/support/app.ts';
import { contextOf } from '../../../context.ts';
import { interests, profilePictures, profileViews } from '../../../db/schema/index.ts';
import { approveProfile } from '../service.ts';
import {
  buildMatrimonialTestApp,
  giveDevice,
  local,
  member,
  newProfile,
} from '../../../../test/support/matrimonial.ts';

let t: TestApp;
const M = '/api/matrimonial';
beforeAll(async () => {
  t = await buildMatrimonialTestApp();
});
afterAll(() => t.close());

const send = (from: { user: { headers: object } }, toId: string, message?: string) =>
  t.app.inject({
    method: 'POST',
    url: `${M}/send-interest/${toId}`,
    headers: from.user.headers as Record<string, string>,
    payload: message === undefined ? undefined : { message },
  });
const replyTo = (headers: Record<string, string>, id: string, reply: string) =>
  t.app.inject({ method: 'POST', url: `${M}/reply-interest/${id}`, headers, payload: { reply } });

describe('send-interest', () => {
  it('sends from the active profile, pushes the receiver, and allows one per pair', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male' });
    const token = await giveDevice(t, him.user);
    const res = await send(her, him.profile.id, 'Hello from our family');
    expect(res.statusCode, res.body).toBe(201);
    const interest = res.json();
    expect(Object.keys(interest).sort()).toEqual([
      'answered_at',
      'created_at',
      'decline_reason',
      'from_profile',
      'id',
      'message',
      'status',
      'to_profile',
    ]);
    expect(interest).toMatchObject({
      status: 'pending',
      message: 'Hello from our family',
      answered_at: null,
    });
    expect(interest.from_profile.id).toBe(her.profile.id);
    expect(interest.to_profile.id).toBe(him.profile.id);
    expect(interest.to_profile).not.toHaveProperty('date_of_birth');
    expect(interest.to_profile.contact).toBeNull();
    const push = t.push.sent.at(-1)!;
    expect(push.to).toEqual({ tokens: [token] });
    expect(push.message.data).toEqual({ type: 'interest', id: interest.id });

    const again = await send(her, him.profile.id);
    expect(again.statusCode).toBe(409);
    const reverse = await send(him, her.profile.id);
    expect(reverse.statusCode).toBe(409);
  });

  it('refuses own profiles, the same gender, unapproved profiles and unapproved senders', async () => {
    const her = await member(t);
    const own = await newProfile(t, her.user, { gender: 'male', relation: 'brother' });
    expect((await send(her, own.id)).statusCode).toBe(404);
    const woman = await member(t);
    expect((await send(her, woman.profile.id)).statusCode).toBe(422);
    const pendingMan = await newProfile(t, await createUser(t), { gender: 'male' });
    expect((await send(her, pendingMan.id)).statusCode).toBe(404);
    const unapproved = { user: await createUser(t) };
    await newProfile(t, unapproved.user);
    const man = await member(t, { gender: 'male' });
    const gated = await send(unapproved, man.profile.id);
    expect(gated.statusCode).toBe(403);
    expect(gated.json().code).toBe('profile_not_approved');
    expect((await send(her, 'nope')).statusCode).toBe(404);
    const long = await send(her, man.profile.id, 'x'.repeat(501));
    expect(long.statusCode).toBe(422);
  });
});

describe('reply-interest', () => {
  it('lets only the receiver answer, once; acceptance shows both owners their mobiles', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male' });
    const herToken = await giveDevice(t, her.user);
    const interest = (await send(her, him.profile.id)).json();
    const stranger = await member(t, { gender: 'male' });

    expect((await replyTo(her.user.headers, interest.id, 'accepted')).statusCode).toBe(403);
    expect((await replyTo(stranger.user.headers, interest.id, 'accepted')).statusCode).toBe(404);
    expect((await replyTo(him.user.headers, interest.id, 'maybe')).statusCode).toBe(422);

    // Before acceptance: no mobile anywhere.
    const before = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${her.profile.id}`,
      headers: him.user.headers,
    });
    expect(before.json().contact).toBeNull();
    expect(before.body).not.toContain(her.user.mobile);
    expect(before.json()).not.toHaveProperty('mobile');

    const res = await replyTo(him.user.headers, interest.id, 'accepted');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'accepted', answered_at: expect.any(String) });
    expect(res.json().from_profile.contact.mobile).toBe(her.user.mobile);
    expect(t.push.sent.at(-1)!.to).toEqual({ tokens: [herToken] });
    expect(t.push.sent.at(-1)!.message.data).toEqual({ type: 'interest_answered', id: interest.id });
    expect((await replyTo(him.user.headers, interest.id, 'declined')).statusCode).toBe(409);

    const hisView = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${her.profile.id}`,
      headers: him.user.headers,
    });
    // The holder's name in Latin letters beside it (docs/api.md "What families read"): the name itself, written in A-Z here.
    expect(hisView.json().contact).toEqual({
      mobile: her.user.mobile,
      name: expect.any(String),
      name_latin: hisView.json().contact.name,
    });
    expect(hisView.json()).not.toHaveProperty('date_of_birth');
    const herView = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${him.profile.id}`,
      headers: her.user.headers,
    });
    expect(herView.json().contact.mobile).toBe(him.user.mobile);
    // A third party still sees no mobile.
    const other = await member(t);
    const third = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${him.profile.id}`,
      headers: other.user.headers,
    });
    expect(third.json().contact).toBeNull();
  });

  it('needs an approved active profile to reply', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male' });
    const interest = (await send(her, him.profile.id)).json();
    await t.app.inject({
      method: 'POST',
      url: `${M}/update-profile/${him.profile.id}`,
      headers: him.user.headers,
      payload: { last_name: 'Changed' },
    });
    const res = await replyTo(him.user.headers, interest.id, 'accepted');
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('profile_not_approved');
  });
});

describe('withdraw-interest and the lists', () => {
  it('lets only the sender withdraw while pending; lists page received and sent', async () => {
    const him = await member(t, { gender: 'male' });
    const senders = [];
    for (let i = 0; i < 3; i += 1) {
      const s = await member(t, { first_name: `Sender${i}` });
      senders.push({ ...s, interest: (await send(s, him.profile.id)).json() });
      t.clock.advance(1000);
    }
    const [a, b, c] = senders as [(typeof senders)[0], (typeof senders)[0], (typeof senders)[0]];
    const byReceiver = await t.app.inject({
      method: 'POST',
      url: `${M}/withdraw-interest/${a.interest.id}`,
      headers: him.user.headers,
    });
    expect(byReceiver.statusCode).toBe(404);
    const w = await t.app.inject({
      method: 'POST',
      url: `${M}/withdraw-interest/${a.interest.id}`,
      headers: a.user.headers,
    });
    expect(w.statusCode).toBe(204);
    expect((await replyTo(him.user.headers, a.interest.id, 'accepted')).statusCode).toBe(404);
    await replyTo(him.user.headers, b.interest.id, 'declined');
    const late = await t.app.inject({
      method: 'POST',
      url: `${M}/withdraw-interest/${b.interest.id}`,
      headers: b.user.headers,
    });
    expect(late.statusCode).toBe(409);

    const seen: string[] = [];
    let url: string | null = `${M}/profiles/interested-in-me?per_page=1`;
    while (url) {
      const page: { data: { id: string }[]; next_page_url: string | null } = (
        await t.app.inject({ method: 'GET', url, headers: him.user.headers })
      ).json();
      seen.push(...page.data.map((i: { id: string }) => i.id));
      url = page.next_page_url ? local(page.next_page_url) : null;
    }
    // Newest first; the withdrawn one is gone for the receiver.
    expect(seen).toEqual([c.interest.id, b.interest.id]);
    const sent = (
      await t.app.inject({
        method: 'GET',
        url: `${M}/profiles/interests-sent-by-me`,
        headers: a.user.headers,
      })
    ).json();
    expect(sent.data.map((i: { status: string }) => i.status)).toEqual(['withdrawn']);
    // After withdrawing, the pair is free again, once the first sending has left the week's count
    // (decision 021): send, withdraw and send again cannot push the same family without limit.
    const early = await send(a, him.profile.id);
    expect(early.statusCode, early.body).toBe(429);
    expect(early.json().code).toBe('interests_limit');
    t.clock.advance(7 * 86_400_000);
    const resend = await send(a, him.profile.id);
    expect(resend.statusCode).toBe(201);
    expect(resend.json().status).toBe('pending');
  });
});

describe("get-profile's interest", () => {
  const interestIn = async (viewer: { user: { headers: object } }, id: string) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${id}`,
      headers: viewer.user.headers as Record<string, string>,
    });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().interest;
  };

  it("says where the interest with the viewer's active profile stands, from each side", async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male' });
    const other = await member(t);
    expect(await interestIn(her, him.profile.id)).toBeNull();

    const interest = (await send(her, him.profile.id)).json();
    expect(await interestIn(her, him.profile.id)).toEqual({ id: interest.id, status: 'pending', sent: true });
    expect(await interestIn(him, her.profile.id)).toEqual({
      id: interest.id,
      status: 'pending',
      sent: false,
    });
    // Another family's view of him knows nothing of it.
    expect(await interestIn(other, him.profile.id)).toBeNull();

    await replyTo(him.user.headers, interest.id, 'accepted');
    expect(await interestIn(her, him.profile.id)).toEqual({
      id: interest.id,
      status: 'accepted',
      sent: true,
    });

    // Another of her family's profiles, made active, has no interest with him.
    const sister = await newProfile(t, her.user, { first_name: 'Sister' });
    await approveProfile(contextOf(t.app.deps), { id: sister.id });
    const active = await t.app.inject({
      method: 'GET',
      url: `${M}/set-default-profile/${sister.id}`,
      headers: her.user.headers,
    });
    expect(active.statusCode, active.body).toBe(204);
    expect(await interestIn(her, him.profile.id)).toBeNull();
  });

  it('is null once the interest expired: the pair may send one again', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male' });
    const interest = (await send(her, him.profile.id)).json();
    await t.database.db.update(interests).set({ status: 'expired' }).where(eq(interests.id, interest.id));
    expect(await interestIn(her, him.profile.id)).toBeNull();
    expect(await interestIn(him, her.profile.id)).toBeNull();
  });

  it('is null once the interest is withdrawn', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male' });
    const interest = (await send(her, him.profile.id)).json();
    const w = await t.app.inject({
      method: 'POST',
      url: `${M}/withdraw-interest/${interest.id}`,
      headers: her.user.headers,
    });
    expect(w.statusCode).toBe(204);
    expect(await interestIn(her, him.profile.id)).toBeNull();
    expect(await interestIn(him, her.profile.id)).toBeNull();
  });
});

describe('report', () => {
  it('stores a report for admins, once per user and profile', async () => {
    const reporter = await member(t);
    const fake = await member(t, { gender: 'male', first_name: 'Fake' });
    const res = await t.app.inject({
      method: 'POST',
      url: `${M}/report/${fake.profile.id}`,
      headers: reporter.user.headers,
      payload: { reason: 'The pictures are of a film star' },
    });
    expect(res.statusCode).toBe(201);
    const dup = await t.app.inject({
      method: 'POST',
      url: `${M}/report/${fake.profile.id}`,
      headers: reporter.user.headers,
      payload: { reason: 'Again' },
    });
    expect(dup.statusCode).toBe(409);
    const empty = await t.app.inject({
      method: 'POST',
      url: `${M}/report/${fake.profile.id}`,
      headers: reporter.user.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(422);
    const admin = await createUser(t, { isAdmin: true });
    const page = (
      await t.app.inject({ method: 'GET', url: '/api/admin/reports', headers: admin.headers })
    ).json();
    expect(page.data[0]).toMatchObject({
      reason: 'The pictures are of a film star',
      reporter: { user_id: reporter.user.id },
      reported_profile: { id: fake.profile.id, first_name: 'Fake' },
    });
  });
});

describe('delete-profile', () => {
  it('removes the profile with its pictures (files too), views and interests', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male' });
    const img = await sharp({ create: { width: 50, height: 50, channels: 3, background: '#00f' } })
      .png()
      .toBuffer();
    const body = multipartBody('picture', img, 'a.png', 'image/png');
    const up = await t.app.inject({
      method: 'POST',
      url: `${M}/${her.profile.id}/pictures`,
      headers: { ...her.user.headers, ...body.headers },
      payload: body.payload,
    });
    expect(up.statusCode).toBe(201);
    const picId = up.json().id;
    await send(her, him.profile.id);
    await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${him.profile.id}`,
      headers: her.user.headers,
    });
    await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${her.profile.id}`,
      headers: him.user.headers,
    });

    const stranger = await createUser(t);
    const notYours = await t.app.inject({
      method: 'DELETE',
      url: `${M}/delete-profile/${her.profile.id}`,
      headers: stranger.headers,
    });
    expect(notYours.statusCode).toBe(404);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `${M}/delete-profile/${her.profile.id}`,
      headers: her.user.headers,
    });
    expect(res.statusCode).toBe(204);
    const id = her.profile.id;
    const db = t.database.db;
    expect(await db.select().from(profilePictures).where(eq(profilePictures.profileId, id))).toEqual([]);
    expect(
      await db
        .select()
        .from(profileViews)
        .where(or(eq(profileViews.viewerProfileId, id), eq(profileViews.viewedProfileId, id))),
    ).toEqual([]);
    expect(
      await db
        .select()
        .from(interests)
        .where(or(eq(interests.fromProfileId, id), eq(interests.toProfileId, id))),
    ).toEqual([]);
    expect(await t.app.deps.storage.get(`pictures/${id}/${picId}-large.webp`)).toBeNull();
    expect(await t.app.deps.storage.get(`pictures/${id}/${picId}-thumb.webp`)).toBeNull();
    const gone = await t.app.inject({
      method: 'GET',
      url: `${M}/get-profile/${id}`,
      headers: him.user.headers,
    });
    expect(gone.statusCode).toBe(404);
  });
});
