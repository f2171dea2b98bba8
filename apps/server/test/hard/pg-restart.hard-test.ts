// PostgreSQL restarted under load (scripts/pg-cluster.sh restart) while a real server process answers
// reads and writes: requests fail cleanly (docs/api.md's shapes, a 5xx without internals, never a hang),
// the server does not crash, and it recovers by itself, without being restarted.
import { describe, expect, it } from 'vitest';
import { adminEnv, ADMIN, createHall, login } from './support/booking-checks.ts';
import type { HttpAnswer, RegisteredUser, ServerProcess } from './support/processes.ts';
import {
  call,
  clusterForFile,
  dayFromNow,
  registerUser,
  restartCluster,
  sleep,
  startServer,
  waitFor,
} from './support/processes.ts';

const PG_PORT = 54336;
const cluster = clusterForFile(PG_PORT);
let server: ServerProcess | undefined;

interface Seen {
  what: string;
  answer: HttpAnswer;
  at: number;
}

function badAnswer(s: Seen): string | null {
  const { status, body } = s.answer;
  if (status === 0) return `${s.what}: no answer (${s.answer.text})`;
  if (status >= 400) {
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message !== 'string') return `${s.what}: ${status} without a message: ${s.answer.text}`;
    if (/pg|postgres|ECONN|select|insert|terminat/i.test(message)) {
      return `${s.what}: ${status} leaks internals: ${message}`;
    }
    // A database that cannot be reached is a 503 with Retry-After (plugins/errors.ts), never a 500.
    if (status === 503 && !s.answer.headers.get('retry-after')) return `${s.what}: 503 without Retry-After`;
    if (status !== 503) return `${s.what}: unexpected ${status}: ${s.answer.text}`;
  }
  return null;
}

describe('PostgreSQL restarted under load', () => {
  it('fails requests cleanly and recovers without restarting the app', async () => {
    const url = await cluster.database('samaj_hard_restart');
    server = await startServer({ DATABASE_URL: url, DATA_DIR: '/tmp/samaj-hard-unused', ...adminEnv });
    const base = server.url;
    const hallId = await createHall(base, await login(base, ADMIN.mobile, ADMIN.password), 'Restart Hall');
    const users: RegisteredUser[] = [];
    for (let i = 0; i < 4; i += 1) users.push(await registerUser(base, 'restart'));

    const seen: Seen[] = [];
    let running = true;
    const worker = async (u: number) => {
      const token = users[u]!.token;
      for (let k = 0; running; k += 1) {
        const record = async (what: string, p: Promise<HttpAnswer>) => {
          const answer = await p;
          seen.push({ what, answer, at: Date.now() });
          return answer;
        };
        await record('hall list', call(base, 'GET', '/api/hall'));
        await record('my bookings', call(base, 'GET', '/api/booking/my-bookings', { token }));
        const created = await record(
          'new booking',
          call(base, 'POST', '/api/booking/new-booking', {
            token,
            body: {
              booking: { booking_user_type: 'M' },
              booking_items: [{ hall_id: hallId, slot: 'M', booking_dates: [dayFromNow(5 + u * 100 + k)] }],
            },
          }),
        );
        if (created.status === 201) {
          const id = (created.body as { booking: { id: string } }).booking.id;
          await record('cancel', call(base, 'POST', `/api/booking/cancel/${id}`, { token }));
        }
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(worker));
    await sleep(1500);
    const restartStarted = Date.now();
    await restartCluster(PG_PORT);
    const restartEnded = Date.now();
    await sleep(1500);

    let lastAnswer = '';
    // Recovery: the same process answers again (the pool reconnects by itself).
    await waitFor(
      'the server to answer again',
      async () => {
        const res = await call(base, 'GET', '/api/booking/my-bookings', { token: users[0]!.token });
        lastAnswer = `${res.status} ${res.text}`;
        return res.status === 200;
      },
      60_000,
    ).catch((error: unknown) => {
      throw new Error(
        `${String(error)}; last answer ${lastAnswer}; exit ${server?.child.exitCode}\n${server?.lines.slice(-40).join('\n')}`,
      );
    });
    const recovered = Date.now();
    await sleep(1500);
    running = false;
    await load;

    expect(seen.map(badAnswer).filter(Boolean)).toEqual([]);
    expect(server.child.exitCode).toBeNull();
    const failed = seen.filter((s) => s.answer.status >= 500);
    const before = seen.filter((s) => s.at < restartStarted && s.answer.status < 400);
    const after = seen.filter((s) => s.at > recovered && s.answer.status < 400);
    console.log(
      `pg restart: ${seen.length} requests, ${failed.length} failed with ${[
        ...new Set(failed.map((f) => f.answer.status)),
      ].join('/')} while PostgreSQL restarted (${restartEnded - restartStarted} ms)`,
    );
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    // Every kind of request succeeds again, writes included.
    const again = await call(base, 'POST', '/api/booking/new-booking', {
      token: users[1]!.token,
      body: {
        booking: { booking_user_type: 'M' },
        booking_items: [{ hall_id: hallId, slot: 'E', booking_dates: [dayFromNow(3)] }],
      },
    });
    expect(again.status).toBe(201);
  });
});
