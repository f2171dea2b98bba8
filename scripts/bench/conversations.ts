/**
 * The conversations section of `npm run bench` (docs/api.md "Conversations"; decision 056): two app server
 * processes on one PostgreSQL database, each with its own pool and LISTEN connection. A family sends on
 * A while the other family's live stream is open on B:
 * - delivery latency: from the POST leaving the sender to the `message` event read on B's stream,
 *   p50 and p95 (goal p95 < 200 ms);
 * - messages a second the sender gets through at that latency (4 senders at once), paired against
 *   the same POST with no stream open anywhere, run just before and after (so the pair shows what the
 *   delivery to a listening stream costs the sending route, on the same machine at the same moment);
 * - what each open stream costs a server: 1,000 streams opened on B, V8's heap in use and the resident
 *   memory after two garbage collections (`--expose-gc`, scripts/bench/gc-report.mjs) before and after,
 *   per stream (goal < 20 kB), and B's CPU at rest over 5 s with the 1,000 open.
 * Prints nothing itself: answers figures and table rows for scripts/bench/index.ts. No timed assertion.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { type Child, freePort, startChild } from './processes.ts';
import { benchServerEnv } from './server-env.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ADMIN = { mobile: '+919000000009', password: 'bench-admin-password' };
const STREAMS = 1000;
const SENDERS = 4;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ConversationFigures {
  deliveryP50Ms: number;
  deliveryP95Ms: number;
  /** The sender's POST, sent to answered (the delivery's lower bound: events are published on commit). */
  answerP50Ms: number;
  /** p95 of the delivery while SENDERS send at once, as fast as they can. */
  deliveryAtRateP95Ms: number;
  delivered: number;
  lost: number;
  messagesPerSecondWithStream: number;
  messagesPerSecondWithoutStream: number[];
  ratio: number;
  streams: number;
  heapPerStreamBytes: number;
  rssPerStreamBytes: number;
  cpuAtRestPercent: number;
  cpuAtRestWithoutStreamsPercent: number;
  gc: boolean;
}

type Server = Child & { url: string };

/** An app server from source with the gc report preloaded; resolves once it says it is running. */
async function startServer(serverDir: string, databaseUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const child = await startChild(
    process.execPath,
    [
      '--expose-gc',
      '--import',
      path.join(root, 'scripts/bench/gc-report.mjs'),
      '--import',
      'tsx',
      'src/server.ts',
    ],
    {
      cwd: serverDir,
      env: {
        ...benchServerEnv({ port, dataDir, databaseUrl }),
        // Accounts are made through the API (their numbers proved by the outbox's codes).
        DEV_ROUTES: 'true',
        // The sender's per-account limits (20 a minute) would measure the limit, not the route.
        MESSAGES_PER_MINUTE: '10000',
        MESSAGES_PER_DAY: '1000000',
        ADMIN_MOBILE: ADMIN.mobile,
        ADMIN_PASSWORD: ADMIN.password,
      },
      ready: new RegExp(`running at http://localhost:(${port})`),
    },
  );
  return { ...child, url: `http://127.0.0.1:${port}` };
}

