import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, profiles, users } from '../../../db/schema/index.ts';
import { adminCaller } from '../../../../test/support/admin.ts';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import { buildMatrimonialTestApp, member, type User } from '../../../../test/support/matrimonial.ts';

// Family conversations (docs/api.md "Conversations", decision 054) through the API: who is in one,
// opening on acceptance, messages sent once per client id, read and mute, closing, a block, an account
// deleted, the export, reports and the office's excerpt with its audit, the limits and the share choice.

let t: TestApp;
let admin: User;
let as: ReturnType<typeof adminCaller>;
const M = '/api/matrimonial';
beforeAll(async () => {
  t = await buildMatrimonialTestApp({ MESSAGES_PER_MINUTE: '5', MESSAGES_PER_DAY: '12' });
  admin = await createUser(t, { isAdmin: true, name: 'Office' });
  as = adminCaller(t, admin);
});
afterAll(() => t.close());

const call = (who: User, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

/** Two families whose interest was accepted: the conversation's id. */
async function accepted(body: { her?: Record<string, unknown>; him?: Record<string, unknown> } = {}) {
  const her = await member(t, body.her ?? {});
  const him = await member(t, { gender: 'male', first_name: 'Imran', ...body.him });
  const sent = await call(her.user, 'POST', `${M}/send-interest/${him.profile.id}`, {});
  expect(sent.statusCode, sent.body).toBe(201);
  const reply = await call(him.user, 'POST', `${M}/reply-interest/${sent.json().id}`, { reply: 'accepted' });
  expect(reply.statusCode, reply.body).toBe(200);
  const list = await call(her.user, 'GET', `${M}/conversations`);
  expect(list.statusCode, list.body).toBe(200);
  const id = list.json().data[0].id as string;
  return { her, him, id };
}

/** Advances the clock a little so the minute's limit does not get in the way of other cases. */
const later = () => t.clock.advance(61_000);

const send = (who: User, conversationId: string, profileId: string, body: string, clientId = randomUUID()) =>
  call(who, 'POST', `${M}/conversations/${conversationId}/messages`, {
    client_id: clientId,
    profile_id: profileId,
    body,
  });

describe('opening and membership', () => {
  it('an accepted interest opens one conversation: the two holders, and the candidate whose own account consented', async () => {
    const candidate = await createUser(t, { name: 'Zoya herself' });
    const her = await member(t, { relation: 'daughter', first_name: 'Zoya' });
    await t.database.db
      .update(profiles)
      .set({ consentUserId: candidate.id, consentConfirmedAt: t.clock.now() })
      .where(eq(profiles.id, her.profile.id));
    const him = await member(t, { gender: 'male' });
    const sent = (await call(her.user, 'POST', `${M}/send-interest/${him.profile.id}`, {})).json();
    // Before the answer, nobody has a conversation.
    expect((await call(him.user, 'GET', `${M}/conversations`)).json().data).toEqual([]);
    await call(him.user, 'POST', `${M}/reply-interest/${sent.id}`, { reply: 'accepted' });

    const mine = (await call(her.user, 'GET', `${M}/conversations`)).json().data;
    expect(mine).toHaveLength(1);
    const c = mine[0];
    expect(c.state).toBe('open');
    expect(c.profiles.map((p: { id: string }) => p.id).sort()).toEqual(
      [her.profile.id, him.profile.id].sort(),
    );
    expect(c.members.map((m: { account_id: string; role: string }) => [m.account_id, m.role]).sort()).toEqual(
      [
        [her.user.id, 'holder'],
        [him.user.id, 'holder'],
        [candidate.id, 'candidate'],
      ].sort(),
    );
    // Every member sees it; per profile too; a stranger sees none and gets 404 on it.
    for (const who of [him.user, candidate]) {
      expect(
        (await call(who, 'GET', `${M}/conversations`)).json().data.map((x: { id: string }) => x.id),
      ).toEqual([c.id]);
    }
    const perProfile = await call(her.user, 'GET', `${M}/conversations?profile_id=${her.profile.id}`);
    expect(perProfile.json().data.map((x: { id: string }) => x.id)).toEqual([c.id]);
    const stranger = await member(t);
    expect((await call(stranger.user, 'GET', `${M}/conversations`)).json().data).toEqual([]);
    expect((await call(stranger.user, 'GET', `${M}/conversations/${c.id}`)).statusCode).toBe(404);
    // The candidate writes for her own profile, as the candidate.
    const hers = await send(candidate, c.id, her.profile.id, 'Assalamu alaikum');
    expect(hers.statusCode, hers.body).toBe(201);
    expect(hers.json().author).toEqual({ account_id: candidate.id, name: 'Zoya herself', role: 'candidate' });
  });

  it('a declined interest opens nothing', async () => {
    const her = await member(t);
    const him = await member(t, { gender: 'male' });
    const sent = (await call(her.user, 'POST', `${M}/send-interest/${him.profile.id}`, {})).json();
    await call(him.user, 'POST', `${M}/reply-interest/${sent.id}`, { reply: 'declined' });
    expect((await call(her.user, 'GET', `${M}/conversations`)).json().data).toEqual([]);
  });
});

describe('messages', () => {
  it('sends once per client id, pages before and after, reads, mutes and closes', async () => {
    later();
    const { her, him, id } = await accepted();
    const clientId = randomUUID();
    const first = await send(
      her.user,
      id,
      her.profile.id,
      'Call us on 98200 12345 or see example.org',
      clientId,
    );
    expect(first.statusCode, first.body).toBe(201);
    // Numbers and links are kept as written.
    expect(first.json()).toMatchObject({
      body: 'Call us on 98200 12345 or see example.org',
      client_id: clientId,
      profile_id: her.profile.id,
      removed: false,
      read_by_other_at: null,
    });
    // The retry of the same send: 200 with the first message, nothing new.
    const retry = await send(
      her.user,
      id,
      her.profile.id,
      'Call us on 98200 12345 or see example.org',
      clientId,
    );
    expect(retry.statusCode).toBe(200);
    expect(retry.json().id).toBe(first.json().id);
    // A profile that is not the sender's side: 422.
    expect((await send(her.user, id, him.profile.id, 'as them')).statusCode).toBe(422);
    // Empty or too long: 422.
    expect((await send(her.user, id, her.profile.id, '   ')).statusCode).toBe(422);
    expect((await send(her.user, id, her.profile.id, 'x'.repeat(2001))).statusCode).toBe(422);
    expect((await send(her.user, id, her.profile.id, 'ક'.repeat(2000))).statusCode).toBe(201);

    const reply = await send(him.user, id, him.profile.id, 'وعلیکم السلام');
    expect(reply.statusCode).toBe(201);
    const all = (await call(her.user, 'GET', `${M}/conversations/${id}/messages`)).json();
    expect(all.data).toHaveLength(3);
    expect(all.data[2].body).toBe('وعلیکم السلام');
    const older = (
      await call(her.user, 'GET', `${M}/conversations/${id}/messages?before=${reply.json().id}&per_page=1`)
    ).json();
    expect(older.data.map((m: { body: string }) => m.body)).toEqual(['ક'.repeat(2000)]);
    expect(older.has_more).toBe(true);
    const newer = (
      await call(her.user, 'GET', `${M}/conversations/${id}/messages?after=${first.json().id}`)
    ).json();
    expect(newer.data).toHaveLength(2);
    expect(newer.has_more).toBe(false);

    // Unread: one for her (his reply); she reads it, he sees it read.
    const before = (await call(her.user, 'GET', `${M}/conversations/${id}`)).json();
    expect(before.unread).toBe(1);
    expect(before.last_message.id).toBe(reply.json().id);
    const read = await call(her.user, 'POST', `${M}/conversations/${id}/read`, { up_to: reply.json().id });
    expect(read.statusCode).toBe(204);
    expect((await call(her.user, 'GET', `${M}/conversations/${id}`)).json().unread).toBe(0);
    const seen = (await call(him.user, 'GET', `${M}/conversations/${id}/messages`)).json().data;
    expect(seen[2].read_by_other_at).not.toBeNull();
    expect(
      (await call(her.user, 'POST', `${M}/conversations/${id}/read`, { up_to: randomUUID() })).statusCode,
    ).toBe(422);

    const mute = await call(him.user, 'POST', `${M}/conversations/${id}/mute`, { muted: true });
    expect(mute.statusCode).toBe(204);
    expect((await call(him.user, 'GET', `${M}/conversations/${id}`)).json().muted).toBe(true);
    expect((await call(her.user, 'GET', `${M}/conversations/${id}`)).json().muted).toBe(false);

    // Closing with the decline's reasons; a reason not among them is a 422.
    expect(
      (await call(him.user, 'POST', `${M}/conversations/${id}/close`, { reason: 'rude' })).statusCode,
    ).toBe(422);
    const closed = await call(him.user, 'POST', `${M}/conversations/${id}/close`, {
      reason: 'family_decision',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ state: 'closed', closed_reason: 'family_decision' });
    const refused = await send(her.user, id, her.profile.id, 'Please reconsider');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('conversation_closed');
    // The history stays readable for both; a retry of a message sent before still answers it.
    expect((await call(her.user, 'GET', `${M}/conversations/${id}/messages`)).json().data).toHaveLength(3);
    expect((await send(her.user, id, her.profile.id, 'again', clientId)).statusCode).toBe(200);
  });

  it("removes only one's own message, which then reads as removed", async () => {
    later();
    const { her, him, id } = await accepted();
    const mine = (await send(her.user, id, her.profile.id, 'A message to take back')).json();
    expect((await call(him.user, 'DELETE', `${M}/messages/${mine.id}`)).statusCode).toBe(403);
    const removed = await call(her.user, 'DELETE', `${M}/messages/${mine.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ id: mine.id, removed: true, body: '' });
    const theirs = (await call(him.user, 'GET', `${M}/conversations/${id}/messages`)).json().data;
    expect(theirs[0]).toMatchObject({ removed: true, body: '' });
  });
});

describe('who is told of a close', () => {
  const closedItems = (userId: string) =>
    t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, userId), eq(notifications.type, 'conversation.closed')));

  it('a family closes: the other family is told in its language, the family that closed is not', async () => {
    const { her, him, id } = await accepted();
    await t.database.db.update(users).set({ language: 'ur' }).where(eq(users.id, her.user.id));
    const closed = await call(him.user, 'POST', `${M}/conversations/${id}/close`, {
      reason: 'family_decision',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    const [item, ...more] = await closedItems(her.user.id);
    expect(more).toHaveLength(0);
    expect(item!.data).toEqual({ type: 'conversation', id });
    expect(item!.profileId).toBe(her.profile.id);
    expect(item!.title).toContain('کے خاندان کے ساتھ بات چیت بند ہو گئی');
    expect(item!.title).toContain('Imran');
    expect(await closedItems(him.user.id)).toHaveLength(0);
  });

  it('the office closes from a report: both families are told; a block closes silently', async () => {
    const { her, him, id } = await accepted();
    const sent = await send(him.user, id, him.profile.id, 'Send money first');
    expect(sent.statusCode, sent.body).toBe(201);
    const reported = await call(her.user, 'POST', `${M}/messages/${sent.json().id}/report`, {
      reason: 'asks_for_money',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    const queue = (await as('GET', '/api/admin/message-reports?status=open')).json().data;
    const report = queue.find((r: { message_id: string }) => r.message_id === sent.json().id);
    const closed = await as('POST', `/api/admin/message-reports/${report.id}/close`, {
      action: 'conversation_closed',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    for (const who of [her, him]) {
      const items = await closedItems(who.user.id);
      expect(items).toHaveLength(1);
      expect(items[0]!.body).toContain("jamat's office closed your conversation");
    }

    const other = await accepted();
    expect((await call(other.him.user, 'POST', `${M}/block/${other.her.profile.id}`)).statusCode).toBe(204);
    expect((await call(other.her.user, 'GET', `${M}/conversations/${other.id}`)).json().state).toBe('closed');
    expect(await closedItems(other.her.user.id)).toHaveLength(0);
  });
});

describe('blocks, suspension and deletion', () => {
  it('a block closes the conversation at once, either way', async () => {
    later();
    const { her, him, id } = await accepted();
    expect((await call(him.user, 'POST', `${M}/block/${her.profile.id}`)).statusCode).toBe(204);
    const c = (await call(her.user, 'GET', `${M}/conversations/${id}`)).json();
    expect(c).toMatchObject({ state: 'closed', closed_reason: 'blocked' });
    const refused = await send(her.user, id, her.profile.id, 'Why?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('conversation_closed');
  });

  it("deleting an account removes its messages' text and ends its conversations", async () => {
    later();
    const password = 'a-long-passphrase-1';
    const leaving = await createUser(t, { password });
    const { her, id } = await accepted();
    // A conversation with a family whose account is about to go.
    const him2 = await (async () => {
      const p = await t.app.inject({
        method: 'POST',
        url: `${M}/create-profile`,
        headers: leaving.headers,
        payload: {
          first_name: 'Bilal',
          last_name: 'Shaikh',
          gender: 'male',
          date_of_birth: '1995-01-01',
          marital_status: 'never_married',
          relation: 'self',
          no_picture: true,
        },
      });
      expect(p.statusCode, p.body).toBe(201);
      const { approveProfile } = await import('../service.ts');
      const { contextOf } = await import('../../../context.ts');
      await approveProfile(contextOf(t.app.deps), { id: p.json().id });
      return p.json().id as string;
    })();
    const interest = (await call(leaving, 'POST', `${M}/send-interest/${her.profile.id}`, {})).json();
    await call(her.user, 'POST', `${M}/reply-interest/${interest.id}`, { reply: 'accepted' });
    const list = (await call(her.user, 'GET', `${M}/conversations`)).json().data as { id: string }[];
    const withLeaving = list.find((c) => c.id !== id)!;
    expect((await send(leaving, withLeaving.id, him2, 'Our number is 98765 43210')).statusCode).toBe(201);
    expect((await send(her.user, withLeaving.id, her.profile.id, 'Thank you')).statusCode).toBe(201);

    const gone = await t.app.inject({
      method: 'DELETE',
      url: '/api/account',
      headers: leaving.headers,
      payload: { password },
    });
    expect(gone.statusCode, gone.body).toBe(204);
    const c = (await call(her.user, 'GET', `${M}/conversations/${withLeaving.id}`)).json();
    expect(c).toMatchObject({ state: 'closed', closed_reason: 'account_deleted' });
    expect(c.profiles.map((p: { id: string }) => p.id)).toEqual([her.profile.id]);
    const msgs = (await call(her.user, 'GET', `${M}/conversations/${withLeaving.id}/messages`)).json().data;
    expect(msgs[0]).toMatchObject({ removed: true, body: '', author: { account_id: null } });
    expect(JSON.stringify(msgs)).not.toContain('98765');
    expect(msgs[1]).toMatchObject({ removed: false, body: 'Thank you' });
  });
});

describe('the export', () => {
  it("includes the account's messages and conversations", async () => {
    later();
    const { her, id } = await accepted();
    const sent = (await send(her.user, id, her.profile.id, 'Kept in the export')).json();
    const data = (await call(her.user, 'GET', '/api/account/export')).json();
    expect(data.messages).toEqual([
      expect.objectContaining({ id: sent.id, conversation_id: id, body: 'Kept in the export' }),
    ]);
    expect(data.conversations).toEqual([
      expect.objectContaining({ conversation_id: id, role: 'holder', state: 'open' }),
    ]);
  });
});

describe('reports and the office', () => {
  it('shows the office the reported message and the five before it, audits every view and the close', async () => {
    const { her, him, id } = await accepted();
    const ids: string[] = [];
    for (let i = 1; i <= 8; i += 1) {
      t.clock.advance(20_000);
      const who = i % 2 ? him : her;
      const res = await send(who.user, id, who.profile.id, `message ${i}`);
      expect(res.statusCode, res.body).toBe(201);
      ids.push(res.json().id as string);
    }
    // Message 7 is his; she reports it. Her own message cannot be reported; a stranger's try is 404.
    expect(
      (await call(her.user, 'POST', `${M}/messages/${ids[7]}/report`, { reason: 'other' })).statusCode,
    ).toBe(422);
    const stranger = await member(t);
    expect(
      (await call(stranger.user, 'POST', `${M}/messages/${ids[6]}/report`, { reason: 'harassment' }))
        .statusCode,
    ).toBe(404);
    const reported = await call(her.user, 'POST', `${M}/messages/${ids[6]}/report`, {
      reason: 'asks_for_money',
      note: 'He asked for a deposit',
    });
    expect(reported.statusCode, reported.body).toBe(201);
    expect(
      (await call(her.user, 'POST', `${M}/messages/${ids[6]}/report`, { reason: 'asks_for_money' }))
        .statusCode,
    ).toBe(409);

    const queue = await as('GET', '/api/admin/message-reports?status=open');
    expect(queue.statusCode, queue.body).toBe(200);
    const report = queue.json().data.find((r: { message_id: string }) => r.message_id === ids[6]);
    expect(report).toMatchObject({
      reason: 'asks_for_money',
      note: 'He asked for a deposit',
      status: 'open',
    });
    // Exactly six: the reported message (7) and the five before it (2 to 6); never 1 or 8.
    expect(report.excerpt.map((m: { body: string }) => m.body)).toEqual([
      'message 2',
      'message 3',
      'message 4',
      'message 5',
      'message 6',
      'message 7',
    ]);
    expect(
      report.excerpt.filter((m: { reported: boolean }) => m.reported).map((m: { id: string }) => m.id),
    ).toEqual([ids[6]]);
    expect(JSON.stringify(queue.json())).not.toContain('message 8');
    const viewed = await as('GET', `/api/admin/audit?entity_id=${report.id}&per_page=5`);
    expect(viewed.json().data[0]).toMatchObject({
      action: 'message_report.view',
      entity_type: 'message_report',
      actor: { id: admin.id },
    });
    // Members are not the office.
    expect((await call(her.user, 'GET', '/api/admin/message-reports')).statusCode).toBe(403);

    const closed = await as('POST', `/api/admin/message-reports/${report.id}/close`, {
      action: 'conversation_closed',
      note: 'Asked for money',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json()).toMatchObject({ status: 'closed', close_action: 'conversation_closed' });
    const audit = (await as('GET', `/api/admin/audit?entity_id=${report.id}&per_page=5`)).json().data;
    expect(audit.map((a: { action: string }) => a.action)).toContain('message_report.close');
    expect((await call(her.user, 'GET', `${M}/conversations/${id}`)).json()).toMatchObject({
      state: 'closed',
      closed_reason: 'office',
    });
    expect(
      (await as('POST', `/api/admin/message-reports/${report.id}/close`, { action: 'dismissed' })).statusCode,
    ).toBe(409);
    expect(
      (await as('POST', `/api/admin/message-reports/${randomUUID()}/close`, { action: 'dismissed' }))
        .statusCode,
    ).toBe(404);
  });

  it('suspends the author from a report; the conversation then takes no message', async () => {
    later();
    const { her, him, id } = await accepted();
    const bad = (await send(him.user, id, him.profile.id, 'Send money first')).json();
    await call(her.user, 'POST', `${M}/messages/${bad.id}/report`, { reason: 'asks_for_money' });
    const report = (await as('GET', '/api/admin/message-reports?status=open'))
      .json()
      .data.find((r: { message_id: string }) => r.message_id === bad.id);
    expect(
      (await as('POST', `/api/admin/message-reports/${report.id}/close`, { action: 'user_suspended' }))
        .statusCode,
    ).toBe(422);
    const res = await as('POST', `/api/admin/message-reports/${report.id}/close`, {
      action: 'user_suspended',
      note: 'Asked a family for money',
    });
    expect(res.statusCode, res.body).toBe(200);
    const refused = await send(her.user, id, her.profile.id, 'Hello?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('conversation_closed');
  });
});

describe('limits', () => {
  it('MESSAGES_PER_MINUTE then MESSAGES_PER_DAY: 429 with Retry-After, nothing sent', async () => {
    later();
    const { her, id } = await accepted();
    for (let i = 0; i < 5; i += 1) {
      expect((await send(her.user, id, her.profile.id, `burst ${i}`)).statusCode).toBe(201);
    }
    const minute = await send(her.user, id, her.profile.id, 'one too many');
    expect(minute.statusCode).toBe(429);
    expect(Number(minute.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(minute.headers['retry-after'])).toBeLessThanOrEqual(60);
    expect(minute.json().message).toContain('5 messages a minute');
    later();
    for (let i = 0; i < 5; i += 1) {
      expect((await send(her.user, id, her.profile.id, `more ${i}`)).statusCode).toBe(201);
    }
    later();
    expect((await send(her.user, id, her.profile.id, 'eleventh')).statusCode).toBe(201);
    expect((await send(her.user, id, her.profile.id, 'twelfth')).statusCode).toBe(201);
    const day = await send(her.user, id, her.profile.id, 'thirteenth');
    // Unless the India day turned between, the day's 12 are used up.
    if (day.statusCode === 429) {
      expect(day.json().message).toContain('12 messages a day');
      expect(Number(day.headers['retry-after'])).toBeGreaterThan(0);
    } else {
      expect(day.statusCode).toBe(201);
    }
    const page = (await call(her.user, 'GET', `${M}/conversations/${id}/messages?per_page=100`)).json().data;
    expect(page.map((m: { body: string }) => m.body)).not.toContain('one too many');
  });
});

describe('sharing contact', () => {
  it('by_choice: not shared until the family presses share; on_acceptance: shared from the start', async () => {
    later();
    const { her, him, id } = await accepted({ her: { share_contact: 'by_choice' } });
    const own = (await call(her.user, 'GET', `${M}/get-profile/${her.profile.id}`)).json();
    expect(own.share_contact).toBe('by_choice');
    const c = (await call(him.user, 'GET', `${M}/conversations/${id}`)).json();
    const side = (p: string) => c.sharing.find((s: { profile_id: string }) => s.profile_id === p);
    expect(side(her.profile.id)).toMatchObject({ share_contact: 'by_choice', shared: false });
    expect(side(him.profile.id)).toMatchObject({ share_contact: 'on_acceptance', shared: true });
    // Only for the caller's own side.
    expect(
      (await call(her.user, 'POST', `${M}/conversations/${id}/share-contact`, { profile_id: him.profile.id }))
        .statusCode,
    ).toBe(422);
    // Her profile, as his family opens it: no contact until she shares; his shows at once.
    const contactSeen = async () =>
      (await call(him.user, 'GET', `${M}/get-profile/${her.profile.id}`)).json().contact as unknown;
    expect(await contactSeen()).toBeNull();
    expect((await call(her.user, 'GET', `${M}/get-profile/${him.profile.id}`)).json().contact).toMatchObject({
      mobile: him.user.mobile,
    });
    const shared = await call(her.user, 'POST', `${M}/conversations/${id}/share-contact`, {
      profile_id: her.profile.id,
    });
    expect(shared.statusCode, shared.body).toBe(200);
    expect(
      shared.json().sharing.find((s: { profile_id: string }) => s.profile_id === her.profile.id),
    ).toMatchObject({
      shared: true,
      shared_at: expect.any(String),
    });
    expect(await contactSeen()).toMatchObject({ mobile: her.user.mobile });
    // The choice changes later through the profile.
    const changed = await call(her.user, 'POST', `${M}/update-profile/${her.profile.id}`, {
      share_contact: 'on_acceptance',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await call(her.user, 'GET', `${M}/get-profile/${her.profile.id}`)).json().share_contact).toBe(
      'on_acceptance',
    );
  });
});

describe('object access', () => {
  it('answers 404 to an account that is not a member, for every call with an id', async () => {
    later();
    const { her, id } = await accepted();
    const msgId = (await send(her.user, id, her.profile.id, 'Private')).json().id as string;
    const intruder = await member(t);
    const p = intruder.profile.id;
    const calls: [string, 'GET' | 'POST' | 'DELETE', string, object?][] = [
      ['get', 'GET', `${M}/conversations/${id}`],
      ['messages', 'GET', `${M}/conversations/${id}/messages`],
      [
        'send',
        'POST',
        `${M}/conversations/${id}/messages`,
        { client_id: randomUUID(), profile_id: p, body: 'x' },
      ],
      ['read', 'POST', `${M}/conversations/${id}/read`, { up_to: msgId }],
      ['mute', 'POST', `${M}/conversations/${id}/mute`, { muted: true }],
      ['close', 'POST', `${M}/conversations/${id}/close`, { reason: 'other' }],
      ['share', 'POST', `${M}/conversations/${id}/share-contact`, { profile_id: p }],
      ['delete', 'DELETE', `${M}/messages/${msgId}`],
      ['report', 'POST', `${M}/messages/${msgId}/report`, { reason: 'other' }],
      ['malformed', 'GET', `${M}/conversations/not-an-id/messages`],
    ];
    for (const [name, method, url, payload] of calls) {
      const res = await call(intruder.user, method, url, payload);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(404);
    }
    const still = (await call(her.user, 'GET', `${M}/conversations/${id}`)).json();
    expect(still).toMatchObject({ state: 'open', muted: false });
    expect(still.last_message).toMatchObject({ id: msgId, body: 'Private', removed: false });
    // A profile filter of another family's profile lists nothing of theirs.
    expect(
      (await call(intruder.user, 'GET', `${M}/conversations?profile_id=${her.profile.id}`)).json().data,
    ).toEqual([]);
  });
});
