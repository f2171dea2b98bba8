// Runs only against PostgreSQL (vitest includes *.pg-test.ts when TEST_DATABASE_URL is set): PGlite runs
// one transaction at a time, so a race could never show there.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../../test/support/app.ts';
import { book, createHall } from '../../../../test/support/bookings.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let t: TestApp;
let hallId: string;
let users: Awaited<ReturnType<typeof createUser>>[];
let admin: Awaited<ReturnType<typeof createUser>>;

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set('2030-01-15T09:00:00Z');
  expect(t.database.kind).toBe('postgres');
  hallId = (await createHall(t)).id;
  users = [];
  for (let i = 0; i < 50; i += 1) users.push(await createUser(t));
  admin = await createUser(t, { isAdmin: true });
});
afterAll(() => t.close());

describe('concurrent bookings on PostgreSQL', () => {
  it('50 bookings of the same hall, date and slot at once: exactly one 201, the rest 409', async () => {
    const answers = await Promise.all(
      users.map((u) => book(t, u.headers, [{ hall_id: hallId, slot: 'B', booking_dates: ['2030-06-15'] }])),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(49);
    for (const a of answers.filter((x) => x.statusCode === 409)) {
      expect(a.json().errors.booking_dates[0]).toContain('2030-06-15');
    }
  });

  it('clashing halves race too: mornings, evenings and full days of one date', async () => {
    const slots = ['M', 'E', 'B'];
    const answers = await Promise.all(
      users.map((u, i) =>
        book(t, u.headers, [{ hall_id: hallId, slot: slots[i % 3]!, booking_dates: ['2030-06-16'] }]),
      ),
    );
    const won = answers
      .filter((a) => a.statusCode === 201)
      .map((a) => a.json().booking.items[0].slot as string);
    // Either one full day, or exactly one morning and one evening: never both kinds, never two of one.
    expect(['B', 'E,M']).toContain(won.sort().join());
    expect(won.length + answers.filter((a) => a.statusCode === 409).length).toBe(50);
  });

  it('bookings of different dates at once all succeed', async () => {
    const answers = await Promise.all(
      users.map((u, i) =>
        book(t, u.headers, [
          { hall_id: hallId, slot: 'E', booking_dates: [`2030-07-${String((i % 28) + 1).padStart(2, '0')}`] },
          {
            hall_id: hallId,
            slot: 'M',
            booking_dates: [
              `2030-09-${String((i % 28) + 1).padStart(2, '0')}`,
              `2030-10-${String(28 - (i % 28)).padStart(2, '0')}`,
            ],
          },
        ]),
      ),
    );
    // Users i and i+28 ask for the same dates: exactly one of each pair wins.
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(28);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(22);
  });

  it('a booking and a block of the same date sent together: one of them, never both (40 rounds)', async () => {
    // Families of their own: the earlier tests left the shared ones holding dates (3 holds at most each).
    const families = [];
    for (let i = 0; i < 40; i += 1) families.push(await createUser(t));
    const outcomes = { booking: 0, block: 0 };
    for (let round = 0; round < 40; round += 1) {
      const date = `2031-0${1 + Math.floor(round / 28)}-${String((round % 28) + 1).padStart(2, '0')}`;
      const slot = round >= 28 ? 'E' : 'B';
      // The block starts a little later in some rounds, so each side sometimes gets there first.
      const delay = (round % 4) * 4;
      const [booked, blocked] = await Promise.all([
        book(t, families[round]!.headers, [{ hall_id: hallId, slot: 'B', booking_dates: [date] }]),
        sleep(delay).then(() =>
          t.app.inject({
            method: 'POST',
            url: '/api/admin/blocked-dates',
            headers: admin.headers,
            payload: { hall_id: hallId, slot, from: date, to: date },
          }),
        ),
      ]);
      const won = [booked.statusCode === 201, blocked.statusCode === 201];
      expect(
        won.filter(Boolean),
        `round ${round}: ${booked.statusCode} / ${blocked.statusCode}`,
      ).toHaveLength(1);
      if (won[0]) {
        expect(blocked.statusCode).toBe(409);
        outcomes.booking += 1;
      } else {
        // Refused by the pre-check (422) or by the database (409) when the block landed first.
        expect([409, 422]).toContain(booked.statusCode);
        outcomes.block += 1;
      }
    }
    console.log(
      `booking vs block, 40 rounds: ${outcomes.booking} bookings won, ${outcomes.block} blocks won`,
    );
  });
});
