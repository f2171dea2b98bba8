// Booking holes found from outside (docs/api.md, Trust and safety), each through the API: holds that can always be paid, blocks that the
// database refuses on a held date (and that refuse late payments), a cap on held dates per account,
// and member types confirmed by an admin.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../../test/support/app.ts';
import { book, createHall, pay } from '../../../../test/support/bookings.ts';

let t: TestApp;
let hall: { id: string; name: string };
let admin: Awaited<ReturnType<typeof createUser>>;
let user: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp({ HELD_SLOTS_PER_ACCOUNT: '5' });
  t.clock.set('2030-01-15T09:00:00Z');
  hall = await createHall(t, { name: 'Main Hall' });
  admin = await createUser(t, { isAdmin: true });
});
afterAll(() => t.close());
beforeEach(async () => {
  user = await createUser(t, { name: 'Fatima' });
});

const inject = (method: 'GET' | 'POST' | 'DELETE', url: string, headers?: object, payload?: object) =>
  t.app.inject({ method, url, headers: headers as Record<string, string>, payload });
const payFor = (id: string, headers = user.headers) => inject('POST', `/api/booking/${id}/pay`, headers);
const block = (slot: string, from: string, to = from) =>
  inject('POST', '/api/admin/blocked-dates', admin.headers, { hall_id: hall.id, slot, from, to });
const adminBooking = async (id: string) =>
  (await inject('GET', `/api/admin/bookings/${id}`, admin.headers)).json();
const rows = async <T>(query: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(query)) as unknown as { rows: T[] }).rows;

