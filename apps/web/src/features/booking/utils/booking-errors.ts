import { formatCalendarDate } from '../../../lib/format.ts';
import type { BookingErrors } from '../stores/booking-draft.ts';

export interface DraftErrorView {
  /** Messages about the booking as a whole (a 409's `booking_dates`, for one). */
  general: string[];
  userType: string[];
  eventName: string[];
  notes: string[];
  /** Per item index, as the items were sent. */
  items: Record<number, string[]>;
}

const DATE = /\d{4}-\d{2}-\d{2}/g;

/**
 * The server answers with Laravel-style keys: `booking.booking_user_type`, `booking_items.1.booking_dates.0`,
 * or `booking_dates` for dates that are taken. This sorts them onto the parts of the draft they are about.
 */
export function viewDraftErrors(stored: BookingErrors | null): DraftErrorView {
  const view: DraftErrorView = { general: [], userType: [], eventName: [], notes: [], items: {} };
  if (!stored) return view;
  for (const [key, messages] of Object.entries(stored.errors)) {
    const field = key.replace(/^booking\./, '');
    const item = /^booking_items\.(\d+)/.exec(key);
    if (item) (view.items[Number(item[1])] ??= []).push(...messages);
    else if (field.startsWith('booking_user_type')) view.userType.push(...messages);
    else if (field.startsWith('event_name')) view.eventName.push(...messages);
    else if (field.startsWith('notes')) view.notes.push(...messages);
    else view.general.push(...messages);
  }
  if (view.general.length === 0 && Object.keys(stored.errors).length === 0) view.general.push(stored.message);
  return view;
}

/** The server names dates as 2026-12-19; the app shows them as everywhere else (19 Dec 2026). */
export function readableDates(message: string): string {
  return message.replace(DATE, (date) => formatCalendarDate(date));
}

/**
 * Whether the server's messages name this date of this item: in the item's own errors, or in a message
 * about the whole booking that also names the item's hall ("2026-12-06 (Main Hall, Evening) is no longer
 * available.").
 */
export function isDateFlagged(view: DraftErrorView, index: number, hallName: string, date: string): boolean {
  const own = view.items[index] ?? [];
  if (own.some((message) => message.match(DATE)?.includes(date))) return true;
  return view.general.some((message) => message.match(DATE)?.includes(date) && message.includes(hallName));
}
