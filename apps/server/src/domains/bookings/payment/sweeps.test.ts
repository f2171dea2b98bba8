import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { contextOf } from '../../../context.ts';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../app.ts';
import { buildTestApp, createUser, type TestApp } from '../../../../test/support/app.ts';
import { book, pay } from '../../../../test/support/bookings.ts';
import {
  bookAndPay,
  gatewayOf,
  notificationsOf,
  moneyWorld,
  show,
} from '../../../../test/support/payments.ts';
import {
  offerFreedSlots,
  reconcileOrders,
  releaseExpiredHolds,
  remindBalances,
  remindEvents,
} from '../service.ts';

let t: TestApp;
let second: FastifyInstance;
let hall: { id: string }, adv: { id: string }, alice: User, bilal: User, admin: User;
type User = Awaited<ReturnType<typeof createUser>>;
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2030-01-15T00:00:00Z');
  // A second app server on the same database (its own gateway, the same settings and clock).
  second = await buildApp({ config: t.config, database: t.database, clock: t.clock, push: t.push });
  await second.ready();
  ({ hall, adv, alice, bilal, admin } = await moneyWorld(t, { percent: 50, dueDays: 20 }));
});
afterAll(async () => {
  await second.close();
  await t.close();
});
beforeEach(() => t.clock.advance(MINUTE));

describe('receipts with two app servers on one database', () => {
  it('numbers every receipt once, without gaps, whichever server captures it', async () => {
    const dates = ['2030-04-01', '2030-04-02', '2030-04-03', '2030-04-04', '2030-04-05', '2030-04-06'];
    const orders: { booking: { id: string }; payment: { order_id: string } }[] = [];
    const payers: User[] = [];
    for (const date of dates) {
      const payer = await createUser(t); // one hold each: a family may hold only a few at once
      const res = await book(t, payer.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: [date] }]);
      orders.push(res.json());
      payers.push(payer);
    }
    // The simulated checkout signs with the shared secret, so either server checks it.
    const signed = await Promise.all(
      orders.map((o, i) =>
        t.app
          .inject({
            method: 'POST',
            url: '/api/dev/payments/simulate',
            headers: payers[i]!.headers,
            payload: { order_id: o.payment.order_id },
          })
          .then((r) => (r.statusCode === 200 ? r.json() : Promise.reject(new Error(r.body)))),
      ),
    );
    const answers = await Promise.all(
      signed.map((s, i) =>
        (i % 2 === 0 ? t.app : second).inject({
          method: 'POST',
          url: '/api/booking/payment-success',
          headers: payers[i]!.headers,
          payload: s,
        }),
      ),
    );
    expect(
      answers.map((a) => a.statusCode),
      answers[0]!.body,
    ).toEqual(dates.map(() => 200));
    const numbers = await Promise.all(
      orders.map(
        async (o, i) => (await show(t, payers[i]!.headers, o.booking.id)).payments[0].receipt_number,
      ),
    );
    const n = numbers.map((x: string) => Number(x.slice(-6))).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(dates.length);
    expect(n.at(-1)! - n[0]!).toBe(dates.length - 1);
  });
});

describe('reconciliation of an order whose webhook never came', () => {
  it('asks the gateway after ten minutes and confirms the booking, once', async () => {
    const res = await book(t, bilal.headers, [
      { hall_id: hall.id, slot: 'B', booking_dates: ['2030-05-01'] },
    ]);
    const { booking, payment } = res.json();
    gatewayOf(t).captureAtGateway(payment.order_id, payment.amount);
    expect(await reconcileOrders(contextOf(t.app.deps))).toBe(0); // too early: the webhook may still come
    t.clock.advance(11 * MINUTE);
    expect(await reconcileOrders(contextOf(t.app.deps))).toBe(1);
    const shown = await show(t, bilal.headers, booking.id);
    expect(shown).toMatchObject({ status: 'confirmed', amount_paid: shown.amount_to_pay });
    expect(shown.payments[0].receipt_number).toMatch(/^RCT\//);
    // How it was paid, from the gateway's payment entity (the simulated gateway's card).
    expect(shown.payments[0]).toMatchObject({ method: 'card', method_detail: '4242' });
    // Asked again later: already settled, nothing changes.
    t.clock.advance(11 * MINUTE);
    await reconcileOrders(contextOf(t.app.deps));
    const again = await show(t, bilal.headers, booking.id);
    expect(again.payments).toHaveLength(1);
    expect(again.payments[0].receipt_number).toBe(shown.payments[0].receipt_number);
    const confirmations = (await notificationsOf(t, bilal.headers)).filter(
      (n) => n.type === 'booking.confirmed',
    );
    expect(confirmations).toHaveLength(1);
  });
});

describe('waitlist', () => {
  it('lets a family wait for a taken slot and tells the first in line once it frees', async () => {
    const held = await book(t, alice.headers, [
      { hall_id: hall.id, slot: 'B', booking_dates: ['2030-06-20'] },
    ]);
    const join = (u: User, payload: Record<string, unknown>) =>
      t.app.inject({ method: 'POST', url: '/api/booking/waitlist', headers: u.headers, payload });
    const wanted = { hall_id: hall.id, slot: 'E', date: '2030-06-20' };
    const res = await join(bilal, wanted);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ hall_name: 'Main Hall', position: 1, notified_at: null });
    expect((await join(bilal, wanted)).statusCode).toBe(409);
    t.clock.advance(1000);
    expect((await join(admin, wanted)).json().position).toBe(2);
    expect((await join(bilal, { ...wanted, date: '2030-06-21' })).statusCode).toBe(422); // free: book it
    expect((await join(bilal, { ...wanted, slot: 'X' })).statusCode).toBe(422);
    expect(await offerFreedSlots(contextOf(t.app.deps))).toBe(0);

    // The hold runs out: the first in line is told, once; the second not yet.
    t.clock.advance(16 * MINUTE);
    await releaseExpiredHolds(contextOf(t.app.deps));
    expect(await offerFreedSlots(contextOf(t.app.deps))).toBe(1);
    expect(await offerFreedSlots(contextOf(t.app.deps))).toBe(0);
    const notes = (await notificationsOf(t, bilal.headers)).filter((n) => n.type === 'booking.waitlist');
    expect(notes).toHaveLength(1);
    const mine = (
      await t.app.inject({ method: 'GET', url: '/api/booking/waitlist', headers: bilal.headers })
    ).json();
    expect(mine[0].notified_at).not.toBeNull();
    expect(held.statusCode).toBe(201);

    const del = (u: User, id: string) =>
      t.app.inject({ method: 'DELETE', url: `/api/booking/waitlist/${id}`, headers: u.headers });
    expect((await del(alice, mine[0].id)).statusCode).toBe(404);
    expect((await del(bilal, mine[0].id)).statusCode).toBe(204);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/booking/waitlist', headers: bilal.headers })).json(),
    ).toEqual([]);
  });
});

