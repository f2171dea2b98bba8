// Family conversations on two app server processes over one PostgreSQL (decisions 054 and
// 056): a server SIGKILLed while messages are being sent loses and duplicates none of them when the
// client sends each unanswered one again, with the same client_id, to the other server; and a live
// stream that reconnects to the other server with its last event id gets every message it missed,
// exactly once, in order, then the live ones.
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, ADMIN, login } from './support/booking-checks.ts';
import type { RegisteredUser, ServerProcess } from './support/processes.ts';
import { call, clusterForFile, registerUser, sleep, startServer, waitFor } from './support/processes.ts';

const cluster = clusterForFile(54342);
let env: Record<string, string> = {};
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  const url = await cluster.database('samaj_hard_conversations');
  // The per-account message limits (20 a minute by default) are not what is tested here.
  env = {
    DATABASE_URL: url,
    DATA_DIR: '/tmp/samaj-hard-unused',
    MESSAGES_PER_MINUTE: '10000',
    MESSAGES_PER_DAY: '1000000',
    ...adminEnv,
  };
  a = await startServer(env);
  b = await startServer(env);
});

/** The error lines both servers logged (for a failure's message). */
const errorsLogged = () => [a, b].flatMap((s) => s.lines.filter((line) => line.includes('"level":50')));

interface Family {
  user: RegisteredUser;
  profileId: string;
}

const BIRTH = { male: '1996-03-01', female: '1998-05-01' };

async function family(base: string, admin: string, gender: 'male' | 'female'): Promise<Family> {
  const user = await registerUser(base, `conv-${gender}`);
  const created = await call(base, 'POST', '/api/matrimonial/create-profile', {
    token: user.token,
    body: {
      first_name: gender === 'male' ? 'Faisal' : 'Sana',
      last_name: 'Memon',
      gender,
      date_of_birth: BIRTH[gender],
      marital_status: 'never_married',
      relation: 'self',
      has_job: true,
      no_picture: true,
    },
  });
  if (created.status !== 201) throw new Error(`create-profile answered ${created.status}: ${created.text}`);
  const profileId = (created.body as { id: string }).id;
  const approved = await call(base, 'POST', `/api/admin/profiles/${profileId}/approve`, { token: admin });
  if (approved.status !== 200) {
    throw new Error(`approve answered ${approved.status}: ${approved.text}\n${errorsLogged().join('\n')}`);
  }
  return { user, profileId };
}

/** Two families with an accepted interest: their conversation. */
async function conversation(base: string) {
  const admin = await login(base, ADMIN.mobile, ADMIN.password);
  const son = await family(base, admin, 'male');
  const daughter = await family(base, admin, 'female');
  const sent = await call(base, 'POST', `/api/matrimonial/send-interest/${daughter.profileId}`, {
    token: son.user.token,
    body: {},
  });
  if (sent.status !== 201) throw new Error(`send-interest answered ${sent.status}: ${sent.text}`);
  const replied = await call(
    base,
    'POST',
    `/api/matrimonial/reply-interest/${(sent.body as { id: string }).id}`,
    { token: daughter.user.token, body: { reply: 'accepted' } },
  );
  if (replied.status !== 200) throw new Error(`reply-interest answered ${replied.status}: ${replied.text}`);
  const list = await call(base, 'GET', `/api/matrimonial/conversations?profile_id=${son.profileId}`, {
    token: son.user.token,
  });
  const id = (list.body as { data: { id: string }[] }).data[0]!.id;
  return { id, son, daughter };
}

interface Sent {
  client_id: string;
  body: string;
}

const send = (base: string, from: Family, conversationId: string, message: Sent, timeoutMs = 20_000) =>
  call(base, 'POST', `/api/matrimonial/conversations/${conversationId}/messages`, {
    token: from.user.token,
    body: { ...message, profile_id: from.profileId },
    timeoutMs,
  });

interface Message {
  id: string;
  client_id: string;
  body: string;
}

/** Every message of the conversation, oldest first (pages of 100 going back). */
async function allMessages(base: string, token: string, conversationId: string): Promise<Message[]> {
  const out: Message[] = [];
  let before: string | undefined;
  for (;;) {
    const query = `per_page=100${before ? `&before=${before}` : ''}`;
    const page = await call(
      base,
      'GET',
      `/api/matrimonial/conversations/${conversationId}/messages?${query}`,
      {
        token,
      },
    );
    if (page.status !== 200) throw new Error(`messages answered ${page.status}: ${page.text}`);
    const { data, has_more } = page.body as { data: Message[]; has_more: boolean };
    out.unshift(...data);
    if (!has_more || data.length === 0) return out;
    before = data[0]!.id;
  }
}

interface LiveEvent {
  id: number;
  event: string;
  data: Record<string, unknown>;
}

