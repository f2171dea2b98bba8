// Two app server processes on one PostgreSQL (scaling past one machine): they start together on an
// empty database (migrations once), share rate limits and one-time codes, and release a hold that
// ran out exactly once however many sweeps run at the same moment on both.
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, ADMIN, bookAndPay, createHall, login } from './support/booking-checks.ts';
import type { RegisteredUser, ServerProcess } from './support/processes.ts';
import {
  call,
  clusterForFile,
  dayFromNow,
  logRecords,
  registerUser,
  sleep,
  startServer,
  waitFor,
} from './support/processes.ts';

const cluster = clusterForFile(54337);
let url = '';
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  url = await cluster.database('samaj_hard_two');
  // Both at once on an empty database: each applies the migrations at start-up.
  const env = { DATABASE_URL: url, DATA_DIR: '/tmp/samaj-hard-unused', ...adminEnv };
  [a, b] = await Promise.all([startServer(env), startServer(env)]);
});

/** Waits out the last seconds of a fixed rate-limit window, so a test's hits all fall in one. */
async function awayFromWindowEdge(windowSeconds: number) {
  const left = windowSeconds * 1000 - (Date.now() % (windowSeconds * 1000));
  if (left < 60_000) await sleep(left + 1000);
}

describe('two servers on one PostgreSQL', () => {
  it('share the login rate limit: alternating servers hit 429 at the combined limit', async () => {
    const user = await registerUser(a.url, 'two');
    await awayFromWindowEdge(15 * 60);
    const LIMIT = 10; // RATE_LIMITS.login.failures in domains/auth/common.ts
    const answers = [];
    for (let i = 0; i < LIMIT + 2; i += 1) {
      const server = i % 2 === 0 ? a : b;
      answers.push(
        await call(server.url, 'POST', '/api/auth/login', {
          body: { mobile: user.mobile, password: 'not-the-password-1' },
        }),
      );
    }
    expect(answers.slice(0, LIMIT).map((r) => r.status)).toEqual(Array(LIMIT).fill(422));
    for (const refused of answers.slice(LIMIT)) {
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(refused.body).toEqual({ message: expect.any(String), code: 'password_login_locked' });
    }
    // Even the right password waits now, on either server, from this address that failed (decision 042).
    const right = await call(b.url, 'POST', '/api/auth/login', {
      body: { mobile: user.mobile, password: user.password },
    });
    expect(right.status).toBe(429);
  });

  it('verify on B a code sent through A', async () => {
    // Unproven: this login by code is what proves the number.
    const user = await registerUser(b.url, 'otp', { prove: false });
    const sent = await call(a.url, 'POST', '/api/auth/otp/send', { body: { mobile: user.mobile } });
    expect(sent.status).toBe(202);
    // The resend wait is shared too.
    const again = await call(b.url, 'POST', '/api/auth/otp/send', { body: { mobile: user.mobile } });
    expect(again.status).toBe(429);
    expect(Number(again.headers.get('retry-after'))).toBeGreaterThan(0);

    const outbox = await call(b.url, 'GET', `/api/dev/outbox?mobile=${encodeURIComponent(user.mobile)}`);
    const message = (outbox.body as { messages: { body: string }[] }).messages[0]!;
    const code = /\b(\d{6})\b/.exec(message.body)![1]!;
    const verified = await call(b.url, 'POST', '/api/auth/otp/verify', {
      body: { mobile: user.mobile, code },
    });
    expect(verified.status).toBe(200);
    const loggedIn = await call(a.url, 'POST', '/api/auth/otplogin', {
      body: { token: (verified.body as { token: string }).token },
    });
    expect(loggedIn.status).toBe(200);
    expect((loggedIn.body as { user: { id: string } }).user.id).toBe(user.id);
    // The code was used once, whichever server is asked next.
    const reused = await call(a.url, 'POST', '/api/auth/otp/verify', { body: { mobile: user.mobile, code } });
    expect(reused.status).toBe(422);
  });

  it('release a hold that ran out exactly once, and its dates are free on the other server', async () => {
    const hallId = await createHall(a.url, await login(a.url, ADMIN.mobile, ADMIN.password), 'Two Hall');
    const families: RegisteredUser[] = [];
    for (let i = 0; i < 3; i += 1) families.push(await registerUser(a.url, 'hold'));
    // Six holds made on A, none paid.
    const held: { id: string; date: string; owner: number }[] = [];
    for (const [f, family] of families.entries()) {
      for (let k = 0; k < 2; k += 1) {
        const attempt = await bookAndPay(a.url, family.token, hallId, 20 + f * 10 + k, false);
        expect(attempt.statuses).toEqual([201]);
        held.push({ id: attempt.bookingId!, date: attempt.date, owner: f });
      }
    }
    // Their time runs out (moved into the past in the database, as if 15 minutes had gone by).
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(
        `update bookings set hold_expires_at = now() - interval '1 minute' where id = any($1::uuid[])`,
        [held.map((h) => h.id)],
      );
    } finally {
      await client.end();
    }

    // Both servers release holds at the same moment: every new booking sweeps first, besides the timers.
    const others = [];
    for (let i = 0; i < 4; i += 1) others.push(await registerUser(b.url, 'sweep'));
    const racing = await Promise.all(
      others.map((o, i) => bookAndPay(i % 2 === 0 ? a.url : b.url, o.token, hallId, 100 + i, false)),
    );
    expect(racing.map((r) => r.statuses)).toEqual(Array(4).fill([201]));

    const statuses = await waitFor('the six holds to be expired', async () => {
      const shown = await Promise.all(
        held.map((h) => call(b.url, 'GET', `/api/booking/show/${h.id}`, { token: families[h.owner]!.token })),
      );
      const all = shown.map((s) => (s.body as { status: string }).status);
      return all.every((s) => s === 'expired') ? all : null;
    });
    expect(statuses).toEqual(Array(6).fill('expired'));

    // Each hold was released by one sweep on one server: its id is in exactly one log line of the two.
    const released = [a, b].flatMap((s) =>
      logRecords(s, 'released expired holds').flatMap((r) => r.bookings as string[]),
    );
    for (const h of held) expect(released.filter((id) => id === h.id)).toHaveLength(1);

    // The dates are free on B: shown so and bookable (the database's slot rows are gone).
    const availability = await call(b.url, 'POST', '/api/hall/check-availablility', {
      body: { halls: [hallId], start: held[0]!.date, end: held[0]!.date, slots: ['B'] },
    });
    expect(availability.status).toBe(200);
    expect((availability.body as { data: { available: boolean }[] }).data).toEqual([
      expect.objectContaining({ available: true }),
    ]);
    for (const [i, h] of held.entries()) {
      const res = await call(b.url, 'POST', '/api/booking/new-booking', {
        token: others[i % 4]!.token,
        body: {
          booking: { booking_user_type: 'CM' },
          booking_items: [{ hall_id: hallId, slot: 'B', booking_dates: [h.date] }],
        },
      });
      expect(res.status, res.text).toBe(201);
    }
  });

  it('a booking on A and a block on B of the same date, sent together: one of them, never both', async () => {
    const adminToken = await login(b.url, ADMIN.mobile, ADMIN.password);
    const hallId = await createHall(a.url, adminToken, 'Race Hall');
    const families: RegisteredUser[] = [];
    for (let i = 0; i < 14; i += 1) families.push(await registerUser(a.url, 'race'));
    const outcomes = { booking: 0, block: 0 };
    for (let round = 0; round < 40; round += 1) {
      const date = dayFromNow(200 + round);
      const [booked, blocked] = await Promise.all([
        call(a.url, 'POST', '/api/booking/new-booking', {
          token: families[Math.floor(round / 3)]!.token,
          body: {
            booking: { booking_user_type: 'CM' },
            booking_items: [{ hall_id: hallId, slot: 'B', booking_dates: [date] }],
          },
        }),
        sleep((round % 5) * 3).then(() =>
          call(b.url, 'POST', '/api/admin/blocked-dates', {
            token: adminToken,
            body: { hall_id: hallId, slot: round % 2 === 0 ? 'B' : 'M', from: date, to: date },
          }),
        ),
      ]);
      const label = `round ${round}: booking ${booked.status}, block ${blocked.status}`;
      expect([booked.status === 201, blocked.status === 201].filter(Boolean), label).toHaveLength(1);
      if (booked.status === 201) {
        expect(blocked.status, label).toBe(409);
        outcomes.booking += 1;
      } else {
        expect([409, 422], label).toContain(booked.status);
        outcomes.block += 1;
      }
    }
    console.log(
      `booking on A vs block on B, 40 rounds: ${outcomes.booking} bookings, ${outcomes.block} blocks`,
    );

    // A late payment for a date the office blocked after the hold ran out: refund_due, not confirmed.
    const family = await registerUser(a.url, 'late');
    const date = dayFromNow(260);
    const created = await call(a.url, 'POST', '/api/booking/new-booking', {
      token: family.token,
      body: {
        booking: { booking_user_type: 'CM' },
        booking_items: [{ hall_id: hallId, slot: 'B', booking_dates: [date] }],
      },
    });
    expect(created.status).toBe(201);
    const { booking, payment } = created.body as { booking: { id: string }; payment: { order_id: string } };
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      await client.query(`update bookings set hold_expires_at = now() - interval '1 minute' where id = $1`, [
        booking.id,
      ]);
    } finally {
      await client.end();
    }
    const closed = await call(b.url, 'POST', '/api/admin/blocked-dates', {
      token: adminToken,
      body: { hall_id: hallId, slot: 'E', from: date, to: date },
    });
    expect(closed.status).toBe(201);
    const signed = await call(a.url, 'POST', '/api/dev/payments/simulate', {
      token: family.token,
      body: { order_id: payment.order_id },
    });
    const late = await call(b.url, 'POST', '/api/booking/payment-success', {
      token: family.token,
      body: signed.body,
    });
    expect(late.status).toBe(409);
    expect((late.body as { code: string }).code).toBe('refund_due');
    const shown = await call(a.url, 'GET', `/api/admin/bookings/${booking.id}`, { token: adminToken });
    expect(shown.body).toMatchObject({ status: 'expired', refund_due: true });
  });
});
