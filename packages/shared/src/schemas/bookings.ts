import { z } from 'zod';
import { MAX_BOOKING_ITEMS, MAX_DATES_PER_ITEM } from '../booking-limits.ts';
import { BOOKING_STATUSES, BOOKING_USER_TYPES, SLOTS } from '../enums.ts';
import { cursorQuery, isoDate, uuid } from './common.ts';
import { hall } from './halls.ts';

export const slot = z.enum(SLOTS, { message: 'Must be one of M, E, B.' });
export const bookingUserType = z.enum(BOOKING_USER_TYPES, { message: 'Must be one of CM, M, NCM.' });
export const bookingStatus = z.enum(BOOKING_STATUSES);
export const paymentStatus = z.enum(['created', 'captured', 'failed', 'refunded']);
export const paymentProvider = z.enum(['razorpay', 'simulated']);
/**
 * How a payment was made, as the gateway reported it: card, UPI, net banking, a wallet, or another way
 * (EMI without a card, pay later...). With `method_detail`: the card's last 4 digits, the UPI id, the
 * bank or the wallet.
 */
export const paymentMethod = z.enum(['card', 'upi', 'netbanking', 'wallet', 'other']);
export type PaymentMethod = z.infer<typeof paymentMethod>;

// ---- requests ----

export const bookingItemInput = z.object({
  hall_id: uuid,
  slot,
  booking_dates: z
    .array(isoDate)
    .min(1, 'Choose at least one date.')
    .max(MAX_DATES_PER_ITEM, `At most ${MAX_DATES_PER_ITEM} dates per item.`),
});

/** POST /api/booking/new-booking. No price is accepted: the server computes both amounts. */
export const newBookingBody = z.object({
  booking: z.object({
    booking_user_type: bookingUserType,
    event_name: z.string().trim().max(200).nullish(),
    notes: z.string().trim().max(2000).nullish(),
  }),
  booking_items: z
    .array(bookingItemInput)
    .min(1, 'Add at least one hall and date.')
    .max(MAX_BOOKING_ITEMS, `At most ${MAX_BOOKING_ITEMS} items per booking.`),
});
export type NewBookingBody = z.infer<typeof newBookingBody>;

export const paymentSuccessBody = z.object({
  order_id: z.string().trim().min(1).max(100),
  payment_id: z.string().trim().min(1).max(100),
  razorpay_signature: z.string().trim().min(1).max(200),
});
export type PaymentSuccessBody = z.infer<typeof paymentSuccessBody>;

export const simulatePaymentBody = z.object({ order_id: z.string().trim().min(1).max(100) });
export const simulatePaymentAnswer = z.object({
  order_id: z.string(),
  payment_id: z.string(),
  razorpay_signature: z.string(),
});

export const monthAvailabilityBody = z.object({
  hall_id: uuid,
  slot,
  year: z.coerce.number().int().min(2000).max(2200),
  month: z.coerce.number().int().min(1).max(12),
});
export const availabilityBody = z.object({
  halls: z.array(uuid).min(1).max(50),
  start: isoDate,
  end: isoDate,
  slots: z.array(slot).min(1).max(3),
});
export const availabilityNewBody = z.object({ start: isoDate, end: isoDate, selected_slot: slot });

// ---- answers ----

/** What the browser's checkout needs. `amount` is in paise (the gateway's unit); everything else is rupees. */
export const paymentOrder = z.object({
  provider: paymentProvider,
  key_id: z.string(),
  order_id: z.string(),
  amount: z.number().int(),
  currency: z.literal('INR'),
  name: z.string(),
  description: z.string(),
  prefill: z.object({ name: z.string(), email: z.string(), contact: z.string() }),
});
export type PaymentOrder = z.infer<typeof paymentOrder>;

/**
 * A payment record of a booking as its family reads it; `amount` in rupees. How it was paid (`method`,
 * `method_detail`: "upi" and "family@okaxis", "card" and "4242"), null until the gateway said; never
 * the gateway's own ids or name, which only the office sees (adminBookingPayment).
 */
export const bookingPayment = z.object({
  id: z.uuid(),
  method: paymentMethod.nullable(),
  method_detail: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  status: paymentStatus,
  /** full (the whole amount at booking), advance, or balance. */
  kind: z.enum(['full', 'advance', 'balance']),
  /** RCT/2026-27/000001 once captured. */
  receipt_number: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});

export const refundStatus = z.enum(['pending', 'processed', 'failed']);
/** A refund of a booking (rupees): by the notice rule on cancelling, or the office's. */
export const bookingRefund = z.object({
  id: z.uuid(),
  amount: z.number().int(),
  kind: z.enum(['cancellation', 'office']),
  reason: z.string(),
  rule: z.string().nullable(),
  status: refundStatus,
  credit_note_number: z.string().nullable(),
  created_at: z.string(),
  processed_at: z.string().nullable(),
});
export type BookingRefund = z.infer<typeof bookingRefund>;

export const bookingItem = z.object({
  hall_id: z.uuid(),
  hall_name: z.string(),
  slot,
  booking_dates: z.array(z.string()),
});