async function call(base: string, method: string, url: string, token?: string, body?: unknown) {
  const res = await fetch(base + url, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
  return (text ? JSON.parse(text) : null) as Record<string, unknown>;
}

let accounts = 0;
/** A registered account with its number proved and one approved profile. */
async function family(base: string, admin: string, gender: 'male' | 'female') {
  accounts += 1;
  const mobile = `+9172${String(process.pid % 10_000).padStart(4, '0')}${String(accounts).padStart(4, '0')}`;
  const password = 'bench-family-password-42';
  const registered = await call(base, 'POST', '/api/auth/register', undefined, {
    name: `Bench family ${accounts}`,
    mobile,
    email: `bench-family-${accounts}-${process.pid}@bench.example`,
    password,
    password_confirmation: password,
  });
  const token = registered.token as string;
  await call(base, 'POST', '/api/auth/verify-mobile/send', token, {});
  const outbox = await call(base, 'GET', `/api/dev/outbox?mobile=${encodeURIComponent(mobile)}`);
  const code = /\b(\d{6})\b/.exec((outbox.messages as { body: string }[])[0]!.body)![1]!;
  await call(base, 'POST', '/api/auth/verify-mobile', token, { code });
  const profile = await call(base, 'POST', '/api/matrimonial/create-profile', token, {
    first_name: gender === 'male' ? 'Faisal' : 'Sana',
    last_name: 'Bench',
    gender,
    date_of_birth: gender === 'male' ? '1995-02-01' : '1997-06-01',
    marital_status: 'never_married',
    relation: 'self',
    has_job: true,
    no_picture: true,
  });
  const profileId = profile.id as string;
  await call(base, 'POST', `/api/admin/profiles/${profileId}/approve`, admin);
  return { token, profileId };
}

/** A stream on `base` read with node:http: its message events' arrival times, by message id. */
function openStream(base: string, token: string, arrivals?: Map<string, number>) {
  const url = new URL('/api/events', base);
  let connected!: () => void;
  let failed!: (error: Error) => void;
  const ready = new Promise<void>((resolve, reject) => {
    connected = resolve;
    failed = reject;
  });
  const request = http.get(
    { host: url.hostname, port: url.port, path: url.pathname, headers: { authorization: `Bearer ${token}` } },
    (res) => {
      if (res.statusCode !== 200) {
        failed(new Error(`events answered ${res.statusCode}`));
        res.resume();
        return;
      }
      res.setEncoding('utf8');
      let buffer = '';
      res.on('data', (chunk: string) => {
        if (buffer === '' && chunk.includes(': connected')) connected();
        if (!arrivals) return;
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          if (!block.includes('event: message')) continue;
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (data)
            arrivals.set((JSON.parse(data) as { message: { id: string } }).message.id, performance.now());
        }
        if (buffer.length === 0) buffer = '';
      });
      res.on('error', () => {});
    },
  );
  request.on('error', (error) => failed(error));
  return { ready, close: () => request.destroy() };
}

/** Sends from `senders` loops for `seconds`: each message's id, when its POST left and was answered. */
async function sendFor(
  base: string,
  from: { token: string; profileId: string },
  id: string,
  seconds: number,
  senders = SENDERS,
) {
  const sent: { id: string; at: number; answeredAt: number }[] = [];
  const end = performance.now() + seconds * 1000;
  const loop = async () => {
    while (performance.now() < end) {
      const at = performance.now();
      const message = await call(base, 'POST', `/api/matrimonial/conversations/${id}/messages`, from.token, {
        client_id: randomUUID(),
        profile_id: from.profileId,
        body: `Bench message ${sent.length + 1}`,
      });
      sent.push({ id: message.id as string, at, answeredAt: performance.now() });
    }
  };
  await Promise.all(Array.from({ length: senders }, loop));
  return { sent, perSecond: sent.length / seconds };
}

const CLOCK_TICKS = 100;
function cpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS;
}

/** The server's memory after two collections (gc-report.mjs answers SIGUSR2 on stderr). */
async function memoryAfterGc(server: Server) {
  const before = server.output().length;
  server.process.kill('SIGUSR2');
  for (let i = 0; i < 100; i += 1) {
    await sleep(50);
    const line = /\[gc-memory\] (\{.*\})/.exec(server.output().slice(before))?.[1];
    if (line) return JSON.parse(line) as { heapUsed: number; rss: number; gc: boolean };
  }
  throw new Error('the server did not report its memory');
}

async function cpuAtRest(server: Server, seconds: number) {
  const before = cpuMs(server.process.pid!);
  await sleep(seconds * 1000);
  return ((cpuMs(server.process.pid!) - before) / (seconds * 1000)) * 100;
}