describe('a pending booking is always payable until its hold ends', () => {
  it('makes the missing order on demand (a server that stopped between the booking and its order)', async () => {
    const created = await book(t, user.headers, [
      { hall_id: hall.id, slot: 'B', booking_dates: ['2030-02-01'] },
    ]);
    expect(created.statusCode).toBe(201);
    const { booking, payment } = created.json();

    // The same order again while it is open: no second order at the gateway.
    const again = await payFor(booking.id);
    expect(again.statusCode).toBe(200);
    expect(again.json().payment).toEqual(payment);

    // What a kill -9 between the booking's commit and its payment row leaves behind.
    await t.database.db.execute(sql`delete from payments where booking_id = ${booking.id}`);
    const fresh = await payFor(booking.id);
    expect(fresh.statusCode).toBe(200);
    expect(fresh.json().payment).toMatchObject({ amount: payment.amount, currency: 'INR' });
    expect(fresh.json().payment.order_id).not.toBe(payment.order_id);
    expect(fresh.json().booking.payments).toHaveLength(1);

    const { res } = await pay(t, user.headers, fresh.json().payment.order_id);
    expect(res.statusCode).toBe(200);
    expect(res.json().booking.status).toBe('confirmed');
    const paid = await payFor(booking.id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().message).toBe('This booking is already paid.');
  });

  it('answers 401 and 404 to the wrong callers and 409 once the hold has ended', async () => {
    const { booking } = (
      await book(t, user.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-02-02'] }])
    ).json();
    const stranger = await createUser(t);
    expect((await inject('POST', `/api/booking/${booking.id}/pay`)).statusCode).toBe(401);
    expect((await payFor(booking.id, stranger.headers)).statusCode).toBe(404);
    expect((await payFor('not-a-uuid')).statusCode).toBe(404);
    expect((await payFor('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);

    t.clock.advance(16 * 60_000);
    const late = await payFor(booking.id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toContain('hold on these dates has ended');
    expect(late.json().code).toBe('booking_not_payable');
  });

  it('opens no checkout for a cancelled booking: 409 booking_not_payable and no new order', async () => {
    const { booking, payment } = (
      await book(t, user.headers, [{ hall_id: hall.id, slot: 'E', booking_dates: ['2030-02-03'] }])
    ).json();
    // Its order is gone (as if never recorded): a checkout would have to make a new one.
    await t.database.db.execute(sql`delete from payments where booking_id = ${booking.id}`);
    expect((await inject('POST', `/api/booking/cancel/${booking.id}`, user.headers)).statusCode).toBe(200);

    const refused = await payFor(booking.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      message: 'This booking was cancelled, so it cannot be paid.',
      code: 'booking_not_payable',
    });
    const orders = await rows<{ n: number }>(
      sql`select count(*)::int as n from payments where booking_id = ${booking.id}`,
    );
    expect(orders).toEqual([{ n: 0 }]);
    expect(payment.order_id).toBeTruthy();

    // A paid booking is refused the same way, with its own reason.
    const paidBooking = (
      await book(t, user.headers, [{ hall_id: hall.id, slot: 'E', booking_dates: ['2030-02-04'] }])
    ).json();
    await pay(t, user.headers, paidBooking.payment.order_id);
    const paid = await payFor(paidBooking.booking.id);
    expect(paid.statusCode).toBe(409);
    expect(paid.json().code).toBe('booking_not_payable');
  });
});

describe('blocked dates and bookings exclude each other in the database', () => {
  it('refuses to block a held date (409) and blocks claim their halves', async () => {
    const { booking } = (
      await book(t, user.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-03-01'] }])
    ).json();
    const refused = await block('B', '2030-02-28', '2030-03-02');
    expect(refused.statusCode).toBe(409);
    expect(refused.json().errors.booking_dates).toEqual([
      '2030-03-01 (Main Hall, Full Day) is already booked; cancel that booking first.',
    ]);
    // Nothing of the refused range stayed: the whole block rolled back.
    expect(
      (await inject('GET', '/api/admin/blocked-dates?from=2030-02-28&to=2030-03-02', admin.headers)).json(),
    ).toEqual([]);
    // The evening of that date is free, so it can be blocked; it claims exactly its half.
    expect((await block('E', '2030-03-01')).statusCode).toBe(201);
    const claims = await rows<{ half: string; booking: boolean }>(
      sql`select half, booking_id is not null as booking from booking_slots
          where hall_id = ${hall.id} and date = '2030-03-01' order by half`,
    );
    expect(claims).toEqual([
      { half: 'E', booking: false },
      { half: 'M', booking: true },
    ]);
    expect(booking.status).toBe('pending_payment');
  });

  it('keeps a half closed while another block of the date still covers it', async () => {
    const evening = (await block('E', '2030-03-05')).json()[0];
    const fullDay = (await block('B', '2030-03-05')).json()[0];
    expect(fullDay.slot).toBe('B');
    expect((await inject('DELETE', `/api/admin/blocked-dates/${evening.id}`, admin.headers)).statusCode).toBe(
      204,
    );
    const claims = await rows<{ half: string; blocked_date_id: string }>(
      sql`select half, blocked_date_id from booking_slots
          where hall_id = ${hall.id} and date = '2030-03-05' order by half`,
    );
    expect(claims).toEqual([
      { half: 'E', blocked_date_id: fullDay.id },
      { half: 'M', blocked_date_id: fullDay.id },
    ]);
    expect((await inject('DELETE', `/api/admin/blocked-dates/${fullDay.id}`, admin.headers)).statusCode).toBe(
      204,
    );
    const booked = await book(t, user.headers, [
      { hall_id: hall.id, slot: 'E', booking_dates: ['2030-03-05'] },
    ]);
    expect(booked.statusCode).toBe(201);
  });

  it('turns a late payment for a date blocked meanwhile into refund_due', async () => {
    const { booking, payment } = (
      await book(t, user.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: ['2030-03-10'] }])
    ).json();
    t.clock.advance(16 * 60_000);
    // The hold has run out, so the office may close the date.
    expect((await block('M', '2030-03-10')).statusCode).toBe(201);
    const { res } = await pay(t, user.headers, payment.order_id);
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('refund_due');
    expect(await adminBooking(booking.id)).toMatchObject({ status: 'expired', refund_due: true });
    const slots = await rows<{ n: number }>(
      sql`select count(*)::int as n from booking_slots where booking_id = ${booking.id}`,
    );
    expect(slots[0]!.n).toBe(0);
  });
});

describe('HELD_SLOTS_PER_ACCOUNT caps the hall dates one account holds unpaid', () => {
  it('refuses a booking that would pass the cap with 422, counting only live holds', async () => {
    const dates = (from: number, n: number) =>
      Array.from({ length: n }, (_, i) => `2030-04-${String(from + i).padStart(2, '0')}`);
    const alone = await book(t, user.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: dates(1, 6) }]);
    expect(alone.statusCode).toBe(422);
    expect(alone.json()).toMatchObject({ code: 'held_slots_limit' });
    expect(alone.json().message).toContain('at most 5 hall dates');

    const first = await book(t, user.headers, [
      { hall_id: hall.id, slot: 'M', booking_dates: dates(1, 2) },
      { hall_id: hall.id, slot: 'E', booking_dates: dates(1, 1) },
    ]);
    expect(first.statusCode).toBe(201);
    const over = await book(t, user.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: dates(10, 3) }]);
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      'You can hold at most 5 hall dates at a time until they are paid; you hold 3 and this booking adds 3. Pay for or cancel a booking first.',
    );
    expect(over.json().errors.booking_items).toHaveLength(1);
    expect(
      (await book(t, user.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: dates(10, 2) }]))
        .statusCode,
    ).toBe(201);

    // Paid dates are no longer held: the family may hold more.
    await pay(t, user.headers, first.json().payment.order_id);
    const more = await book(t, user.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: dates(20, 3) }]);
    expect(more.statusCode).toBe(201);
  });
});

