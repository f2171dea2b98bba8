import { describe, expect, it } from 'vitest';
import { readStoredDraft } from './stored-draft.ts';

const draft = {
  booking_user_type: 'CM',
  event_name: 'Walima',
  notes: 'Evening',
  items: [{ hall_id: 'h1', slot: 'B', booking_dates: ['2026-12-09', '2026-12-10'] }],
  errors: { status: 422, message: 'Invalid', errors: { 'items.0.slot': ['Taken.'] } },
  pending: { booking_id: 'b1', hold_expires_at: '2026-12-01T10:00:00Z', amount_to_pay: 5000 },
};

describe('readStoredDraft', () => {
  it('reads a whole draft back, with no error and no pending booking too', () => {
    expect(readStoredDraft(draft)).toEqual(draft);
    const plain = { ...draft, errors: null, pending: { ...draft.pending, hold_expires_at: null } };
    expect(readStoredDraft(plain)).toEqual(plain);
  });

  it('keeps only the fields it knows, at every level', () => {
    const read = readStoredDraft({
      ...draft,
      checkouts: { b1: { provider: 'simulated', order_id: 'order_sim_1' } },
      items: [{ ...draft.items[0], extra: 1 }],
      pending: { ...draft.pending, order_id: 'order_1' },
    });
    expect(read).toEqual(draft);
    expect(read).not.toHaveProperty('checkouts');
  });

  it.each([
    ['not an object', 'nonsense'],
    ['null', null],
    ['items not a list', { ...draft, items: 'nonsense' }],
    ['an unknown user type', { ...draft, booking_user_type: 'XX' }],
    ['an unknown slot', { ...draft, items: [{ ...draft.items[0], slot: 'N' }] }],
    ['a date not a date', { ...draft, items: [{ ...draft.items[0], booking_dates: ['9 Dec'] }] }],
    ['a missing event name', { ...draft, event_name: undefined }],
    ['errors without their list', { ...draft, errors: { status: 422, message: 'Invalid' } }],
    ['an error list of numbers', { ...draft, errors: { ...draft.errors, errors: { a: [1] } } }],
    [
      'a pending booking without its amount',
      { ...draft, pending: { booking_id: 'b1', hold_expires_at: null } },
    ],
    [
      'a pending booking with a numeric expiry',
      { ...draft, pending: { ...draft.pending, hold_expires_at: 5 } },
    ],
  ])('drops a draft with %s', (_, value) => {
    expect(readStoredDraft(value)).toBeNull();
  });
});