/** Each delivered message's delay, from its POST leaving to its event read on the stream, sorted. */
const delays = (sent: { id: string; at: number }[], arrivals: Map<string, number>) =>
  sent
    .filter((m) => arrivals.has(m.id))
    .map((m) => arrivals.get(m.id)! - m.at)
    .sort((x, y) => x - y);

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

export async function measureConversations(options: {
  adminUrl: string;
  serverDir: string;
  dataDir: string;
  seconds: number;
  log: (line: string) => void;
}): Promise<ConversationFigures> {
  const { log } = options;
  const name = 'samaj_bench_conversations';
  const client = new pg.Client({ connectionString: options.adminUrl });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name}`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
  const databaseUrl = options.adminUrl.replace(/\/[^/]*$/, `/${name}`);
  const a = await startServer(options.serverDir, databaseUrl, path.join(options.dataDir, 'a'));
  const b = await startServer(options.serverDir, databaseUrl, path.join(options.dataDir, 'b'));
  try {
    const login = await call(a.url, 'POST', '/api/auth/login', undefined, ADMIN);
    const admin = login.token as string;
    const son = await family(a.url, admin, 'male');
    const daughter = await family(a.url, admin, 'female');
    const interest = await call(
      a.url,
      'POST',
      `/api/matrimonial/send-interest/${daughter.profileId}`,
      son.token,
      {},
    );
    await call(a.url, 'POST', `/api/matrimonial/reply-interest/${interest.id as string}`, daughter.token, {
      reply: 'accepted',
    });
    const list = await call(
      a.url,
      'GET',
      `/api/matrimonial/conversations?profile_id=${son.profileId}`,
      son.token,
    );
    const conversation = (list.data as { id: string }[])[0]!.id;

    // Warm both servers up (JIT, pools).
    await sendFor(a.url, son, conversation, 1);
    // Latency: one sender, one message after another (a family typing), the stream open on B.
    const arrivals = new Map<string, number>();
    const stream = openStream(b.url, daughter.token, arrivals);
    await stream.ready;
    const paced = await sendFor(a.url, son, conversation, options.seconds, 1);
    await sleep(2000);
    stream.close();
    const latencies = delays(paced.sent, arrivals);
    const answers = paced.sent.map((m) => m.answeredAt - m.at).sort((x, y) => x - y);
    log(
      `conversations: ${paced.sent.length} messages A→B one at a time, delivery p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms (the POST's answer p50 ${percentile(answers, 50).toFixed(1)} ms), ${paced.sent.length - latencies.length} not delivered in 2 s`,
    );
    // Rate: SENDERS at once, the stream open on B, beside the same POST with no stream open anywhere
    // just before and after (the pair: what delivering to a listening stream costs the sending route).
    const without: number[] = [];
    without.push((await sendFor(a.url, son, conversation, options.seconds)).perSecond);
    const rateArrivals = new Map<string, number>();
    const rateStream = openStream(b.url, daughter.token, rateArrivals);
    await rateStream.ready;
    const withStream = await sendFor(a.url, son, conversation, options.seconds);
    await sleep(2000);
    rateStream.close();
    without.push((await sendFor(a.url, son, conversation, options.seconds)).perSecond);
    const rateLatencies = delays(withStream.sent, rateArrivals);
    const lost = paced.sent.length - latencies.length + withStream.sent.length - rateLatencies.length;
    log(
      `conversations: ${withStream.perSecond.toFixed(1)} messages/s with the stream (delivery p95 ${percentile(rateLatencies, 95).toFixed(1)} ms), ${without.map((x) => x.toFixed(1)).join(' and ')} without`,
    );

    // What the open streams cost B: at rest, then with 1,000 open (the daughter's account, as a
    // family with many devices would; the stream's cost does not depend on whose it is).
    await sleep(1000);
    const idle = await memoryAfterGc(b);
    const cpuIdle = await cpuAtRest(b, 5);
    const streams: ReturnType<typeof openStream>[] = [];
    // Fifty at a time: each opening reads the database once (its pool is 10 connections).
    for (let i = 0; i < STREAMS; i += 50) {
      const batch = Array.from({ length: Math.min(50, STREAMS - i) }, () =>
        openStream(b.url, daughter.token),
      );
      streams.push(...batch);
      await Promise.all(batch.map((one) => one.ready));
    }
    await sleep(1000);
    const open = await memoryAfterGc(b);
    const cpuOpen = await cpuAtRest(b, 5);
    for (const s of streams) s.close();
    log(
      `conversations: ${STREAMS} streams on B: heap ${((open.heapUsed - idle.heapUsed) / STREAMS / 1024).toFixed(1)} kB and RSS ${((open.rss - idle.rss) / STREAMS / 1024).toFixed(1)} kB each; CPU at rest ${cpuOpen.toFixed(1)}% (${cpuIdle.toFixed(1)}% without)`,
    );
    const meanWithout = (without[0]! + without[1]!) / 2;
    return {
      deliveryP50Ms: percentile(latencies, 50),
      deliveryP95Ms: percentile(latencies, 95),
      answerP50Ms: percentile(answers, 50),
      deliveryAtRateP95Ms: percentile(rateLatencies, 95),
      delivered: latencies.length + rateLatencies.length,
      lost,
      messagesPerSecondWithStream: withStream.perSecond,
      messagesPerSecondWithoutStream: without,
      ratio: withStream.perSecond / meanWithout,
      streams: STREAMS,
      heapPerStreamBytes: (open.heapUsed - idle.heapUsed) / STREAMS,
      rssPerStreamBytes: (open.rss - idle.rss) / STREAMS,
      cpuAtRestPercent: cpuOpen,
      cpuAtRestWithoutStreamsPercent: cpuIdle,
      gc: open.gc,
    };
  } finally {
    await Promise.all([a.stop(), b.stop()]);
  }
}