describe('member types confirmed by an admin', () => {
  it('an unconfirmed user books as any type, and the admin sees it unverified', async () => {
    const created = await book(
      t,
      user.headers,
      [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-05-01'] }],
      'CM',
    );
    expect(created.statusCode).toBe(201);
    expect(await adminBooking(created.json().booking.id)).toMatchObject({ member_type_unverified: true });
  });

  it('a confirmed type must be the booking type (422), and such bookings are verified', async () => {
    const set = await inject('POST', `/api/admin/users/${user.id}/member-type`, admin.headers, {
      member_type: 'NCM',
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toMatchObject({ id: user.id, member_type: 'NCM' });
    const me = await inject('GET', '/api/matrimonial/user', user.headers);
    expect(me.json().member_type).toBe('NCM');

    const cheaper = await book(
      t,
      user.headers,
      [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-05-02'] }],
      'CM',
    );
    expect(cheaper.statusCode).toBe(422);
    expect(cheaper.json().errors['booking.booking_user_type']).toEqual([
      'Your membership is confirmed as Non Cutchi Memon (NCM): book as NCM, or ask the office to correct it.',
    ]);
    const right = await book(
      t,
      user.headers,
      [{ hall_id: hall.id, slot: 'M', booking_dates: ['2030-05-02'] }],
      'NCM',
    );
    expect(right.statusCode).toBe(201);
    expect(await adminBooking(right.json().booking.id)).toMatchObject({ member_type_unverified: false });

    // Cleared again: any type, unverified.
    t.clock.advance(1000);
    await inject('POST', `/api/admin/users/${user.id}/member-type`, admin.headers, { member_type: null });
    const any = await book(
      t,
      user.headers,
      [{ hall_id: hall.id, slot: 'E', booking_dates: ['2030-05-02'] }],
      'CM',
    );
    expect(any.statusCode).toBe(201);
    expect(await adminBooking(any.json().booking.id)).toMatchObject({ member_type_unverified: true });

    const audit = await inject('GET', '/api/admin/audit?action=user.member_type', admin.headers);
    expect(audit.json().data.map((a: { after: unknown }) => a.after)).toEqual([
      { member_type: null },
      { member_type: 'NCM' },
    ]);
  });

  it('only an admin sets it, to CM, M, NCM or null, on a user that exists', async () => {
    const url = `/api/admin/users/${user.id}/member-type`;
    expect((await inject('POST', url, undefined, { member_type: 'CM' })).statusCode).toBe(401);
    expect((await inject('POST', url, user.headers, { member_type: 'CM' })).statusCode).toBe(403);
    const bad = await inject('POST', url, admin.headers, { member_type: 'XX' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.member_type).toEqual(['The member type must be CM, M, NCM or null.']);
    expect((await inject('POST', url, admin.headers, {})).statusCode).toBe(422);
    const missing = '/api/admin/users/00000000-0000-4000-8000-000000000000/member-type';
    expect((await inject('POST', missing, admin.headers, { member_type: 'CM' })).statusCode).toBe(404);
  });
});
