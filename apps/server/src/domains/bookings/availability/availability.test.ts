import { contextOf } from '../../../context.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createUser, type TestApp } from '../../../../test/support/app.ts';
import { createBlockedDates } from '../service.ts';
import { book, createHall } from '../../../../test/support/bookings.ts';

let t: TestApp;
let main: { id: string };
let mini: { id: string };
let user: Awaited<ReturnType<typeof createUser>>;

const month = (payload: unknown) =>
  t.app.inject({ method: 'POST', url: '/api/hall/check-availablility-month', payload: payload as object });

beforeAll(async () => {
  t = await buildTestApp();
  // 2030-01-15, 14:30 in India.
  t.clock.set('2030-01-15T09:00:00Z');
  main = await createHall(t, { name: 'Main Hall' });
  mini = await createHall(t, { name: 'Mini Hall' });
  user = await createUser(t);
  // Main Hall: 20th full day, 21st morning, 22nd evening; 23rd evening blocked.
  expect(
    (await book(t, user.headers, [{ hall_id: main.id, slot: 'B', booking_dates: ['2030-01-20'] }]))
      .statusCode,
  ).toBe(201);
  expect(
    (
      await book(t, user.headers, [
        { hall_id: main.id, slot: 'M', booking_dates: ['2030-01-21'] },
        { hall_id: main.id, slot: 'E', booking_dates: ['2030-01-22'] },
      ])
    ).statusCode,
  ).toBe(201);
  await createBlockedDates(contextOf(t.app.deps), {
    hall_id: main.id,
    slot: 'E',
    from: '2030-01-23',
    to: '2030-01-23',
    reason: '',
  });
});
afterAll(() => t.close());

describe('POST /api/hall/check-availablility-month', () => {
  it('lists the free dates of the month from today on, applying the slot rule', async () => {
    const morning: string[] = (await month({ hall_id: main.id, slot: 'M', year: 2030, month: 1 })).json();
    expect(morning[0]).toBe('2030-01-15');
    expect(morning).toHaveLength(17 - 2);
    expect(morning).not.toContain('2030-01-20');
    expect(morning).not.toContain('2030-01-21');
    expect(morning).toContain('2030-01-22');
    expect(morning).toContain('2030-01-23');
    const evening: string[] = (await month({ hall_id: main.id, slot: 'E', year: 2030, month: 1 })).json();
    expect(evening.filter((d) => d >= '2030-01-20' && d <= '2030-01-23')).toEqual(['2030-01-21']);
    const full: string[] = (await month({ hall_id: main.id, slot: 'B', year: 2030, month: 1 })).json();
    expect(full.filter((d) => d >= '2030-01-20' && d <= '2030-01-24')).toEqual(['2030-01-24']);
    // Another hall is untouched; a whole later month is free; a past month has nothing.
    expect((await month({ hall_id: mini.id, slot: 'B', year: 2030, month: 1 })).json()).toHaveLength(17);
    expect((await month({ hall_id: mini.id, slot: 'B', year: 2030, month: 2 })).json()).toHaveLength(28);
    expect((await month({ hall_id: mini.id, slot: 'B', year: 2029, month: 12 })).json()).toEqual([]);
  });

  it('is public: answers without a login, with dates only (nothing of who booked)', async () => {
    const res = await month({ hall_id: main.id, slot: 'E', year: 2030, month: 1 });
    expect(res.statusCode).toBe(200);
    const body: unknown = res.json();
    expect(Array.isArray(body)).toBe(true);
    for (const value of body as unknown[]) expect(value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(res.body).not.toContain(user.id);
  });

  it('answers 200 [] on any failure: bad input, unknown hall, malformed JSON', async () => {
    const bad = [
      {},
      { hall_id: main.id, slot: 'X', year: 2030, month: 1 },
      { hall_id: main.id, slot: 'M', year: 2030, month: 13 },
      { hall_id: 'nope', slot: 'M', year: 2030, month: 1 },
      { hall_id: '00000000-0000-4000-8000-000000000000', slot: 'M', year: 2030, month: 1 },
    ];
    for (const payload of bad) {
      const res = await month(payload);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([]);
    }
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/hall/check-availablility-month',
      headers: { 'content-type': 'application/json' },
      payload: '{"hall_id":',
    });
    expect(broken.statusCode).toBe(200);
    expect(broken.json()).toEqual([]);
  });
});

describe('POST /api/hall/check-availablility', () => {
  it('answers every hall × date × slot combination', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hall/check-availablility',
      payload: { halls: [main.id, mini.id], start: '2030-01-14', end: '2030-01-21', slots: ['M', 'E', 'B'] },
    });
    expect(res.statusCode).toBe(200);
    const data: { hall_id: string; date: string; slot: string; available: boolean }[] = res.json().data;
    expect(data).toHaveLength(2 * 8 * 3);
    const at = (hall: string, date: string, slot: string) =>
      data.find((d) => d.hall_id === hall && d.date === date && d.slot === slot)?.available;
    expect(at(main.id, '2030-01-14', 'M')).toBe(false); // yesterday
    expect(at(main.id, '2030-01-15', 'B')).toBe(true); // today
    expect(at(main.id, '2030-01-20', 'M')).toBe(false);
    expect(at(main.id, '2030-01-21', 'E')).toBe(true);
    expect(at(main.id, '2030-01-21', 'B')).toBe(false);
    expect(at(mini.id, '2030-01-20', 'B')).toBe(true);
  });

  it('refuses reversed or oversized ranges and unknown halls with 422', async () => {
    const cases = [
      { halls: [main.id], start: '2030-02-10', end: '2030-02-01', slots: ['M'] },
      { halls: [main.id], start: '2030-01-01', end: '2031-06-01', slots: ['M'] },
      { halls: [main.id, mini.id], start: '2030-01-01', end: '2030-12-31', slots: ['M', 'E', 'B'] },
      {
        halls: ['00000000-0000-4000-8000-000000000000'],
        start: '2030-02-01',
        end: '2030-02-02',
        slots: ['M'],
      },
      { halls: [], start: '2030-02-01', end: '2030-02-02', slots: ['M'] },
      { halls: [main.id], start: 'tomorrow', end: '2030-02-02', slots: ['M'] },
    ];
    for (const payload of cases) {
      const res = await t.app.inject({ method: 'POST', url: '/api/hall/check-availablility', payload });
      expect(res.statusCode, JSON.stringify(payload)).toBe(422);
      expect(res.json().errors).toBeDefined();
    }
  });
});

describe('POST /api/hall/check-availablility-new', () => {
  it('gives every hall its free dates for the slot and whether the whole range is free', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/hall/check-availablility-new',
      payload: { start: '2030-01-19', end: '2030-01-22', selected_slot: 'E' },
    });
    expect(res.statusCode).toBe(200);
    const data: {
      hall: { id: string; name: string };
      available_dates: string[];
      fully_available: boolean;
    }[] = res.json().data;
    const mainRow = data.find((d) => d.hall.id === main.id)!;
    expect(mainRow.hall.name).toBe('Main Hall');
    expect(mainRow.available_dates).toEqual(['2030-01-19', '2030-01-21']);
    expect(mainRow.fully_available).toBe(false);
    const miniRow = data.find((d) => d.hall.id === mini.id)!;
    expect(miniRow).toMatchObject({ fully_available: true });
    expect(miniRow.available_dates).toHaveLength(4);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/hall/check-availablility-new',
      payload: { start: '2030-01-19', end: '2030-01-22', selected_slot: 'Z' },
    });
    expect(bad.statusCode).toBe(422);
  });
});
