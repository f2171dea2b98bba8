import { BOOKING_USER_TYPES, SLOTS, type BookingUserType, type Slot } from '@samaj/shared';
import type { FieldErrors } from '../../../lib/api-error.ts';

/** The draft as the store keeps it in localStorage (the fields `persist` writes). */
export interface StoredDraft {
  booking_user_type: BookingUserType;
  event_name: string;
  notes: string;
  items: { hall_id: string; slot: Slot; booking_dates: string[] }[];
  errors: { status: number; message: string; errors: FieldErrors } | null;
  pending: { booking_id: string; hold_expires_at: string | null; amount_to_pay: number } | null;
}

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  (list as readonly unknown[]).includes(value);
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

function readItem(value: unknown): StoredDraft['items'][number] | undefined {
  if (!isObject(value) || !isString(value.hall_id) || !isOneOf(SLOTS, value.slot)) return undefined;
  const dates = value.booking_dates;
  if (!Array.isArray(dates) || !dates.every((d) => isString(d) && ISO_DATE.test(d))) return undefined;
  return { hall_id: value.hall_id, slot: value.slot, booking_dates: dates as string[] };
}

function readErrors(value: unknown): StoredDraft['errors'] | undefined {
  if (value === null) return null;
  if (!isObject(value) || !isNumber(value.status) || !isString(value.message)) return undefined;
  const fields = value.errors;
  if (!isObject(fields)) return undefined;
  const lists = Object.values(fields);
  if (!lists.every((list) => Array.isArray(list) && list.every(isString))) return undefined;
  return { status: value.status, message: value.message, errors: fields as FieldErrors };
}

function readPending(value: unknown): StoredDraft['pending'] | undefined {
  if (value === null) return null;
  if (!isObject(value) || !isString(value.booking_id) || !isNumber(value.amount_to_pay)) return undefined;
  const expires = value.hold_expires_at;
  if (expires !== null && !isString(expires)) return undefined;
  return { booking_id: value.booking_id, hold_expires_at: expires, amount_to_pay: value.amount_to_pay };
}

/**
 * What is in storage, checked field by field: the draft with only the fields it knows (anything else an
 * older version kept, such as payment orders, is left behind), or null when any field is missing or of
 * the wrong kind, so a damaged or older draft is dropped rather than trusted. Written by hand rather than
 * with zod so the booking pages do not load zod and the shared schemas for it (decision 034).
 */
export function readStoredDraft(value: unknown): StoredDraft | null {
  if (!isObject(value)) return null;
  const { booking_user_type, event_name, notes } = value;
  if (!isOneOf(BOOKING_USER_TYPES, booking_user_type) || !isString(event_name) || !isString(notes))
    return null;
  if (!Array.isArray(value.items)) return null;
  const items = value.items.map(readItem);
  const errors = readErrors(value.errors);
  const pending = readPending(value.pending);
  if (items.some((item) => item === undefined) || errors === undefined || pending === undefined) return null;
  return {
    booking_user_type,
    event_name,
    notes,
    items: items as StoredDraft['items'],
    errors,
    pending,
  };
}
