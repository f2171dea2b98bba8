// A server on PGlite killed (SIGKILL) while bookings are made and paid over HTTP, then started again
// on the same DATA_DIR: nothing paid is lost, nothing is half-written, and a hold that ran out while
// the server was down is released by the sweep that runs at start-up.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import {
  adminEnv,
  ADMIN,
  type Attempt,
  bookAndPay,
  bookingInvariantViolations,
  bookingStatuses,
  createHall,
  login,
} from './support/booking-checks.ts';
import {
  call,
  killAllServers,
  logRecords,
  registerUser,
  type RegisteredUser,
  removeDir,
  startServer,
  tempDir,
  waitFor,
} from './support/processes.ts';

const dataDir = tempDir('kill');

afterAll(async () => {
  await killAllServers();
  removeDir(dataDir);
});

async function inDatabase<T>(work: (db: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase({ dataDir: path.join(dataDir, 'pglite') });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

describe('a server killed mid-payment, restarted on the same data', () => {
  it('keeps every confirmed booking, writes nothing by halves and releases holds that ran out', async () => {
    const env = { DATA_DIR: dataDir, ...adminEnv };
    const first = await startServer(env);
    const adminToken = await login(first.url, ADMIN.mobile, ADMIN.password);
    const hallId = await createHall(first.url, adminToken, 'Kill Hall');
    const users: RegisteredUser[] = [];
    for (let i = 0; i < 4; i += 1) users.push(await registerUser(first.url, 'kill'));

    // A hold that will run out while the server is down (its expiry is moved into the past below).
    const held = await bookAndPay(first.url, users[0]!.token, hallId, 5, false);
    expect(held.bookingId).toBeDefined();
    // A hold whose payment order the kill will take away (as a kill between the two writes does).
    const orphan = await bookAndPay(first.url, users[1]!.token, hallId, 6, false);
    expect(orphan.bookingId).toBeDefined();

    // Four families book and pay one date after another; the server dies once six are paid.
    const attempts: (Attempt & { owner: number })[] = [];
    let stop = false;
    const family = async (u: number) => {
      for (let k = 0; !stop && k < 30; k += 1) {
        const attempt = await bookAndPay(first.url, users[u]!.token, hallId, 10 + u * 40 + k);
        attempts.push({ ...attempt, owner: u });
        if (attempt.statuses.includes(0)) return; // the server is gone
      }
    };
    const load = Promise.all([0, 1, 2, 3].map(family));
    await waitFor('six paid bookings', async () => attempts.filter((a) => a.paid).length >= 6, 120_000);
    await first.kill();
    stop = true;
    await load;

    const paid = attempts.filter((a) => a.paid);
    expect(paid.length).toBeGreaterThanOrEqual(6);
    expect(attempts.some((a) => a.statuses.includes(0))).toBe(true); // some request was cut off

    // After the crash: the data opens, holds its invariants and has every paid booking confirmed.
    await inDatabase(async (db) => {
      expect(await bookingInvariantViolations(db)).toEqual([]);
      const statuses = await bookingStatuses(db);
      for (const a of paid) expect(statuses.get(a.bookingId!)).toBe('confirmed');
      expect(statuses.get(held.bookingId!)).toBe('pending_payment');
      await db.execute(
        sql`update bookings set hold_expires_at = now() - interval '1 minute' where id = ${held.bookingId!}`,
      );
      await db.execute(sql`delete from payments where booking_id = ${orphan.bookingId!}`);
    });

    const second = await startServer(env);
    // The start-up sweep ran before the server answered: the hold is released without any request.
    const expired = await call(second.url, 'GET', `/api/booking/show/${held.bookingId!}`, {
      token: users[0]!.token,
    });
    expect(expired.status).toBe(200);
    expect((expired.body as { status: string }).status).toBe('expired');
    expect(logRecords(second, 'released expired holds')).toEqual([
      expect.objectContaining({ bookings: [held.bookingId] }),
    ]);
    for (const a of paid) {
      const shown = await call(second.url, 'GET', `/api/booking/show/${a.bookingId!}`, {
        token: users[a.owner]!.token,
      });
      expect(shown.status).toBe(200);
      expect((shown.body as { status: string }).status).toBe('confirmed');
    }
    // Every hold still running is payable: the order the kill took away is made on demand, and any
    // booking the kill caught before its payment is paid now.
    const pending = await inDatabase(async (db) => {
      const result = await db.execute(
        sql`select id, user_id from bookings where status = 'pending_payment' and hold_expires_at > now()`,
      );
      return (result as unknown as { rows: { id: string; user_id: string }[] }).rows;
    });
    expect(pending.map((p) => p.id)).toContain(orphan.bookingId);
    for (const p of pending) {
      const owner = users.find((u) => u.id === p.user_id)!;
      const order = await call(second.url, 'POST', `/api/booking/${p.id}/pay`, { token: owner.token });
      expect(order.status, order.text).toBe(200);
      const { payment } = order.body as { payment: { order_id: string } };
      const signed = await call(second.url, 'POST', '/api/dev/payments/simulate', {
        token: owner.token,
        body: { order_id: payment.order_id },
      });
      const done = await call(second.url, 'POST', '/api/booking/payment-success', {
        token: owner.token,
        body: signed.body,
      });
      expect(done.status, done.text).toBe(200);
      expect((done.body as { booking: { status: string } }).booking.status).toBe('confirmed');
    }

    // Its date can be booked again at once.
    const again = await bookAndPay(second.url, users[1]!.token, hallId, 5);
    expect(again.paid).toBe(true);
    await second.stop();

    await inDatabase(async (db) => {
      expect(await bookingInvariantViolations(db)).toEqual([]);
      const statuses = await bookingStatuses(db);
      expect(statuses.get(held.bookingId!)).toBe('expired');
      expect(statuses.get(again.bookingId!)).toBe('confirmed');
    });
  });
});
