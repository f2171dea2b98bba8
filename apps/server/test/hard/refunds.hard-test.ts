// Refunds on two app server processes over one PostgreSQL, with requests racing and a server killed
// (SIGKILL) while cancellations are in flight: every paid booking that ends cancelled gets exactly its
// refund (never two, never none), partial refunds never give back more than was paid, and credit
// notes are numbered once each without gaps (decision 026).
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminEnv, ADMIN, bookAndPay, createHall, login } from './support/booking-checks.ts';
import type { ServerProcess } from './support/processes.ts';
import { call, clusterForFile, registerUser, startServer, waitFor } from './support/processes.ts';

const cluster = clusterForFile(54338);
let url = '';
let env: Record<string, string> = {};
let a: ServerProcess;
let b: ServerProcess;
let adminToken = '';
let hallId = '';

async function query<T>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

beforeAll(async () => {
  url = await cluster.database('samaj_hard_refunds');
  // The booking sweep every minute: it sends again what a killed server decided but never sent.
  env = { DATABASE_URL: url, DATA_DIR: '/tmp/samaj-hard-unused', BOOKING_SWEEP_MINUTES: '1', ...adminEnv };
  a = await startServer(env);
  b = await startServer(env);
  adminToken = await login(a.url, ADMIN.mobile, ADMIN.password);
  hallId = await createHall(a.url, adminToken, 'Refund Hall');
});

/** A confirmed booking (rent 20000 + deposit 5000) far enough ahead for a full refund. */
async function paidBooking(dayOffset: number) {
  const user = await registerUser(a.url, 'refund');
  const attempt = await bookAndPay(a.url, user.token, hallId, dayOffset);
  expect(attempt.paid).toBe(true);
  return { user, id: attempt.bookingId! };
}

describe('refunds on two servers', () => {
  it('many cancels of one booking at once on both servers: one answer 200, one refund', async () => {
    const bookings = await Promise.all([120, 121, 122, 123].map(paidBooking));
    for (const { user, id } of bookings) {
      const answers = await Promise.all(
        Array.from({ length: 6 }, (_, i) =>
          call((i % 2 ? a : b).url, 'POST', `/api/booking/cancel/${id}`, { token: user.token }),
        ),
      );
      expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    }
    const ids = bookings.map((x) => x.id);
    const refunds = await query<{ booking_id: string; amount_paise: number; status: string }>(
      'select booking_id, amount_paise, status from refunds where booking_id = any($1)',
      [ids],
    );
    expect(refunds).toHaveLength(ids.length);
    for (const r of refunds) expect(r).toMatchObject({ amount_paise: 25000 * 100, status: 'processed' });
  });

  it('office refunds racing on both servers never give back more than was paid', async () => {
    const { id } = await paidBooking(130);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call((i % 2 ? a : b).url, 'POST', `/api/admin/bookings/${id}/refund`, {
          token: adminToken,
          body: { amount: 3000, reason: `Part ${i}` },
        }),
      ),
    );
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(8); // 8 × 3000 ≤ 25000 < 9 × 3000
    expect(statuses.filter((s) => s === 422)).toHaveLength(2);
    const [sum] = await query<{ total: string }>(
      'select coalesce(sum(amount_paise), 0) as total from refunds where booking_id = $1',
      [id],
    );
    expect(Number(sum!.total)).toBe(24000 * 100);
  });

  it('a server killed mid-cancellations: each cancelled booking ends with exactly its refund', async () => {
    const bookings = await Promise.all([140, 141, 142, 143, 144, 145].map(paidBooking));
    const inFlight = bookings.map(({ user, id }) =>
      call(a.url, 'POST', `/api/booking/cancel/${id}`, { token: user.token, timeoutMs: 5000 }),
    );
    await a.kill();
    await Promise.all(inFlight);
    // Again on the surviving server: the ones A had already cancelled answer 409, the others 200.
    const retried = await Promise.all(
      bookings.map(({ user, id }) => call(b.url, 'POST', `/api/booking/cancel/${id}`, { token: user.token })),
    );
    for (const r of retried) expect([200, 409]).toContain(r.status);
    a = await startServer(env);

    // And one left exactly as a server dying between its commit and the gateway's call leaves it:
    // cancelled, its refund written pending two minutes ago, never sent.
    const crashed = await paidBooking(146);
    await query(
      `with b as (update bookings set status = 'cancelled', cancelled_at = now() where id = $1 returning id),
            s as (delete from booking_slots where booking_id = $1)
       insert into refunds (booking_id, payment_id, amount_paise, kind, status, created_at, updated_at)
       select $1, p.id, p.amount_paise, 'cancellation', 'pending', now() - interval '2 minutes', now()
         from payments p where p.booking_id = $1 and p.status = 'captured'`,
      [crashed.id],
    );
    bookings.push(crashed);
    const ids = bookings.map((x) => x.id);
    // Anything decided but not sent (A died between its commit and the gateway's answer) is sent by a
    // sweep within a couple of minutes, with the same idempotency key.
    await waitFor(
      'every refund processed',
      async () => {
        const open = await query<{ n: string }>(
          "select count(*) as n from refunds where booking_id = any($1) and status <> 'processed'",
          [ids],
        );
        return Number(open[0]!.n) === 0 ? true : undefined;
      },
      200_000,
    );
    const rows = await query<{ booking_id: string; n: string; total: string; status: string }>(
      `select b.id as booking_id, b.status, count(r.id) as n, coalesce(sum(r.amount_paise), 0) as total
         from bookings b left join refunds r on r.booking_id = b.id
        where b.id = any($1) group by b.id, b.status`,
      [ids],
    );
    for (const row of rows) {
      expect(row.status).toBe('cancelled');
      expect(Number(row.n)).toBe(1);
      expect(Number(row.total)).toBe(25000 * 100);
    }
    // Credit notes: one each, never repeated, without gaps.
    const notes = await query<{ credit_note_number: string }>(
      'select credit_note_number from refunds where credit_note_number is not null order by credit_note_number',
    );
    const numbers = notes.map((n) => Number(n.credit_note_number.slice(-6)));
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers.at(-1)! - numbers[0]! + 1).toBe(numbers.length);
  });
});