describe('waitlist after a cancellation', () => {
  it('tells the first in line at once when a family gives up its hold', async () => {
    const holder = await createUser(t);
    const waiter = await createUser(t);
    const held = await book(t, holder.headers, [
      { hall_id: hall.id, slot: 'M', booking_dates: ['2030-07-07'] },
    ]);
    const joined = await t.app.inject({
      method: 'POST',
      url: '/api/booking/waitlist',
      headers: waiter.headers,
      payload: { hall_id: hall.id, slot: 'M', date: '2030-07-07' },
    });
    expect(joined.statusCode).toBe(201);
    await t.app.inject({
      method: 'POST',
      url: `/api/booking/cancel/${held.json().booking.id}`,
      headers: holder.headers,
    });
    const told = (await notificationsOf(t, waiter.headers)).filter((n) => n.type === 'booking.waitlist');
    expect(told).toHaveLength(1);
  });
});

describe('reconciliation of an abandoned order', () => {
  it('asks the gateway less and less often about an order nobody paid', async () => {
    const payer = await createUser(t);
    const res = await book(t, payer.headers, [
      { hall_id: hall.id, slot: 'B', booking_dates: ['2030-05-11'] },
    ]);
    const orderId = res.json().payment.order_id as string;
    const asked: string[] = [];
    const gateway = gatewayOf(t);
    const original = gateway.paymentsOfOrder.bind(gateway);
    gateway.paymentsOfOrder = async (id: string) => {
      asked.push(id);
      return original(id);
    };
    const times = async () => {
      await reconcileOrders(contextOf(t.app.deps));
      return asked.filter((id) => id === orderId).length;
    };
    try {
      t.clock.advance(11 * MINUTE);
      expect(await times()).toBe(1);
      t.clock.advance(5 * MINUTE);
      expect(await times()).toBe(1); // asked 5 minutes ago: not yet
      t.clock.advance(7 * MINUTE);
      expect(await times()).toBe(2); // as long as it had waited (11 minutes) has passed
      t.clock.advance(12 * MINUTE);
      expect(await times()).toBe(2); // now it waits 23 minutes
      t.clock.advance(12 * MINUTE);
      expect(await times()).toBe(3);
    } finally {
      gateway.paymentsOfOrder = original;
    }
  });
});

describe('reminders', () => {
  it('reminds 7 and 1 days before the first date, each once', async () => {
    const b = await bookAndPay(t, alice.headers, hall.id, '2030-01-24');
    const count = async () =>
      (await notificationsOf(t, alice.headers)).filter((n) => n.type === 'booking.reminder').length;
    expect(await remindEvents(contextOf(t.app.deps))).toBe(0); // 9 days ahead
    t.clock.advance(2 * DAY);
    expect(await remindEvents(contextOf(t.app.deps))).toBe(1);
    expect(await remindEvents(contextOf(t.app.deps))).toBe(0);
    t.clock.advance(6 * DAY);
    expect(await remindEvents(contextOf(t.app.deps))).toBe(1);
    expect(await count()).toBe(2);
    expect(b.status).toBe('confirmed');
  });

  it('reminds of a balance a week before its date, and the office sees it overdue after', async () => {
    const res = await book(t, alice.headers, [{ hall_id: adv.id, slot: 'B', booking_dates: ['2030-03-10'] }]);
    const { booking, payment } = res.json();
    expect(booking.balance_due_on).toBe('2030-02-18');
    await pay(t, alice.headers, payment.order_id);
    expect(await remindBalances(contextOf(t.app.deps))).toBe(0);
    t.clock.set('2030-02-12T00:00:00Z');
    expect(await remindBalances(contextOf(t.app.deps))).toBe(1);
    expect(await remindBalances(contextOf(t.app.deps))).toBe(0);
    const overdue = () =>
      t.app.inject({ method: 'GET', url: '/api/admin/bookings/overdue-balances', headers: admin.headers });
    expect((await overdue()).json().map((b: { id: string }) => b.id)).not.toContain(booking.id);
    t.clock.set('2030-02-19T00:00:00Z');
    expect((await overdue()).json().map((b: { id: string }) => b.id)).toContain(booking.id);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/admin/bookings/overdue-balances',
          headers: alice.headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});
