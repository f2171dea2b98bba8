// Hold, cancel, hold again (decision 041): a date an account let go cannot be held
// by it again for HOLD_COOLDOWN_MINUTES; other families may hold it at once.
import { ERROR_CODES } from '@samaj/shared';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../../test/support/app.ts';
import { book, createHall } from '../../../../test/support/bookings.ts';
import type { Wanted } from './check-items.ts';
import { coolingDown } from './hold-cooldown.ts';

let t: TestApp;
let hall: { id: string; name: string };
let admin: Awaited<ReturnType<typeof createUser>>;
let family: Awaited<ReturnType<typeof createUser>>;
let dayCounter = 0;
/** A fresh date for each test (February 2030 onwards), so the tests do not share a released date. */
const nextDate = () => `2030-02-${String(++dayCounter).padStart(2, '0')}`;
const MINUTE = 60_000;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2030-01-15T09:00:00Z'); // 14:30 in India
  hall = await createHall(t, { name: 'Main Hall' });
  admin = await createUser(t, { isAdmin: true });
});
afterAll(() => t.close());
beforeEach(async () => {
  family = await createUser(t, { name: 'Rukhsana' });
});

const cancel = (id: string, headers = family.headers) =>
  t.app.inject({ method: 'POST', url: `/api/booking/cancel/${id}`, headers });
const later = (minutes: number) => t.clock.set(new Date(t.clock.now().getTime() + minutes * MINUTE));

async function holdThenCancel(slot: string, date: string) {
  const held = await book(t, family.headers, [{ hall_id: hall.id, slot, booking_dates: [date] }]);
  expect(held.statusCode, held.body).toBe(201);
  expect((await cancel(held.json().booking.id)).statusCode).toBe(200);
}

describe('HOLD_COOLDOWN_MINUTES (30 by default)', () => {
  it('refuses the same account the date it cancelled, saying when, until the cooldown ends', async () => {
    const date = nextDate();
    const cancelledAt = t.clock.now();
    await holdThenCancel('B', date);

    later(5);
    const again = await book(t, family.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: [date] }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ERROR_CODES.holdCooldown);
    // Freed 30 minutes after the cancellation, in India time (cancelled at 14:30 IST or later).
    const free = new Date(cancelledAt.getTime() + 30 * MINUTE + 330 * MINUTE).toISOString();
    expect(again.json().message).toBe(
      `${date} (Main Hall, Full Day) was let go from this account a short while ago: it can be held again from ${free.slice(11, 16)} on ${free.slice(0, 10)} (India time).`,
    );
    expect(again.json().errors.booking_dates).toHaveLength(1);
    // In the reader's language, with the date written out.
    const hindi = await t.app.inject({
      method: 'POST',
      url: '/api/booking/new-booking',
      headers: { ...family.headers, 'accept-language': 'hi' },
      payload: {
        booking: { booking_user_type: 'CM' },
        booking_items: [{ hall_id: hall.id, slot: 'B', booking_dates: [date] }],
      },
    });
    expect(hindi.statusCode).toBe(409);
    expect(hindi.json().message).toContain('(भारतीय समय)');
    expect(hindi.json().message).toContain(free.slice(11, 16));

    // Half of it too: the morning was in the full day.
    const morning = await book(t, family.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: [date] }]);
    expect(morning.statusCode).toBe(409);
    expect(morning.json().code).toBe(ERROR_CODES.holdCooldown);

    later(26); // 31 minutes after
    const after = await book(t, family.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: [date] }]);
    expect(after.statusCode, after.body).toBe(201);
  });

  it('leaves other families free to hold it at once, and the account its other dates and halves', async () => {
    const date = nextDate();
    await holdThenCancel('M', date);
    const other = await createUser(t, { name: 'Zubeda' });
    expect(
      (await book(t, family.headers, [{ hall_id: hall.id, slot: 'E', booking_dates: [date] }])).statusCode,
    ).toBe(201);
    expect(
      (await book(t, other.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: [date] }])).statusCode,
    ).toBe(201);
    expect(
      (await book(t, family.headers, [{ hall_id: hall.id, slot: 'M', booking_dates: [nextDate()] }]))
        .statusCode,
    ).toBe(201);
  });

  it('counts a hold the account let expire', async () => {
    const date = nextDate();
    const held = await book(t, family.headers, [{ hall_id: hall.id, slot: 'E', booking_dates: [date] }]);
    expect(held.statusCode).toBe(201);
    later(16); // HOLD_MINUTES is 15: the hold ran out a minute ago
    const again = await book(t, family.headers, [{ hall_id: hall.id, slot: 'E', booking_dates: [date] }]);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe(ERROR_CODES.holdCooldown);
    later(30);
    expect(
      (await book(t, family.headers, [{ hall_id: hall.id, slot: 'E', booking_dates: [date] }])).statusCode,
    ).toBe(201);
  });

  it('does not count a booking the office cancelled', async () => {
    const date = nextDate();
    const held = await book(t, family.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: [date] }]);
    const office = await t.app.inject({
      method: 'POST',
      url: `/api/admin/bookings/${held.json().booking.id}/cancel`,
      headers: admin.headers,
      payload: { reason: 'Entered twice by mistake.' },
    });
    expect(office.statusCode, office.body).toBe(200);
    expect(
      (await book(t, family.headers, [{ hall_id: hall.id, slot: 'B', booking_dates: [date] }])).statusCode,
    ).toBe(201);
  });

  it('names every cooling date of a booking of several, and holds none of them', async () => {
    const [a, b] = [nextDate(), nextDate()];
    await holdThenCancel('B', a);
    await holdThenCancel('B', b);
    const res = await book(t, family.headers, [
      { hall_id: hall.id, slot: 'M', booking_dates: [a, b, nextDate()] },
    ]);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors.booking_dates).toHaveLength(2);
    expect(
      (
        await t.app.inject({ method: 'GET', url: '/api/booking/my-bookings', headers: family.headers })
      ).json(),
    ).toHaveLength(2); // the two cancelled ones only
  });
});

describe('coolingDown', () => {
  const w = (slot: 'M' | 'E' | 'B', date = '2030-03-01', hallId = 'h1') =>
    ({ item: 0, hall: { id: hallId, name: 'Main Hall' }, slot, date }) as unknown as Wanted;
  const now = new Date('2030-01-15T09:00:00Z');
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * MINUTE);
  const released = (slot: string, minutesAgo: number, date = '2030-03-01', hallId = 'h1') => ({
    hallId,
    slot,
    date,
    releasedAt: at(minutesAgo),
  });

  it('matches halves of the same hall and date, and keeps the latest release', () => {
    const clashes = coolingDown([w('B')], [released('M', 20), released('E', 5)], 30 * MINUTE, now);
    expect(clashes).toHaveLength(1);
    expect(clashes[0]!.until).toEqual(new Date(at(5).getTime() + 30 * MINUTE));
  });

  it('ignores the other half, other halls, other dates and releases older than the cooldown', () => {
    expect(
      coolingDown(
        [w('E')],
        [
          released('M', 1),
          released('E', 1, '2030-03-02'),
          released('E', 1, '2030-03-01', 'h2'),
          released('E', 31),
        ],
        30 * MINUTE,
        now,
      ),
    ).toEqual([]);
  });
});
