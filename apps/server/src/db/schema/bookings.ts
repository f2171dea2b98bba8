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
    /** The human reference, SMJ-YYYY-NNNNNN, numbered per year through document_counters. */
    reference: text('reference'),
    /** Rupees due at booking when the halls take an advance (null: amount_to_pay in full). */
    advanceAmount: integer('advance_amount'),
    /** The last day to pay the balance (null when paid in full at booking). */
    balanceDueOn: date('balance_due_on', { mode: 'string' }),
    balanceReminderAt: ts('balance_reminder_at'),
    /** The days-before reminders already sent (REMINDER_DAYS), e.g. [7, 1]. */
    eventRemindersSent: jsonb('event_reminders_sent').$type<number[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('bookings_user_created_idx').on(t.userId, t.createdAt.desc(), t.id.desc()),
    index('bookings_created_idx').on(t.createdAt.desc(), t.id.desc()),
    uniqueIndex('bookings_reference_key').on(t.reference),
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
    /** What the payment is for: the whole amount, the advance or the balance. */
    kind: text('kind').notNull().default('full'),
    /** The receipt's number (RCT/2026-27/000001), given when the payment is captured. */
    receiptNumber: text('receipt_number'),
    /**
     * How it was paid, as the gateway reported it on capture: card, upi, netbanking, wallet or other;
     * with the card's last 4 digits, the UPI id, the bank or the wallet. What the family is shown in
     * place of the gateway's ids (null for a payment captured before these were kept).
     */
    method: text('method'),
    methodDetail: text('method_detail'),
    /** When the reconciliation sweep last asked the gateway about this order. */
    checkedAt: ts('checked_at'),
    raw: jsonb('raw'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('payments_order_id_key').on(t.orderId),
    uniqueIndex('payments_payment_id_key').on(t.paymentId),
    uniqueIndex('payments_receipt_number_key').on(t.receiptNumber),
    index('payments_created_open_idx')
      .on(t.createdAt)
      .where(sql`${t.status} in ('created', 'failed')`),
    check('payments_kind_check', sql`${t.kind} in ('full', 'advance', 'balance')`),
    index('payments_booking_idx').on(t.bookingId),
    check('payments_status_check', sql`${t.status} in ('created', 'captured', 'failed', 'refunded')`),
    check('payments_method_check', sql`${t.method} in ('card', 'upi', 'netbanking', 'wallet', 'other')`),
  ],
);

/** Webhook events already handled: each event id once. */
export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  event: text('event').notNull(),
  receivedAt: createdAt(),
});

/**
 * A refund of (part of) a captured payment. Written pending in the transaction that decides it, its
 * id is the gateway's idempotency key, so a retry after a crash or a second request never refunds
 * twice; refund.processed / refund.failed (or the gateway's answer) settle it.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: id(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    amountPaise: integer('amount_paise').notNull(),
    /** cancellation (by the notice rule) or office (an admin's partial refund). */
    kind: text('kind').notNull(),
    reason: text('reason').notNull().default(''),
    rule: text('rule'),
    status: text('status').notNull().default('pending'),
    gatewayRefundId: text('gateway_refund_id'),
    creditNoteNumber: text('credit_note_number'),
    failureReason: text('failure_reason'),
    attempts: integer('attempts').notNull().default(0),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    raw: jsonb('raw'),
    processedAt: ts('processed_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('refunds_booking_idx').on(t.bookingId),
    uniqueIndex('refunds_gateway_refund_id_key').on(t.gatewayRefundId),
    uniqueIndex('refunds_credit_note_number_key').on(t.creditNoteNumber),
    index('refunds_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
    check('refunds_kind_check', sql`${t.kind} in ('cancellation', 'office')`),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Numbers that must run without gaps or repeats however many servers make them: one row per kind
 * (booking, receipt, credit_note) and period (a year or a financial year), bumped with an upsert.
 */
export const documentCounters = pgTable(
  'document_counters',
  {
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    last: integer('last').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.period] })],
);

/** A family waiting for a taken hall, date and slot; the first in line is told when it frees. */
export const waitlist = pgTable(
  'waitlist',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    hallId: uuid('hall_id')
      .notNull()
      .references(() => halls.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    notifiedAt: ts('notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('waitlist_user_hall_date_slot_key').on(t.userId, t.hallId, t.date, t.slot),
    index('waitlist_hall_date_idx').on(t.hallId, t.date, t.createdAt),
    check('waitlist_slot_check', sql`${t.slot} in ('M', 'E', 'B')`),
  ],
);
