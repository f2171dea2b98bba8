import type { Hall } from '@samaj/shared';
import { describe, expect, it } from 'vitest';
import { type Localized, localize } from '../../../i18n/translate.ts';
import { blockedMessages, checkItems, rangeOf } from './check-items.ts';

/** The messages by id (decision 051), as an English answer says them. */
const inEnglish = (errors: Record<string, Localized[]>) =>
  Object.fromEntries(Object.entries(errors).map(([k, list]) => [k, list.map((m) => localize('en', m))]));

const price = { amount: 1, deposit: 1 };
const hall = (id: string, name: string): Hall => ({
  id,
  name,
  short_name: name.slice(0, 4),
  description: '',
  capacity: 0,
  booking_amount: 1,
  payment_amount: { CM: price, M: price, NCM: price },
  advance_percent: 100,
  balance_due_days: 30,
});
const main = hall('11111111-1111-4111-8111-111111111111', 'Main Hall');
const garden = hall('22222222-2222-4222-8222-222222222222', 'Garden');
const hallById = new Map([main, garden].map((h) => [h.id, h]));
const base = { hallById, today: '2030-01-15', horizon: '2030-12-31' };

describe('checkItems', () => {
  it('answers every wanted hall date, in the order asked', () => {
    const { wanted, errors } = checkItems({
      ...base,
      items: [
        { hall_id: main.id, slot: 'M', booking_dates: ['2030-02-01', '2030-02-02'] },
        { hall_id: main.id, slot: 'E', booking_dates: ['2030-02-01'] },
        { hall_id: garden.id, slot: 'B', booking_dates: ['2030-02-01'] },
      ],
    });
    expect(errors).toEqual({});
    expect(wanted.map((w) => `${w.item} ${w.hall.name} ${w.slot} ${w.date}`)).toEqual([
      '0 Main Hall M 2030-02-01',
      '0 Main Hall M 2030-02-02',
      '1 Main Hall E 2030-02-01',
      '2 Garden B 2030-02-01',
    ]);
  });

  it('reports every rule broken, by field: unknown hall, past, beyond the horizon, overlaps', () => {
    const { errors } = checkItems({
      ...base,
      items: [
        { hall_id: '33333333-3333-4333-8333-333333333333', slot: 'M', booking_dates: ['2030-02-01'] },
        { hall_id: main.id, slot: 'B', booking_dates: ['2030-01-14', '2031-01-01', '2030-03-01'] },
        { hall_id: main.id, slot: 'E', booking_dates: ['2030-03-01'] },
      ],
    });
    expect(inEnglish(errors)).toEqual({
      'booking_items.0.hall_id': ['The selected hall does not exist.'],
      'booking_items.1.booking_dates.0': ['2030-01-14 is in the past.'],
      'booking_items.1.booking_dates.1': ['2031-01-01 is too far ahead: bookings open 730 days ahead.'],
      'booking_items.2.booking_dates.0': [
        '2030-03-01 (Main Hall, Evening) overlaps 2030-03-01 (Main Hall, Full Day) in this booking.',
      ],
    });
  });

  it('lets today and the horizon itself be booked', () => {
    const { errors } = checkItems({
      ...base,
      items: [{ hall_id: main.id, slot: 'M', booking_dates: ['2030-01-15', '2030-12-31'] }],
    });
    expect(errors).toEqual({});
  });
});

describe('blockedMessages and rangeOf', () => {
  const { wanted } = checkItems({
    ...base,
    items: [
      { hall_id: main.id, slot: 'M', booking_dates: ['2030-02-03', '2030-02-01'] },
      { hall_id: garden.id, slot: 'E', booking_dates: ['2030-02-02'] },
    ],
  });

  it('names the wanted dates whose slot clashes with a block', () => {
    expect(
      blockedMessages(wanted, [
        { hallId: main.id, date: '2030-02-01', slot: 'B' },
        { hallId: main.id, date: '2030-02-03', slot: 'E' },
        { hallId: garden.id, date: '2030-02-02', slot: 'E' },
      ]).map((m) => localize('en', m)),
    ).toEqual([
      '2030-02-01 (Main Hall, Morning) is not open for booking.',
      '2030-02-02 (Garden, Evening) is not open for booking.',
    ]);
    expect(blockedMessages(wanted, [])).toEqual([]);
  });

  it('spans the halls and the first to the last date', () => {
    expect(rangeOf(wanted)).toEqual({ hallIds: [main.id, garden.id], from: '2030-02-01', to: '2030-02-03' });
  });
});
