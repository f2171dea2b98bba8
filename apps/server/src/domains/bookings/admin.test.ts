import { contextOf } from '../../context.ts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../test/support/app.ts';
import {
  bookingsCalendar,
  cancelBookingByAdmin,
  createBlockedDates,
  deleteBlockedDate,
  listBlockedDates,
  listBookingsForAdmin,
  markRefunded,
} from './service.ts';
import { book, createHall, pay } from '../../../test/support/bookings.ts';

// The admin area's engineer wires these to /api/admin routes; here they are tested as functions.
let t: TestApp;
let hall: { id: string; name: string };
let user: Awaited<ReturnType<typeof createUser>>;
const url = new URL('http://localhost/api/admin/bookings');

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2030-01-15T09:00:00Z');
  hall = await createHall(t, { name: 'Main Hall' });
});
afterAll(() => t.close());
// A new family per test: one family may hold only a few unpaid bookings at once.
beforeEach(async () => {
  user = await createUser(t, { name: 'Fatima' });
});

describe('admin booking functions', () => {
  it('lists bookings newest first in cursor pages, filtered by status and date', async () => {
    const ids: string[] = [];
    for (const date of ['2030-05-01', '2030-05-02', '2030-06-01']) {
      t.clock.advance(1000);
      ids.push(
        (await book(t, user.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: [date] }])).json().booking
          .id,
      );
    }
    const page1 = await listBookingsForAdmin(t.app.deps, { perPage: 2, url });
    expect(page1.data.map((b) => b.id)).toEqual([ids[2], ids[1]]);
    expect(page1.data[0]!.user).toMatchObject({ id: user.id, name: 'Fatima' });
    expect(page1.next_page_url).toContain('cursor=');
    const page2 = await listBookingsForAdmin(t.app.deps, { perPage: 2, url, cursor: page1.next_cursor! });
    expect(page2.data.map((b) => b.id)).toEqual([ids[0]]);
    expect(page2.next_cursor).toBeNull();

    const may = await listBookingsForAdmin(t.app.deps, { from: '2030-05-01', to: '2030-05-31', url });
    expect(may.data.map((b) => b.id).sort()).toEqual([ids[0], ids[1]].sort());
    expect((await listBookingsForAdmin(t.app.deps, { status: 'confirmed', url })).data).toEqual([]);
    await expect(listBookingsForAdmin(t.app.deps, { cursor: 'garbage', url })).rejects.toMatchObject({
      status: 422,
    });
  });

  it('shows the month calendar and cancels a paid booking with refund_due, freeing its dates', async () => {
    const { booking, payment } = (
      await book(t, user.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: ['2030-07-04'] }])
    ).json();
    await pay(t, user.headers, payment.order_id);
    const calendar = await bookingsCalendar(t.app.deps, 2030, 7);
    expect(calendar).toEqual([
      {
        hall_id: hall.id,
        hall_name: 'Main Hall',
        date: '2030-07-04',
        slot: 'B',
        booking: {
          id: booking.id,
          status: 'confirmed',
          event_name: null,
          user: expect.objectContaining({ id: user.id }),
        },
      },
    ]);
    await expect(bookingsCalendar(t.app.deps, 2030, 13)).rejects.toMatchObject({ status: 422 });

    const cancelled = await cancelBookingByAdmin(contextOf(t.app.deps), {
      id: booking.id,
      reason: 'Hall under repair',
    });
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      refund_due: true,
      cancel_reason: 'Hall under repair',
    });
    expect(await bookingsCalendar(t.app.deps, 2030, 7)).toEqual([]);
    await expect(
      cancelBookingByAdmin(contextOf(t.app.deps), { id: booking.id, reason: 'again' }),
    ).rejects.toMatchObject({
      status: 409,
    });
    const settled = await markRefunded(contextOf(t.app.deps), { id: booking.id, viaGateway: false });
    expect(settled).toMatchObject({ refund_due: false });
    expect(settled.payments[0]!.status).toBe('refunded');
    await expect(
      cancelBookingByAdmin(contextOf(t.app.deps), { id: 'nope', reason: 'x' }),
    ).rejects.toMatchObject({ status: 404 });
  });

  it('creates, lists and deletes blocked dates, refusing dates already booked', async () => {
    const created = await createBlockedDates(contextOf(t.app.deps), {
      hall_id: hall.id,
      slot: 'B',
      from: '2030-08-01',
      to: '2030-08-03',
      reason: 'Ramadan programme',
    });
    expect(created.map((b) => b.date)).toEqual(['2030-08-01', '2030-08-02', '2030-08-03']);
    // Blocking again is harmless.
    expect(
      await createBlockedDates(contextOf(t.app.deps), {
        hall_id: hall.id,
        slot: 'B',
        from: '2030-08-01',
        to: '2030-08-01',
        reason: '',
      }),
    ).toHaveLength(1);
    expect((await listBlockedDates(t.app.deps, { from: '2030-08-02' })).map((b) => b.date)).toEqual([
      '2030-08-02',
      '2030-08-03',
    ]);
    await deleteBlockedDate(contextOf(t.app.deps), { id: created[0]!.id });
    expect(
      await listBlockedDates(t.app.deps, { hall_id: hall.id, from: '2030-08-01', to: '2030-08-31' }),
    ).toHaveLength(2);
    await expect(deleteBlockedDate(contextOf(t.app.deps), { id: created[0]!.id })).rejects.toMatchObject({
      status: 404,
    });
    // The date is bookable again.
    expect(
      (await book(t, user.headers, [{ hall_id: hall.id, slot: 'E', booking_dates: ['2030-08-01'] }]))
        .statusCode,
    ).toBe(201);
    await expect(
      createBlockedDates(contextOf(t.app.deps), {
        hall_id: hall.id,
        slot: 'M',
        from: '2030-08-01',
        to: '2030-08-01',
        reason: '',
      }),
    ).resolves.toHaveLength(1);
    await expect(
      createBlockedDates(contextOf(t.app.deps), {
        hall_id: hall.id,
        slot: 'B',
        from: '2030-07-31',
        to: '2030-08-01',
        reason: '',
      }),
    ).rejects.toMatchObject({ status: 409 });
    await expect(
      createBlockedDates(contextOf(t.app.deps), {
        hall_id: hall.id,
        slot: 'B',
        from: '2030-08-05',
        to: '2030-08-04',
        reason: '',
      }),
    ).rejects.toMatchObject({ status: 422 });
  });
});
