import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCaller } from '../../../test/support/admin.ts';
import { buildTestApp, createUser, type TestApp } from '../../../test/support/app.ts';
import { book, createHall, NOW, pay, setDeviceToken } from '../../../test/support/bookings.ts';

let t: TestApp;
let hallId: string;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(NOW);
  hallId = (await createHall(t, { name: 'Main Hall' })).id;
});
afterAll(() => t.close());

type Headers = { authorization: string };
const get = (headers: Headers, url: string) => t.app.inject({ method: 'GET', url, headers });
const read = (headers: Headers, payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/notifications/read', headers, payload: payload as object });
const unread = async (headers: Headers) =>
  (await get(headers, '/api/notifications/unread-count')).json().count as number;

/** A paid booking of the family's; answers its id. */
async function paidBooking(headers: Headers, date: string) {
  const { booking, payment } = (
    await book(t, headers, [{ hall_id: hallId, slot: 'M', booking_dates: [date] }])
  ).json();
  expect((await pay(t, headers, payment.order_id)).res.statusCode).toBe(200);
  return booking.id as string;
}

describe('notifications', () => {
  it('are written for a family without a device: confirmed, cancelled and refunded, newest first', async () => {
    const family = await createUser(t, { name: 'Amina' });
    const admin = await createUser(t, { isAdmin: true });
    const as = adminCaller(t, admin);
    const id = await paidBooking(family.headers, '2030-03-10');
    t.clock.advance(1000);
    expect(
      (await as('POST', `/api/admin/bookings/${id}/cancel`, { reason: 'Hall flooded' })).statusCode,
    ).toBe(200);
    expect(
      (await as('POST', `/api/admin/bookings/${id}/mark-refunded`, { via_gateway: false })).statusCode,
    ).toBe(200);

    const page = (await get(family.headers, '/api/notifications')).json();
    expect(page.data.map((n: { type: string }) => n.type)).toEqual([
      'booking.refunded',
      'booking.cancelled',
      'booking.confirmed',
    ]);
    expect(page.data[1]).toMatchObject({
      title: 'Booking cancelled',
      body: expect.stringContaining('Hall flooded'),
      data: { type: 'booking', id },
      profile_id: null,
      read_at: null,
    });
    expect(await unread(family.headers)).toBe(3);
    // The office sees nothing of the family's.
    expect((await get(admin.headers, '/api/notifications')).json().data).toEqual([]);
  });

  it('push to the device as well, after the change commits', async () => {
    const family = await createUser(t);
    await setDeviceToken(t, family.id, 'family-phone');
    const before = t.push.sent.length;
    const id = await paidBooking(family.headers, '2030-03-11');
    expect(t.push.sent.slice(before)).toEqual([
      expect.objectContaining({
        to: { tokens: ['family-phone'] },
        message: expect.objectContaining({ title: 'Booking confirmed', data: { type: 'booking', id } }),
      }),
    ]);
  });

  it('are marked read by id (only the caller’s own) or all at once', async () => {
    const family = await createUser(t);
    const other = await createUser(t);
    await paidBooking(family.headers, '2030-03-12');
    await paidBooking(family.headers, '2030-03-13');
    await paidBooking(other.headers, '2030-03-14');
    const [newest] = (await get(family.headers, '/api/notifications')).json().data;
    const othersId = (await get(other.headers, '/api/notifications')).json().data[0].id;

    expect((await read(family.headers, { ids: [newest.id, othersId] })).statusCode).toBe(204);
    expect(await unread(family.headers)).toBe(1);
    expect(await unread(other.headers)).toBe(1);
    const again = (await get(family.headers, '/api/notifications')).json().data;
    expect(again[0].read_at).not.toBeNull();

    expect((await read(family.headers, { all: true })).statusCode).toBe(204);
    expect(await unread(family.headers)).toBe(0);
  });

  it('page with a sealed cursor and refuse bad input and strangers', async () => {
    const family = await createUser(t);
    for (const date of ['2030-03-15', '2030-03-16', '2030-03-17']) {
      t.clock.advance(1000);
      await paidBooking(family.headers, date);
    }
    const first = (await get(family.headers, '/api/notifications?per_page=2')).json();
    expect(first.data).toHaveLength(2);
    const next = new URL(first.next_page_url, 'http://localhost');
    const second = (await get(family.headers, next.pathname + next.search)).json();
    expect(second.data).toHaveLength(1);
    expect((await get(family.headers, '/api/notifications?cursor=forged')).statusCode).toBe(422);

    expect((await read(family.headers, {})).statusCode).toBe(422);
    expect((await read(family.headers, { ids: ['not-an-id'] })).statusCode).toBe(422);
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'POST', url: '/api/notifications/read', payload: { all: true } }))
        .statusCode,
    ).toBe(401);
  });
});
