import { afterEach, describe, expect, it } from 'vitest';
import { clearSessionData, STORAGE_KEYS } from '../../../lib/storage.ts';
import { useBookingDraft } from './booking-draft.ts';

const HALL = 'hall-1';

function stored() {
  const raw = localStorage.getItem(STORAGE_KEYS.bookingDraft);
  return raw ? (JSON.parse(raw) as { state: Record<string, unknown> }).state : null;
}

afterEach(() => useBookingDraft.getState().clearDraft());

describe('booking draft store', () => {
  it('merges dates for the same hall and slot and skips dates that clash with another item', () => {
    const draft = useBookingDraft.getState();
    draft.addItem({ hall_id: HALL, slot: 'E', booking_dates: ['2026-12-07', '2026-12-05'] });
    draft.addItem({ hall_id: HALL, slot: 'E', booking_dates: ['2026-12-06', '2026-12-05'] });
    // A full day on the 5th clashes with the evening already there; the 8th is new.
    draft.addItem({ hall_id: HALL, slot: 'B', booking_dates: ['2026-12-05', '2026-12-08'] });
    // The morning does not clash with the evening.
    draft.addItem({ hall_id: HALL, slot: 'M', booking_dates: ['2026-12-06'] });
    expect(useBookingDraft.getState().items).toEqual([
      { hall_id: HALL, slot: 'E', booking_dates: ['2026-12-05', '2026-12-06', '2026-12-07'] },
      { hall_id: HALL, slot: 'B', booking_dates: ['2026-12-08'] },
      { hall_id: HALL, slot: 'M', booking_dates: ['2026-12-06'] },
    ]);
  });

  it('removes the last item, any item, or one date; an item left without dates goes', () => {
    const draft = useBookingDraft.getState();
    draft.addItem({ hall_id: 'a', slot: 'M', booking_dates: ['2026-12-01'] });
    draft.addItem({ hall_id: 'b', slot: 'M', booking_dates: ['2026-12-02', '2026-12-03'] });
    draft.addItem({ hall_id: 'c', slot: 'M', booking_dates: ['2026-12-04'] });
    useBookingDraft.getState().removeLastItem();
    expect(useBookingDraft.getState().items.map((item) => item.hall_id)).toEqual(['a', 'b']);
    useBookingDraft.getState().removeItem(0);
    expect(useBookingDraft.getState().items.map((item) => item.hall_id)).toEqual(['b']);
    useBookingDraft.getState().removeDate(0, '2026-12-02');
    expect(useBookingDraft.getState().items[0]?.booking_dates).toEqual(['2026-12-03']);
    useBookingDraft.getState().removeDate(0, '2026-12-03');
    expect(useBookingDraft.getState().items).toEqual([]);
  });

  it('persists in localStorage under the booking draft key, and an edit clears stale server errors', () => {
    const draft = useBookingDraft.getState();
    draft.setUserType('NCM');
    draft.addItem({ hall_id: HALL, slot: 'B', booking_dates: ['2026-12-05'] });
    draft.setErrors({ status: 409, message: 'Taken', errors: { booking_dates: ['2026-12-05'] } });
    expect(stored()).toMatchObject({
      booking_user_type: 'NCM',
      items: [{ hall_id: HALL, slot: 'B', booking_dates: ['2026-12-05'] }],
      errors: { status: 409 },
    });
    useBookingDraft.getState().removeLastItem();
    expect(stored()).toMatchObject({ items: [], errors: null });
  });

  it('reads a stored draft back, and ignores a damaged one', async () => {
    localStorage.setItem(
      STORAGE_KEYS.bookingDraft,
      JSON.stringify({
        version: 1,
        state: {
          booking_user_type: 'M',
          event_name: 'Walima',
          notes: '',
          items: [{ hall_id: HALL, slot: 'M', booking_dates: ['2026-12-09'] }],
          errors: null,
          pending: null,
          // An older version kept payment orders here: not read back.
          checkouts: { b1: { provider: 'simulated', order_id: 'order_sim_1' } },
        },
      }),
    );
    await useBookingDraft.persist.rehydrate();
    expect(useBookingDraft.getState()).toMatchObject({ booking_user_type: 'M', event_name: 'Walima' });
    expect(useBookingDraft.getState()).not.toHaveProperty('checkouts');

    localStorage.setItem(
      STORAGE_KEYS.bookingDraft,
      JSON.stringify({ version: 1, state: { items: 'nonsense' } }),
    );
    useBookingDraft.setState({ items: [] });
    await useBookingDraft.persist.rehydrate();
    expect(useBookingDraft.getState().items).toEqual([]);
  });

  it('is cleared on logout, in memory and in storage', () => {
    useBookingDraft.getState().addItem({ hall_id: HALL, slot: 'E', booking_dates: ['2026-12-05'] });
    useBookingDraft.getState().setEventName('Wedding');
    clearSessionData();
    expect(useBookingDraft.getState()).toMatchObject({ items: [], event_name: '', pending: null });
    expect(localStorage.getItem(STORAGE_KEYS.bookingDraft)).toBeNull();
  });
});