/** The section's rows for the bench's table: figure and goal. */
export function conversationRows(f: ConversationFigures): string[][] {
  const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;
  return [
    [
      'Conversations: delivery A→B stream, one sender, p50 / p95 (POST answer p50)',
      `${f.deliveryP50Ms.toFixed(0)} / ${f.deliveryP95Ms.toFixed(0)} ms (${f.answerP50Ms.toFixed(0)} ms; ${f.delivered} messages${f.lost ? `, ${f.lost} lost` : ''})`,
      f.deliveryP95Ms < 200 && f.lost === 0
        ? 'met (p95 < 200 ms)'
        : `gap: p95 ${f.deliveryP95Ms.toFixed(0)} ms of < 200`,
    ],
    [
      `Conversations: messages/s sent (${SENDERS} senders), stream open / none (delivery p95)`,
      `${f.messagesPerSecondWithStream.toFixed(1)} / ${f.messagesPerSecondWithoutStream.map((x) => x.toFixed(1)).join(', ')} (${(f.ratio * 100).toFixed(1)}%; ${f.deliveryAtRateP95Ms.toFixed(0)} ms)`,
      '',
    ],
    [
      `Conversations: each open stream on one server (${f.streams} open), heap / RSS`,
      `${kB(f.heapPerStreamBytes)} / ${kB(f.rssPerStreamBytes)}${f.gc ? '' : ' (no gc)'}`,
      f.heapPerStreamBytes < 20 * 1024 ? 'met (heap < 20 kB)' : `gap: ${kB(f.heapPerStreamBytes)} of < 20 kB`,
    ],
    [
      `Conversations: server CPU at rest, ${f.streams} streams open / none`,
      `${f.cpuAtRestPercent.toFixed(1)}% / ${f.cpuAtRestWithoutStreamsPercent.toFixed(1)}%`,
      '',
    ],
  ];
}