export const booking = z.object({
  id: z.uuid(),
  booking_user_type: bookingUserType,
  event_name: z.string().nullable(),
  notes: z.string().nullable(),
  status: bookingStatus,
  total_booking_amount: z.number().int(),
  amount_to_pay: z.number().int(),
  hold_expires_at: z.string().nullable(),
  /** A payment arrived for a booking that no longer holds its dates: the office must refund it. */
  refund_due: z.boolean(),
  items: z.array(bookingItem),
  payments: z.array(bookingPayment),
  created_at: z.string(),
  /** SMJ-YYYY-NNNNNN; null only for a booking made before references existed. */
  reference: z.string().nullable(),
  /** Rupees captured, refunded (processed), and still to pay. */
  amount_paid: z.number().int(),
  amount_refunded: z.number().int(),
  balance_due: z.number().int(),
  /** The last day to pay the balance (null when paid in full at booking). */
  balance_due_on: z.string().nullable(),
  /** What the first payment asks (the advance; amount_to_pay when paid in full). */
  advance_amount: z.number().int(),
  refunds: z.array(bookingRefund),
});
export type Booking = z.infer<typeof booking>;

/** GET /api/booking/{id}/refund-preview (rupees): what cancelling now gives back, and by which rule. */
export const refundPreview = z.object({
  refund_rent: z.number().int(),
  refund_deposit: z.number().int(),
  total: z.number().int(),
  /** e.g. "90:100": at least 90 days before the first date, 100% of the rent. */
  rule: z.string(),
  days_before: z.number().int(),
  percent: z.number().int(),
});
export type RefundPreview = z.infer<typeof refundPreview>;

export const adminRefundBody = z.object({
  amount: z.coerce.number().int('Whole rupees only.').min(1, 'At least 1 rupee.'),
  reason: z.string().trim().min(1, 'Give a reason.').max(500),
});

export const waitlistBody = z.object({ hall_id: uuid, slot, date: isoDate });
export const waitlistEntry = z.object({
  id: z.uuid(),
  hall_id: z.uuid(),
  hall_name: z.string(),
  slot,
  date: z.string(),
  position: z.number().int(),
  notified_at: z.string().nullable(),
  created_at: z.string(),
});
export type WaitlistEntry = z.infer<typeof waitlistEntry>;

/** `payment` is null only when there is nothing to pay (the booking is then confirmed at once). */
export const newBookingAnswer = z.object({ booking, payment: paymentOrder.nullable() });
export const bookingAnswer = z.object({ booking });
/** POST /api/booking/{id}/pay: the checkout of a booking that still holds its dates. */
export const payBookingAnswer = z.object({ booking, payment: paymentOrder });

export const monthAvailabilityAnswer = z.array(z.string());
export const availabilityAnswer = z.object({
  data: z.array(z.object({ hall_id: z.uuid(), date: z.string(), slot, available: z.boolean() })),
});
export const availabilityNewAnswer = z.object({
  data: z.array(z.object({ hall, available_dates: z.array(z.string()), fully_available: z.boolean() })),
});

// ---- admin (routes wired by the admin area) ----

/** A payment as the office reads it: with the gateway's ids, to reconcile with the gateway's dashboard. */
export const adminBookingPayment = bookingPayment.extend({
  provider: paymentProvider,
  order_id: z.string(),
  payment_id: z.string().nullable(),
});
export type AdminBookingPayment = z.infer<typeof adminBookingPayment>;

export const adminBooking = booking.extend({
  payments: z.array(adminBookingPayment),
  /** id and mobile are null for a deleted account's booking, kept anonymised for the accounts. */
  user: z.object({
    id: z.uuid().nullable(),
    name: z.string(),
    mobile: z.string().nullable(),
    email: z.string().nullable(),
  }),
  confirmed_at: z.string().nullable(),
  cancelled_at: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  refunded_at: z.string().nullable(),
  /** Booked at a member type no admin had confirmed for the user. */
  member_type_unverified: z.boolean(),
  /** A captured payment's amount or currency differed from its order's: nothing was confirmed by it. */
  amount_mismatch: z.boolean(),
});
export type AdminBooking = z.infer<typeof adminBooking>;

export const adminBookingsQuery = cursorQuery.extend({
  status: bookingStatus.optional(),
  /** Bookings with at least one date in [from, to]. */
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export const adminCancelBookingBody = z.object({ reason: z.string().trim().min(1).max(500) });

const calendarCell = { hall_id: z.uuid(), hall_name: z.string(), date: z.string(), slot };
/** A hall, date and slot of the office's month: taken by a booking, or closed by the office. */
export const calendarEntry = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('booking'),
    ...calendarCell,
    booking: z.object({
      id: z.uuid(),
      status: bookingStatus,
      event_name: z.string().nullable(),
      user: z.object({ id: z.uuid().nullable(), name: z.string(), mobile: z.string().nullable() }),
    }),
  }),
  z.object({
    kind: z.literal('blocked'),
    ...calendarCell,
    blocked: z.object({ id: z.uuid(), reason: z.string() }),
  }),
]);
export type CalendarEntry = z.infer<typeof calendarEntry>;

export const blockedDate = z.object({
  id: z.uuid(),
  hall_id: z.uuid(),
  hall_name: z.string(),
  slot,
  date: z.string(),
  reason: z.string(),
  created_at: z.string(),
});
export type BlockedDate = z.infer<typeof blockedDate>;

/** Blocks every date from `from` to `to` (one date: from = to). */
export const createBlockedDatesBody = z.object({
  hall_id: uuid,
  slot,
  from: isoDate,
  to: isoDate,
  reason: z.string().trim().max(500).default(''),
});
export type CreateBlockedDatesInput = z.infer<typeof createBlockedDatesBody>;
export const blockedDatesQuery = z.object({
  hall_id: uuid.optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
