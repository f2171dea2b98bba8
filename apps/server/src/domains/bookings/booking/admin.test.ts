import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminCall, type AuditOf, openOffice } from '../../../../test/support/admin.ts';
import { createUser, type TestApp } from '../../../../test/support/app.ts';
import { book as bookItems, createHall, pay as payOrder } from '../../../../test/support/bookings.ts';

// The office's booking routes: lists, the calendar, cancel and refund, blocked dates, the dashboard's
// counts; each change audited.
let t: TestApp, as: AdminCall, latestAudit: AuditOf, hallId: string;
beforeAll(async () => {
  // Today in India is 2030-01-15.
  ({ t, call: as, latestAudit } = await openOffice({ name: 'Office', now: '2030-01-15T09:00:00Z' }));
  hallId = (await createHall(t, { name: 'Main Hall' })).id;
});
afterAll(() => t.close());

const book = (headers: { authorization: string }, slot: string, dates: string[]) =>
  bookItems(t, headers, [{ hall_id: hallId, slot, booking_dates: dates }]);
const pay = async (headers: { authorization: string }, orderId: string) =>
  (await payOrder(t, headers, orderId)).res;
/** Blocks dates of the Main Hall as the office: a slot with `date`, or `from` and `to`, and a reason. */
const blockDates = (body: Record<string, unknown>) =>
  as('POST', '/api/admin/blocked-dates', { hall_id: hallId, ...body });

