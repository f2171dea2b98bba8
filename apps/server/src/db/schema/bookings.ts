import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, id, ts, updatedAt } from './columns.ts';
import { halls } from './halls.ts';
import { users } from './users.ts';

/** A booking: status pending_payment (holding its dates) → confirmed | cancelled | expired. */
export const bookings = pgTable(
  'bookings',
  {
    id: id(),
    /** Null once the account is deleted: the booking is kept, anonymised, for the accounts. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    bookingUserType: text('booking_user_type').notNull(),
    eventName: text('event_name'),
    notes: text('notes'),
    status: text('status').notNull().default('pending_payment'),
    /** Rupees, computed by the server (product spec section 9). */
    totalBookingAmount: integer('total_booking_amount').notNull(),
    amountToPay: integer('amount_to_pay').notNull(),
    holdExpiresAt: ts('hold_expires_at'),
    /** Money arrived for a booking that does not own its dates (late payment, cancelled): refund it. */
    refundDue: boolean('refund_due').notNull().default(false),
    /** A captured payment did not match the order's amount or currency: the office must look at it. */
    amountMismatch: boolean('amount_mismatch').notNull().default(false),
    /** Booked at a member type no admin had confirmed for the user (the office checks it). */
    memberTypeUnverified: boolean('member_type_unverified').notNull().default(false),
    confirmedAt: ts('confirmed_at'),
    cancelledAt: ts('cancelled_at'),
    cancelReason: text('cancel_reason'),
    refundedAt: ts('refunded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('bookings_created_idx').on(t.createdAt.desc(), t.id.desc()),
    index('bookings_hold_idx')
      .on(t.holdExpiresAt)
      .where(sql`${t.status} = 'pending_payment'`),
    check(
      'bookings_status_check',
      sql`${t.status} in ('pending_payment', 'confirmed', 'cancelled', 'expired')`,
    ),
    check('bookings_user_type_check', sql`${t.bookingUserType} in ('CM', 'M', 'NCM')`),
  ],
);

/** One hall and slot of a booking, with the prices (rupees per date) it was priced at. */
export const bookingItems = pgTable(
  'booking_items',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    hallId: uuid('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'restrict' }),
    slot: text('slot').notNull(),
    bookingAmount: integer('booking_amount').notNull(),
    amount: integer('amount').notNull(),
    deposit: integer('deposit').notNull(),
  },
  (t) => [
    index('booking_items_booking_idx').on(t.bookingId),
    check('booking_items_slot_check', sql`${t.slot} in ('M', 'E', 'B')`),
  ],
);

/** The dates of an item; kept for the record whatever the booking's status. */
export const bookingDates = pgTable(
  'booking_dates',
  {
    itemId: uuid('item_id')
      .notNull()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.itemId, t.date] }),
    index('booking_dates_date_idx').on(t.date, t.bookingId),
  ],
);

/**
 * The lock that makes double booking impossible: one row per hall, date and half (M, E) that a
 * booking holds (pending_payment) or owns (confirmed), or that the office has blocked. A full day (B)
 * takes both halves. A booking's rows are deleted in the same transaction that expires or cancels it;
 * a block's go with the block (ON DELETE CASCADE). Each row belongs to exactly one of the two.
 */
export const bookingSlots = pgTable(
  'booking_slots',
  {
    hallId: uuid('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'restrict' }),
    date: date('date', { mode: 'string' }).notNull(),
    half: text('half').notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    blockedDateId: uuid('blocked_date_id').references((): AnyPgColumn => blockedDates.id, {
      onDelete: 'cascade',
    }),
    /** The slot booked or blocked (M, E or B), for calendars. */
    slot: text('slot').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('booking_slots_hall_date_half_key').on(t.hallId, t.date, t.half),
    index('booking_slots_booking_idx').on(t.bookingId),
    index('booking_slots_blocked_date_idx').on(t.blockedDateId),
    check('booking_slots_half_check', sql`${t.half} in ('M', 'E')`),
    check('booking_slots_owner_check', sql`(${t.bookingId} is null) <> (${t.blockedDateId} is null)`),
  ],
);

/** Dates the office closes for booking (maintenance, community events). */
export const blockedDates = pgTable(
  'blocked_dates',
  {
    id: id(),
    hallId: uuid('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('blocked_dates_hall_date_slot_key').on(t.hallId, t.date, t.slot),
    index('blocked_dates_date_idx').on(t.date),
    check('blocked_dates_slot_check', sql`${t.slot} in ('M', 'E', 'B')`),
  ],
);

/** A payment order at the gateway for a booking, and what became of it. Amounts in paise. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    provider: text('provider').notNull(),
    orderId: text('order_id').notNull(),
    paymentId: text('payment_id'),
    /** What the order asks for. */
    amountPaise: integer('amount_paise').notNull(),
    /** What the gateway reported captured, when it differs from amountPaise (refunds return this). */
    capturedPaise: integer('captured_paise'),
    currency: text('currency').notNull().default('INR'),
    status: text('status').notNull().default('created'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_order_id_key').on(t.orderId),
    uniqueIndex('payments_payment_id_key').on(t.paymentId),
    index('payments_booking_idx').on(t.bookingId),
    check('payments_status_check', sql`${t.status} in ('created', 'captured', 'failed', 'refunded')`),
  ],
);

/** Webhook events already handled: each event id once. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  event: text('event').notNull(),
  receivedAt: createdAt(),
});
