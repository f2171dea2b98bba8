import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { LIVE_EVENT_PAYLOADS, type LiveEventType } from '@samaj/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountEvents, eventStreams, notifications, users } from '../../db/schema/index.ts';
import { buildMatrimonialTestApp, giveDevice, member, type User } from '../../../test/support/matrimonial.ts';
import { createUser, type TestApp } from '../../../test/support/app.ts';
import { contextOf } from '../../context.ts';
import { LiveHub } from './hub.ts';
import { pruneLiveEvents } from './publish.ts';

// The live stream (docs/api.md "Conversations", decision 056) over real HTTP on a listening app: who may
// open one, what a conversation's change sends to whom, resuming after Last-Event-ID (every missed event
// once and in order, then live), resync, the message's inbox item (the reader's language, renewed while
// unread), the push only without an open stream and never to a muted member, the unread counts, and
// the close of the server ending its streams. On PostgreSQL (TEST_DATABASE_URL) also a second hub on
// the same database: a stream there gets what this app commits through LISTEN/NOTIFY alone.

let t: TestApp;
let base = '';
const M = '/api/matrimonial';

beforeAll(async () => {
  t = await buildMatrimonialTestApp({ MESSAGES_PER_MINUTE: '1000', MESSAGES_PER_DAY: '10000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const call = (who: User, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });

interface Frame {
  id: number;
  event: LiveEventType;
  data: Record<string, unknown>;
}

/** A stream read over HTTP as a client reads it: its frames parsed, its comments counted. */
async function openStream(who: User | null, query = '', headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events${query}`, {
    headers: { ...(who ? who.headers : {}), ...headers },
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  const comments: string[] = [];
  let ended = false;
  let text = '';
  if (res.headers.get('content-type')?.startsWith('text/event-stream')) {
    void (async () => {
      const decoder = new TextDecoder();
      try {
        for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
          text += decoder.decode(chunk, { stream: true });
          let end: number;
          while ((end = text.indexOf('\n\n')) >= 0) {
            const block = text.slice(0, end);
            text = text.slice(end + 2);
            const fields = new Map<string, string>();
            for (const line of block.split('\n')) {
              if (line.startsWith(':')) comments.push(line.slice(1).trim());
              else {
                const at = line.indexOf(': ');
                if (at > 0) fields.set(line.slice(0, at), line.slice(at + 2));
              }
            }
            if (fields.has('event')) {
              const event = fields.get('event') as LiveEventType;
              const data = JSON.parse(fields.get('data')!) as Record<string, unknown>;
              // Every payload is what packages/shared says it is.
              expect(LIVE_EVENT_PAYLOADS[event].safeParse(data).success, JSON.stringify(data)).toBe(true);
              frames.push({ id: Number(fields.get('id')), event, data });
            }
          }
        }
      } catch {
        // aborted by the test
      }
      ended = true;
    })();
  }
  const until = async <T>(what: () => T | undefined | false, ms = 5000): Promise<T> => {
    const start = Date.now();
    for (;;) {
      const found = what();
      if (found) return found;
      if (Date.now() - start > ms) throw new Error(`timed out; frames: ${JSON.stringify(frames)}`);
      await new Promise((r) => setTimeout(r, 15));
    }
  };
  await until(() => res.status !== 200 || comments.includes('connected'));
  return {
    res,
    frames,
    comments,
    ended: () => ended,
    until,
    close: () => controller.abort(),
  };
}

/** Two families whose interest was accepted, each a holder: the conversation's id. */
async function accepted() {
  const her = await member(t, { first_name: 'Zoya', last_name: 'Memon' });
  const him = await member(t, { gender: 'male', first_name: 'Imran', last_name: 'Sumra' });
  const sent = await call(her.user, 'POST', `${M}/send-interest/${him.profile.id}`, {});
  expect(sent.statusCode, sent.body).toBe(201);
  const reply = await call(him.user, 'POST', `${M}/reply-interest/${sent.json().id}`, { reply: 'accepted' });
  expect(reply.statusCode, reply.body).toBe(200);
  const id = (await call(her.user, 'GET', `${M}/conversations`)).json().data[0].id as string;
  return { her, him, id };
}

const send = async (who: User, conversationId: string, profileId: string, body: string) => {
  const res = await call(who, 'POST', `${M}/conversations/${conversationId}/messages`, {
    client_id: randomUUID(),
    profile_id: profileId,
    body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; body: string };
};

const messageFrames = (frames: Frame[]) =>
  frames.filter((f) => f.event === 'message').map((f) => (f.data.message as { body: string }).body);

describe('opening a stream', () => {
  it('answers 401 without a live token, 422 on an id that is not a whole number', async () => {
    const anonymous = await openStream(null);
    expect(anonymous.res.status).toBe(401);
    expect(((await anonymous.res.json()) as { message: string }).message).toBeTruthy();
    const revoked = await openStream(null, '', { authorization: 'Bearer not-a-token' });
    expect(revoked.res.status).toBe(401);
    const user = await createUser(t);
    for (const bad of ['?last_event_id=abc', '?last_event_id=-1']) {
      const s = await openStream(user, bad);
      expect(s.res.status, bad).toBe(422);
      expect(((await s.res.json()) as { errors: object }).errors).toHaveProperty('last_event_id');
    }
    const header = await openStream(user, '', { 'last-event-id': '12x' });
    expect(header.res.status).toBe(422);
    expect(((await header.res.json()) as { errors: object }).errors).toHaveProperty('last_event_id');
  });

  it('is an event stream, uncompressed, not stored by caches, and counts as open in event_streams', async () => {
    const user = await createUser(t);
    const s = await openStream(user, '', { 'accept-encoding': 'gzip, br' });
    expect(s.res.status).toBe(200);
    expect(s.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(s.res.headers.get('content-encoding')).toBeNull();
    expect(s.res.headers.get('cache-control')).toContain('no-store');
    const rows = await t.database.db.select().from(eventStreams).where(eq(eventStreams.accountId, user.id));
    expect(rows).toHaveLength(1);
    expect(await t.app.deps.live.hasOpenStream(user.id)).toBe(true);
    // The keep-alive: a comment on the stream, the row refreshed.
    t.clock.advance(20_000);
    await t.app.deps.live.keepAlive();
    await s.until(() => s.comments.includes('keep-alive'));
    const [seen] = await t.database.db.select().from(eventStreams).where(eq(eventStreams.accountId, user.id));
    expect(seen!.seenAt.getTime()).toBeGreaterThan(rows[0]!.seenAt.getTime());
    s.close();
    // The client left: its row goes.
    const start = Date.now();
    while (Date.now() - start < 3000) {
      const left = await t.database.db.select().from(eventStreams).where(eq(eventStreams.accountId, user.id));
      if (left.length === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    expect(await t.app.deps.live.hasOpenStream(user.id)).toBe(false);
  });
});

describe('what a conversation sends, and to whom', () => {
  it('a message reaches both families live, the sender’s other devices too, and nobody else', async () => {
    const { her, him, id } = await accepted();
    const stranger = await member(t);
    const [hers, his, strangers] = await Promise.all([
      openStream(her.user),
      openStream(him.user),
      openStream(stranger.user),
    ]);
    const sent = await send(him.user, id, him.profile.id, 'Assalamu alaikum');
    const got = await hers.until(() => hers.frames.find((f) => f.event === 'message'));
    expect(got.data.conversation_id).toBe(id);
    expect(got.data.message).toMatchObject({ id: sent.id, body: 'Assalamu alaikum', removed: false });
    await his.until(() => his.frames.find((f) => f.event === 'message'));
    // Her read reaches him; his removal reaches her as the same message, removed.
    expect(
      (await call(her.user, 'POST', `${M}/conversations/${id}/read`, { up_to: sent.id })).statusCode,
    ).toBe(204);
    const read = await his.until(() => his.frames.find((f) => f.event === 'read'));
    expect(read.data).toMatchObject({
      conversation_id: id,
      account_id: her.user.id,
      profile_id: her.profile.id,
      up_to: sent.id,
    });
    expect((await call(him.user, 'DELETE', `${M}/messages/${sent.id}`)).statusCode).toBe(200);
    const removed = await hers.until(() =>
      hers.frames.find((f) => f.event === 'message' && (f.data.message as { removed: boolean }).removed),
    );
    expect(removed.data.message).toMatchObject({ id: sent.id, body: '' });
    // Sharing and closing: a conversation event to both.
    await call(her.user, 'POST', `${M}/conversations/${id}/share-contact`, { profile_id: her.profile.id });
    await call(her.user, 'POST', `${M}/conversations/${id}/close`, { reason: 'not_ready' });
    const closed = await his.until(() =>
      his.frames.find((f) => f.event === 'conversation' && f.data.change === 'closed'),
    );
    expect(closed.data).toEqual({
      conversation_id: id,
      change: 'closed',
      state: 'closed',
      closed_reason: 'not_ready',
    });
    expect(his.frames.some((f) => f.event === 'conversation' && f.data.change === 'contact_shared')).toBe(
      true,
    );
    // Ids only grow, one by one, on each account's stream.
    for (const s of [hers, his]) {
      const ids = s.frames.map((f) => f.id);
      expect(ids).toEqual(ids.map((_, i) => ids[0]! + i));
    }
    // The stranger's stream said nothing of it, and its account has no event of this conversation (its
    // own profile's approval is its only one).
    expect(strangers.frames.filter((f) => f.event !== 'notification')).toEqual([]);
    const kept = await t.database.db
      .select()
      .from(accountEvents)
      .where(eq(accountEvents.accountId, stranger.user.id));
    expect(kept.map((e) => e.type)).toEqual(['notification']);
    expect(JSON.stringify(kept)).not.toContain(id);
    for (const s of [hers, his, strangers]) s.close();
  });

  it('resumes after Last-Event-ID (or last_event_id): every missed event once, in order, then live', async () => {
    const { her, him, id } = await accepted();
    const first = await openStream(her.user);
    await send(him.user, id, him.profile.id, 'one');
    const seen = await first.until(() => first.frames.find((f) => f.event === 'message'));
    first.close();
    // While she is away: three messages, a removal, his read and a mute (which sends nothing).
    const two = await send(him.user, id, him.profile.id, 'two');
    await send(him.user, id, him.profile.id, 'three');
    await send(her.user, id, her.profile.id, 'hers');
    await call(him.user, 'DELETE', `${M}/messages/${two.id}`);
    await call(her.user, 'POST', `${M}/conversations/${id}/mute`, { muted: true });
    const eventsAfterSeen = async () =>
      (await t.database.db.select().from(accountEvents).where(eq(accountEvents.accountId, her.user.id)))
        .filter((e) => e.seq > seen.id)
        .sort((a, b) => a.seq - b.seq);
    const bodiesOf = (events: { type: string; payload: unknown }[]) =>
      events
        .filter((e) => e.type === 'message')
        .map((e) => (e.payload as { message: { body: string } }).message.body);
    // His first send's notification event (after its message event, the one seen), then his two sends
    // each a message and a notification event; her own send and his removal a message event each; her
    // mute nothing.
    const missed = await eventsAfterSeen();
    expect(missed.map((e) => e.type)).toEqual([
      'notification',
      'message',
      'notification',
      'message',
      'notification',
      'message',
      'message',
    ]);
    expect(bodiesOf(missed)).toEqual(['two', 'three', 'hers', '']);

    const resumes: { query: string; headers: Record<string, string> }[] = [
      { query: '', headers: { 'last-event-id': String(seen.id) } },
      { query: `?last_event_id=${seen.id}`, headers: {} },
    ];
    for (const resume of resumes) {
      const expected = await eventsAfterSeen();
      const back = await openStream(her.user, resume.query, resume.headers);
      await back.until(() => back.frames.length >= expected.length);
      expect(back.frames.map((f) => f.id)).toEqual(expected.map((e) => e.seq));
      expect(back.frames.map((f) => f.event)).toEqual(expected.map((e) => e.type));
      expect(messageFrames(back.frames)).toEqual(bodiesOf(expected));
      // Then live, once (muted: the message alone, no notification).
      const live = await send(him.user, id, him.profile.id, `live ${expected.length}`);
      await back.until(() =>
        back.frames.find((f) => f.event === 'message' && (f.data.message as { id: string }).id === live.id),
      );
      await new Promise((r) => setTimeout(r, 100));
      expect(back.frames.map((f) => f.id)).toEqual((await eventsAfterSeen()).map((e) => e.seq));
      back.close();
    }
  });

  it('says resync when the id resumed from is gone (pruned) or not the account’s, then goes on live', async () => {
    const { her, him, id } = await accepted();
    await send(him.user, id, him.profile.id, 'old news');
    const [last] = (
      await t.database.db.select().from(accountEvents).where(eq(accountEvents.accountId, her.user.id))
    ).sort((a, b) => b.seq - a.seq);
    const unknown = await openStream(her.user, `?last_event_id=${last!.seq + 50}`);
    const said = await unknown.until(() => unknown.frames.find((f) => f.event === 'resync'));
    expect(said).toEqual({ id: last!.seq, event: 'resync', data: { reason: 'unknown' } });
    unknown.close();
    // Three days later the prune job has taken the events: a resume from before them is told so.
    t.clock.advance(3 * 24 * 3600_000);
    const pruned = await pruneLiveEvents(contextOf(t.app.deps));
    expect(pruned.events).toBeGreaterThan(0);
    const expired = await openStream(her.user, '?last_event_id=1');
    const told = await expired.until(() => expired.frames.find((f) => f.event === 'resync'));
    expect(told).toEqual({ id: last!.seq, event: 'resync', data: { reason: 'expired' } });
    const next = await send(him.user, id, him.profile.id, 'new news');
    const live = await expired.until(() => expired.frames.find((f) => f.event === 'message'));
    expect(live.id).toBe(last!.seq + 1);
    expect((live.data.message as { id: string }).id).toBe(next.id);
    expired.close();
  });
});

describe('the message’s inbox item and push', () => {
  it('one item per conversation while unread, in the reader’s language, renewed by later messages', async () => {
    const { her, him, id } = await accepted();
    await t.database.db.update(users).set({ language: 'ur' }).where(eq(users.id, her.user.id));
    const itemsOf = () =>
      t.database.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, her.user.id), eq(notifications.type, 'conversation.message')));
    await send(him.user, id, him.profile.id, 'first');
    let items = await itemsOf();
    expect(items).toHaveLength(1);
    expect(items[0]!.data).toEqual({ type: 'conversation', id });
    expect(items[0]!.profileId).toBe(her.profile.id);
    // Urdu, the sender's name in Latin letters as an Urdu reader of a Latin-written name reads it.
    expect(items[0]!.title).toBe('Imran Sumra کے خاندان کی طرف سے پیغام');
    expect(items[0]!.body).toContain('آپ کو پیغام بھیجا ہے');
    t.clock.advance(1000);
    const last = await send(him.user, id, him.profile.id, 'second');
    items = await itemsOf();
    expect(items).toHaveLength(1);
    expect(items[0]!.body).toContain('2 نئے پیغام');
    // The sender's side gets no item of its own message.
    const his = await t.database.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, him.user.id), eq(notifications.type, 'conversation.message')));
    expect(his).toEqual([]);
    // Read up to the last message: the item is read; the next message makes a new one.
    await call(her.user, 'POST', `${M}/conversations/${id}/read`, { up_to: last.id });
    expect((await itemsOf())[0]!.readAt).not.toBeNull();
    await send(him.user, id, him.profile.id, 'third');
    items = await itemsOf();
    expect(items).toHaveLength(2);
    expect(items.filter((i) => i.readAt === null)).toHaveLength(1);
  });

  it('pushes only when the account has no stream open, never to a muted member; the bell is told live', async () => {
    const { her, him, id } = await accepted();
    const device = await giveDevice(t, her.user);
    const pushesToHer = () => t.push.sent.filter((p) => 'tokens' in p.to && p.to.tokens.includes(device));

    // A stream open: the message shows there, no push.
    const open = await openStream(her.user);
    await send(him.user, id, him.profile.id, 'while open');
    const bell = await open.until(() => open.frames.find((f) => f.event === 'notification'));
    const count = (await call(her.user, 'GET', '/api/notifications/unread-count')).json().count as number;
    expect(bell.data.unread_count).toBe(count);
    expect(count).toBeGreaterThan(0);
    await open.until(() => open.frames.find((f) => f.event === 'message'));
    await new Promise((r) => setTimeout(r, 50));
    expect(pushesToHer()).toEqual([]);
    open.close();
    await open.until(() => open.ended());
    const start = Date.now();
    while ((await t.app.deps.live.hasOpenStream(her.user.id)) && Date.now() - start < 3000) {
      await new Promise((r) => setTimeout(r, 20));
    }

    // No stream: a push, in her language (English), naming the sender.
    await send(him.user, id, him.profile.id, 'while away');
    expect(pushesToHer()).toHaveLength(1);
    expect(pushesToHer()[0]!.message).toMatchObject({
      title: "Message from Imran Sumra's family",
      data: { type: 'conversation', id },
    });
    expect(pushesToHer()[0]!.message.body).not.toContain('while away');

    // Muted: no push and no new item, though the message is there.
    await call(her.user, 'POST', `${M}/conversations/${id}/mute`, { muted: true });
    const before = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, her.user.id));
    await send(him.user, id, him.profile.id, 'muted');
    expect(pushesToHer()).toHaveLength(1);
    const afterMute = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, her.user.id));
    expect(afterMute.map((n) => [n.id, n.body])).toEqual(before.map((n) => [n.id, n.body]));

    // A stream that stopped being refreshed (its server died) no longer holds the push back.
    await call(her.user, 'POST', `${M}/conversations/${id}/mute`, { muted: false });
    const stale = await openStream(her.user);
    t.clock.advance(2 * 60_000);
    await send(him.user, id, him.profile.id, 'stream gone quiet');
    expect(pushesToHer()).toHaveLength(2);
    stale.close();
  });
});

describe('unread counts', () => {
  it('counts the other side’s messages after the last read, per profile of the caller’s side', async () => {
    const { her, him, id } = await accepted();
    const other = await accepted();
    const unread = async (who: User) => {
      const res = await call(who, 'GET', `${M}/conversations/unread`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { total: number; profiles: { profile_id: string; unread: number }[] };
    };
    expect(await unread(her.user)).toEqual({ total: 0, profiles: [] });
    // (Sending reads up to one's own message: hers comes first.)
    await send(her.user, id, her.profile.id, 'mine, not counted');
    const a = await send(him.user, id, him.profile.id, 'a');
    await send(him.user, id, him.profile.id, 'b');
    const c = await send(him.user, id, him.profile.id, 'c');
    await send(other.him.user, other.id, other.him.profile.id, 'elsewhere');
    expect(await unread(her.user)).toEqual({
      total: 3,
      profiles: [{ profile_id: her.profile.id, unread: 3 }],
    });
    // Her own message does not count for her, nor for him once he wrote after it; removed ones not at all.
    expect(await unread(him.user)).toEqual({ total: 0, profiles: [] });
    await call(him.user, 'DELETE', `${M}/messages/${c.id}`);
    expect((await unread(her.user)).total).toBe(2);
    await call(her.user, 'POST', `${M}/conversations/${id}/read`, { up_to: a.id });
    expect((await unread(her.user)).total).toBe(1);
    // A closed conversation still counts; the list's unread agrees.
    await call(him.user, 'POST', `${M}/conversations/${id}/close`, { reason: 'other' });
    expect((await unread(her.user)).total).toBe(1);
    expect((await call(her.user, 'GET', `${M}/conversations/${id}`)).json().unread).toBe(1);
    expect(await unread(other.her.user)).toEqual({
      total: 1,
      profiles: [{ profile_id: other.her.profile.id, unread: 1 }],
    });
    // Anonymous: 401.
    expect((await t.app.inject({ method: 'GET', url: `${M}/conversations/unread` })).statusCode).toBe(401);
  });
});

describe('across servers (PostgreSQL only)', () => {
  it.runIf(process.env.TEST_DATABASE_URL)(
    'a stream on a second server gets what this one commits, through LISTEN/NOTIFY',
    async () => {
      const { her, him, id } = await accepted();
      const other = new LiveHub(t.database, t.clock);
      try {
        const stream = await other.open(her.user.id, undefined);
        let text = '';
        stream.out.on('data', (chunk: Buffer) => (text += String(chunk)));
        const sent = await send(him.user, id, him.profile.id, 'across');
        const start = Date.now();
        while (!text.includes(sent.id) && Date.now() - start < 5000)
          await new Promise((r) => setTimeout(r, 10));
        expect(text).toContain(`"id":"${sent.id}"`);
        expect(text.match(/event: message/g)).toHaveLength(1);
      } finally {
        await other.close();
      }
    },
  );
});

describe('the server closing', () => {
  it('ends its streams at once, so they never hold up the close', async () => {
    const mine = await buildMatrimonialTestApp();
    await mine.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (mine.app.server.address() as AddressInfo).port;
    const user = await createUser(mine);
    const res = await fetch(`http://127.0.0.1:${port}/api/events`, { headers: user.headers });
    expect(res.status).toBe(200);
    const reading = (async () => {
      let all = '';
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>)
        all += Buffer.from(chunk).toString();
      return all;
    })();
    await new Promise((r) => setTimeout(r, 100));
    expect(mine.app.deps.live.size).toBe(1);
    const started = Date.now();
    await mine.close();
    expect(Date.now() - started).toBeLessThan(5000);
    expect(await reading).toContain(': connected');
  });
});