describe('blocked dates', () => {
  it('blocks a range in one action; booking refuses those dates (422); unblocking frees one; all audited', async () => {
    const res = await blockDates({
      slot: 'B',
      from: '2030-03-01',
      to: '2030-03-03',
      reason: 'Renovation',
    });
    expect(res.statusCode).toBe(201);
    const blocked: { id: string; date: string; slot: string; reason: string }[] = res.json();
    expect(blocked.map((b) => b.date)).toEqual(['2030-03-01', '2030-03-02', '2030-03-03']);
    expect(blocked.every((b) => b.slot === 'B' && b.reason === 'Renovation')).toBe(true);
    expect(await latestAudit(hallId)).toMatchObject({
      action: 'blocked_dates.create',
      entity_type: 'hall',
      after: { slot: 'B', from: '2030-03-01', to: '2030-03-03', reason: 'Renovation' },
    });

    // Blocking a blocked date again is harmless: it answers the block that stands.
    const again = await blockDates({
      slot: 'B',
      date: '2030-03-01',
      reason: '',
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().map((b: { id: string }) => b.id)).toEqual([blocked[0]!.id]);
    const fromSecond = (await as('GET', `/api/admin/blocked-dates?hall_id=${hallId}&from=2030-03-02`)).json();
    expect(fromSecond.map((b: { date: string }) => b.date)).toEqual(['2030-03-02', '2030-03-03']);

    const family = await createUser(t);
    for (const slot of ['M', 'E', 'B']) {
      const refused = await book(family.headers, slot, ['2030-03-02']);
      expect(refused.statusCode).toBe(422);
      expect(refused.json().errors.booking_dates).toBeDefined();
    }
    const listed = (await as('GET', `/api/admin/blocked-dates?hall_id=${hallId}`)).json();
    expect(listed).toHaveLength(3);

    const middle = blocked[1]!;
    expect((await as('DELETE', `/api/admin/blocked-dates/${middle.id}`)).statusCode).toBe(204);
    expect(await latestAudit(middle.id)).toMatchObject({
      action: 'blocked_date.delete',
      before: { date: '2030-03-02', slot: 'B', reason: 'Renovation', hall_id: hallId },
      after: null,
    });
    expect((await book(family.headers, 'M', ['2030-03-02'])).statusCode).toBe(201);
    expect((await book(family.headers, 'M', ['2030-03-03'])).statusCode).toBe(422);
    expect((await as('DELETE', `/api/admin/blocked-dates/${middle.id}`)).statusCode).toBe(404);
  });

  it('takes docs/api.md’s single `date` too, and refuses a date a booking holds (409) or a backwards range', async () => {
    const one = await blockDates({
      slot: 'E',
      date: '2030-04-10',
      reason: 'Jamat meeting',
    });
    expect(one.statusCode).toBe(201);
    expect(one.json().map((b: { date: string }) => b.date)).toEqual(['2030-04-10']);

    const family = await createUser(t);
    expect((await book(family.headers, 'B', ['2030-04-20'])).statusCode).toBe(201);
    const clash = await blockDates({
      slot: 'M',
      from: '2030-04-19',
      to: '2030-04-21',
    });
    expect(clash.statusCode).toBe(409);
    const backwards = await blockDates({
      slot: 'M',
      from: '2030-04-21',
      to: '2030-04-19',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json().errors.to).toBeDefined();
    const past = await blockDates({
      slot: 'M',
      date: '2030-01-14',
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().errors.from[0]).toContain('passed');
    const neither = await blockDates({ slot: 'M' });
    expect(neither.statusCode).toBe(422);
  });
});

describe('the booking list', () => {
  it('pages newest first with a sealed cursor, filters by status and date, refuses a forged cursor', async () => {
    const family = await createUser(t, { name: 'Fatima' });
    const ids: string[] = [];
    for (const date of ['2031-05-01', '2031-05-02', '2031-06-01']) {
      t.clock.advance(1000);
      ids.push((await book(family.headers, 'M', [date])).json().booking.id);
    }
    const page1 = (await as('GET', '/api/admin/bookings?per_page=2')).json();
    expect(page1.data.map((b: { id: string }) => b.id)).toEqual([ids[2], ids[1]]);
    expect(page1.data[0].user).toMatchObject({ id: family.id, name: 'Fatima' });
    const next = new URL(page1.next_page_url, 'http://localhost');
    const page2 = (await as('GET', next.pathname + next.search)).json();
    expect(page2.data.map((b: { id: string }) => b.id)[0]).toEqual(ids[0]);
    const may = (await as('GET', '/api/admin/bookings?from=2031-05-01&to=2031-05-31')).json();
    expect(may.data.map((b: { id: string }) => b.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect((await as('GET', '/api/admin/bookings?cursor=garbage')).statusCode).toBe(422);
  });
});

describe('the calendar', () => {
  it("shows the month's blocked dates with their reason beside its bookings, and no other month's", async () => {
    const family = await createUser(t, { name: 'Zainab' });
    const held = await book(family.headers, 'M', ['2030-09-10']);
    expect(held.statusCode).toBe(201);
    const block = (slot: string, from: string, to: string, reason: string) =>
      blockDates({ slot, from, to, reason });
    expect((await block('E', '2030-09-10', '2030-09-10', 'Cleaning')).statusCode).toBe(201);
    expect((await block('B', '2030-09-30', '2030-10-01', 'Painting')).statusCode).toBe(201);

    const september = (await as('GET', '/api/admin/bookings/calendar?year=2030&month=9')).json();
    expect(september).toEqual([
      {
        kind: 'booking',
        hall_id: hallId,
        hall_name: 'Main Hall',
        date: '2030-09-10',
        slot: 'M',
        booking: {
          id: held.json().booking.id,
          status: 'pending_payment',
          event_name: null,
          user: { id: family.id, name: 'Zainab', mobile: expect.any(String) },
        },
      },
      {
        kind: 'blocked',
        hall_id: hallId,
        hall_name: 'Main Hall',
        date: '2030-09-10',
        slot: 'E',
        blocked: { id: expect.any(String), reason: 'Cleaning' },
      },
      {
        kind: 'blocked',
        hall_id: hallId,
        hall_name: 'Main Hall',
        date: '2030-09-30',
        slot: 'B',
        blocked: { id: expect.any(String), reason: 'Painting' },
      },
    ]);
    const october = (await as('GET', '/api/admin/bookings/calendar?year=2030&month=10')).json();
    expect(october).toEqual([expect.objectContaining({ kind: 'blocked', date: '2030-10-01' })]);
  });
});

describe('bookings', () => {
  it('lists, shows the calendar, cancels a paid booking and settles its refund, with audit records', async () => {
    const family = await createUser(t, { name: 'Fatima' });
    const created = await book(family.headers, 'B', ['2030-05-07']);
    expect(created.statusCode).toBe(201);
    const { booking, payment } = created.json();
    expect((await pay(family.headers, payment.order_id)).statusCode).toBe(200);

    const confirmed = (await as('GET', '/api/admin/bookings?status=confirmed')).json();
    expect(confirmed.data.map((b: { id: string }) => b.id)).toContain(booking.id);
    const inMay = (await as('GET', '/api/admin/bookings?from=2030-05-01&to=2030-05-31')).json();
    expect(inMay.data.map((b: { id: string }) => b.id)).toEqual([booking.id]);
    expect(inMay.data[0].user).toMatchObject({ id: family.id, name: 'Fatima' });

    const may = (await as('GET', '/api/admin/bookings/calendar?year=2030&month=5')).json();
    expect(may).toEqual([
      expect.objectContaining({
        hall_id: hallId,
        date: '2030-05-07',
        slot: 'B',
        booking: expect.objectContaining({ id: booking.id, status: 'confirmed' }),
      }),
    ]);
    expect((await as('GET', '/api/admin/bookings/calendar?year=2030&month=13')).statusCode).toBe(422);
    expect((await as('GET', `/api/admin/bookings/${booking.id}`)).json().status).toBe('confirmed');

    const cancelled = await as('POST', `/api/admin/bookings/${booking.id}/cancel`, {
      reason: 'Hall flooded',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({
      status: 'cancelled',
      refund_due: true,
      cancel_reason: 'Hall flooded',
    });
    expect(await latestAudit(booking.id)).toMatchObject({
      action: 'booking.cancel',
      before: { status: 'confirmed', refund_due: false },
      after: { status: 'cancelled', refund_due: true },
    });
    // The date is free again.
    expect((await as('GET', '/api/admin/bookings/calendar?year=2030&month=5')).json()).toEqual([]);
    expect(
      (await as('POST', `/api/admin/bookings/${booking.id}/cancel`, { reason: 'again' })).statusCode,
    ).toBe(409);

    const refunded = await as('POST', `/api/admin/bookings/${booking.id}/mark-refunded`, {
      via_gateway: false,
    });
    expect(refunded.statusCode).toBe(200);
    expect(refunded.json().refund_due).toBe(false);
    expect(refunded.json().refunded_at).not.toBeNull();
    expect(await latestAudit(booking.id)).toMatchObject({
      action: 'booking.refund',
      before: { refund_due: true, refunded_at: null },
      after: { refund_due: false, via_gateway: false },
    });
    expect((await as('POST', `/api/admin/bookings/${booking.id}/mark-refunded`)).statusCode).toBe(409);
  });

  it('answers 404 for unknown bookings and 422 for a cancel without a reason', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await as('POST', `/api/admin/bookings/${unknown}/cancel`, { reason: 'x' })).statusCode).toBe(404);
    expect((await as('POST', '/api/admin/bookings/nope/mark-refunded')).statusCode).toBe(404);
    expect((await as('GET', '/api/admin/bookings/nope')).statusCode).toBe(404);
    expect((await as('POST', `/api/admin/bookings/${unknown}/cancel`, {})).statusCode).toBe(422);
  });
});

describe('the dashboard', () => {
  it('counts bookings by status and captured payments', async () => {
    const family = await createUser(t);
    const { payment } = (await book(family.headers, 'M', ['2030-08-01'])).json();
    await pay(family.headers, payment.order_id);
    await book(family.headers, 'E', ['2030-08-02']);
    const d = (await as('GET', '/api/admin/dashboard')).json();
    expect(d.bookings.confirmed).toBeGreaterThanOrEqual(1);
    expect(d.bookings.pending_payment).toBeGreaterThanOrEqual(1);
    expect(d.bookings.cancelled).toBeGreaterThanOrEqual(1);
    // Main Hall for CM: 25000 + 10000 a date; the refunded payment of the test above is not captured.
    expect(d.payments).toEqual({ count: 1, captured_amount: 35000 });
    expect(d.refunds_due).toBe(0);
  });
});
