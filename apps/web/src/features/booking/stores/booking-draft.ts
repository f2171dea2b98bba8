import { slotsConflict, type BookingUserType, type Slot } from '@samaj/shared';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import type { FieldErrors } from '../../../lib/api-error.ts';
import { onSessionDataCleared, STORAGE_KEYS } from '../../../lib/storage.ts';
import { sortedDates } from '../utils/calendar-dates.ts';
import { readStoredDraft } from './stored-draft.ts';

export interface DraftItem {
  hall_id: string;
  slot: Slot;
  booking_dates: string[];
}

/** Product spec section 8: a failed new-booking call's error body, kept with the draft it was about. */
export interface BookingErrors {
  status: number;
  message: string;
  errors: FieldErrors;
}

/** The booking this draft became, while it waits for its payment. */
export interface PendingBooking {
  booking_id: string;
  hold_expires_at: string | null;
  amount_to_pay: number;
}

interface DraftData {
  booking_user_type: BookingUserType;
  event_name: string;
  notes: string;
  items: DraftItem[];
  errors: BookingErrors | null;
  pending: PendingBooking | null;
}

interface DraftActions {
  setUserType: (type: BookingUserType) => void;
  setEventName: (value: string) => void;
  setNotes: (value: string) => void;
  /** Adds dates for a hall and slot; dates already there (or clashing with another item) are skipped. */
  addItem: (item: DraftItem) => void;
  removeItem: (index: number) => void;
  removeLastItem: () => void;
  removeDate: (index: number, date: string) => void;
  setErrors: (errors: BookingErrors | null) => void;
  /**
   * The booking this draft became. No payment order is kept with it: "Pay now" asks the server for the
   * checkout each time, so a booking cancelled or paid elsewhere cannot be paid from this device.
   */
  setPending: (pending: PendingBooking) => void;
  clearPending: () => void;
  /** This booking is no longer the draft's pending one (paid, cancelled, gone). */
  forgetBooking: (bookingId: string) => void;
  /** After a successful payment: a fresh draft (the user type is kept, families rarely change it). */
  clearDraft: () => void;
}

export type BookingDraftState = DraftData & DraftActions;

const initialData: DraftData = {
  booking_user_type: 'CM',
  event_name: '',
  notes: '',
  items: [],
  errors: null,
  pending: null,
};

/** A date the draft already holds for this hall, in this slot or one that clashes with it. */
export function draftTakes(items: readonly DraftItem[], hallId: string, slot: Slot, date: string): boolean {
  return items.some(
    (item) => item.hall_id === hallId && slotsConflict(item.slot, slot) && item.booking_dates.includes(date),
  );
}

/** An edit of the items makes the stored errors and the pending booking stale. */
const edited = { errors: null, pending: null } as const;

export const useBookingDraft = create<BookingDraftState>()(
  persist(
    (set) => ({
      ...initialData,
      setUserType: (booking_user_type) => set({ booking_user_type, ...edited }),
      setEventName: (event_name) => set({ event_name }),
      setNotes: (notes) => set({ notes }),
      addItem: ({ hall_id, slot, booking_dates }) =>
        set((state) => {
          const fresh = booking_dates.filter((date) => !draftTakes(state.items, hall_id, slot, date));
          if (fresh.length === 0) return state;
          const index = state.items.findIndex((item) => item.hall_id === hall_id && item.slot === slot);
          if (index === -1) {
            return {
              items: [...state.items, { hall_id, slot, booking_dates: sortedDates(fresh) }],
              ...edited,
            };
          }
          const items = state.items.map((item, i) =>
            i === index ? { ...item, booking_dates: sortedDates([...item.booking_dates, ...fresh]) } : item,
          );
          return { items, ...edited };
        }),
      removeItem: (index) =>
        set((state) => ({ items: state.items.filter((_, i) => i !== index), ...edited })),
      removeLastItem: () => set((state) => ({ items: state.items.slice(0, -1), ...edited })),
      removeDate: (index, date) =>
        set((state) => ({
          items: state.items
            .map((item, i) =>
              i === index ? { ...item, booking_dates: item.booking_dates.filter((d) => d !== date) } : item,
            )
            .filter((item) => item.booking_dates.length > 0),
          ...edited,
        })),
      setErrors: (errors) => set({ errors }),
      setPending: (pending) => set({ pending, errors: null }),
      clearPending: () => set({ pending: null }),
      forgetBooking: (bookingId) =>
        set((state) => (state.pending?.booking_id === bookingId ? { pending: null } : state)),
      clearDraft: () =>
        set((state) => ({
          ...initialData,
          booking_user_type: state.booking_user_type,
        })),
    }),
    {
      name: STORAGE_KEYS.bookingDraft,
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ booking_user_type, event_name, notes, items, errors, pending }) => ({
        booking_user_type,
        event_name,
        notes,
        items,
        errors,
        pending,
      }),
      // What is in storage is checked: a damaged or older draft is dropped rather than trusted (payment
      // orders an older version kept are not read back).
      merge: (persisted, current) => {
        const stored = readStoredDraft(persisted);
        return stored ? { ...current, ...stored } : current;
      },
    },
  ),
);

onSessionDataCleared(() => useBookingDraft.setState(initialData));

// Another tab changed the draft (cancelled its booking, paid it, cleared it): this tab follows.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === STORAGE_KEYS.bookingDraft) void useBookingDraft.persist.rehydrate();
  });
}