/** GET /api/events read as a client does: its events as they come, until `close()`. */
function openStream(base: string, token: string, lastEventId?: number) {
  const events: LiveEvent[] = [];
  const controller = new AbortController();
  let connected = false;
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (lastEventId !== undefined) headers['last-event-id'] = String(lastEventId);
  const done = (async () => {
    const res = await fetch(`${base}/api/events`, { headers, signal: controller.signal });
    if (res.status !== 200) throw new Error(`events answered ${res.status}: ${await res.text()}`);
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) return;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const fields: Record<string, string> = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(': connected')) connected = true;
          const colon = line.indexOf(':');
          if (colon <= 0) continue;
          fields[line.slice(0, colon)] = line.slice(colon + 1).trimStart();
        }
        if (fields.id !== undefined && fields.event && fields.data !== undefined) {
          events.push({ id: Number(fields.id), event: fields.event, data: JSON.parse(fields.data) });
        }
      }
    }
  })().catch((error: unknown) => {
    if (!controller.signal.aborted) throw error;
  });
  return {
    events,
    /** The messages' ids in the order their `message` events came. */
    messageIds: () =>
      events.filter((e) => e.event === 'message').map((e) => (e.data.message as { id: string }).id),
    ready: () => waitFor('the stream to say it is connected', async () => connected || null, 30_000),
    close: async () => {
      controller.abort();
      await done;
    },
    done,
  };
}

describe('conversations on two servers over PostgreSQL', () => {
  it('a server killed mid-send: every message is kept once when the client sends again on the other', async () => {
    const c = await conversation(a.url);
    const messages: Sent[] = Array.from({ length: 80 }, (_, i) => ({
      client_id: randomUUID(),
      body: `Message ${i + 1} of the killed server's batch`,
    }));
    const answered = new Map<string, string>();
    // Eight senders at once on A; A is killed (SIGKILL) once a third of them are answered.
    let next = 0;
    const sender = async () => {
      while (next < messages.length) {
        const message = messages[next++]!;
        const res = await send(a.url, c.son, c.id, message, 10_000);
        if (res.status === 201 || res.status === 200)
          answered.set(message.client_id, (res.body as Message).id);
      }
    };
    const senders = Array.from({ length: 8 }, sender);
    await waitFor('a third of the messages to be answered', async () => answered.size >= 26 || null, 60_000);
    await a.kill();
    await Promise.all(senders);
    const unanswered = messages.filter((m) => !answered.has(m.client_id));
    // The kill came while sends were in flight: some never got their answer.
    expect(unanswered.length).toBeGreaterThan(0);
    expect(answered.size).toBeGreaterThan(0);

    // The client sends every unanswered message again, the same client_id, to B: 201 for one A never
    // wrote, 200 with the first for one A wrote but could not answer.
    for (const message of unanswered) {
      const res = await send(b.url, c.son, c.id, message);
      expect([200, 201], res.text).toContain(res.status);
      expect((res.body as Message).client_id).toBe(message.client_id);
      answered.set(message.client_id, (res.body as Message).id);
    }
    // Sending them all again to B changes nothing: each answers 200 with the message first kept.
    for (const message of messages) {
      const res = await send(b.url, c.son, c.id, message);
      expect(res.status, res.text).toBe(200);
      expect((res.body as Message).id).toBe(answered.get(message.client_id));
    }

    // The other family reads the conversation on B: every message once, as written.
    const kept = await allMessages(b.url, c.daughter.user.token, c.id);
    expect(kept).toHaveLength(messages.length);
    expect(new Set(kept.map((m) => m.client_id)).size).toBe(messages.length);
    const bodyOf = new Map(messages.map((m) => [m.client_id, m.body]));
    for (const m of kept) expect(m.body).toBe(bodyOf.get(m.client_id));

    // A again, for the next test (its pool and LISTEN connection new).
    a = await startServer(env);
  });

  it('a stream that reconnects to the other server with its last event id gets what it missed exactly once', async () => {
    const c = await conversation(b.url);
    const sendMany = async (base: string, from: number, count: number) => {
      const ids: string[] = [];
      for (let i = from; i < from + count; i += 1) {
        const res = await send(base, c.son, c.id, { client_id: randomUUID(), body: `Live message ${i}` });
        expect(res.status, res.text).toBe(201);
        ids.push((res.body as Message).id);
      }
      return ids;
    };

    // The daughter's family listens on B; the son's family writes on A.
    const first = openStream(b.url, c.daughter.user.token);
    await first.ready();
    const before = await sendMany(a.url, 1, 5);
    await waitFor('the five live messages on B', async () => (first.messageIds().length >= 5 ? true : null));
    expect(first.messageIds()).toEqual(before);
    const lastSeen = Math.max(...first.events.map((e) => e.id));
    await first.close();

    // While no stream is open: seven more, sent on A and on B.
    const missed = [...(await sendMany(a.url, 6, 4)), ...(await sendMany(b.url, 10, 3))];

    // Back on the other server (A), from the last id it saw: the seven missed, in order, once each,
    // none of the five it had; then the live ones.
    const second = openStream(a.url, c.daughter.user.token, lastSeen);
    await second.ready();
    await waitFor('the seven missed messages on A', async () =>
      second.messageIds().length >= 7 ? true : null,
    );
    const live = await sendMany(b.url, 13, 3);
    await waitFor('the three live messages on A', async () =>
      second.messageIds().length >= 10 ? true : null,
    );
    // A moment for any duplicate to show up.
    await sleep(500);
    expect(second.messageIds()).toEqual([...missed, ...live]);
    expect(second.events.every((e) => e.id > lastSeen)).toBe(true);
    const ids = second.events.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect([...ids].sort((x, y) => x - y)).toEqual(ids);
    await second.close();
  });
});
