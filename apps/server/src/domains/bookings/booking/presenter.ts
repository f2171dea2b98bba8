import { DELETED_ACCOUNT } from '@samaj/shared';
import { type AdminBooking, type Booking, type BookingStatus, type Slot } from '@samaj/shared';
import { toAdminBookingPayment, toBookingPayment, type PaymentRow } from '../payment/service.ts';
import type { BookingRow, itemsOf, RefundRow, usersOf } from '../repository.ts';
import { iso } from '../common.ts';
import { moneyOf, toBookingRefund } from '../payment/presenter.ts';

/**
 * Bookings as the API answers them: the owner's view and the admin's. The presenters only format: the
 * verb reads what they present with `readBookings` (or `readAdminBookings`, which adds the owners).
 */

/** Bookings with everything their answers show: items and dates, payments, refunds. */
export interface BookingsRead {
  rows: BookingRow[];
  items: Awaited<ReturnType<typeof itemsOf>>['items'];
  dates: Awaited<ReturnType<typeof itemsOf>>['dates'];
  paymentRows: PaymentRow[];
  refundRows: RefundRow[];
}
/** The office's read adds the accounts that made the bookings. */
export interface AdminBookingsRead extends BookingsRead {
  owners: Awaited<ReturnType<typeof usersOf>>;
}

/** The family's answers. */
export function presentBookings(read: BookingsRead): Booking[] {
  const { items, dates, paymentRows, refundRows } = read;
  return read.rows.map((row) => ({
    id: row.id,
    booking_user_type: row.bookingUserType as Booking['booking_user_type'],
    event_name: row.eventName,
    notes: row.notes,
    status: row.status as BookingStatus,
    total_booking_amount: row.totalBookingAmount,
    amount_to_pay: row.amountToPay,
    hold_expires_at: iso(row.holdExpiresAt),
    refund_due: row.refundDue,
    items: items
      .filter((i) => i.item.bookingId === row.id)
      .map((i) => ({
        hall_id: i.item.hallId,
        hall_name: i.hallName,
        slot: i.item.slot as Slot,
        booking_dates: dates.filter((d) => d.itemId === i.item.id).map((d) => d.date),
      })),
    payments: paymentRows.filter((p) => p.bookingId === row.id).map(toBookingPayment),
    created_at: row.createdAt.toISOString(),
    reference: row.reference,
    ...moneyOf(
      row,
      paymentRows.filter((p) => p.bookingId === row.id),
      refundRows.filter((r) => r.bookingId === row.id),
    ),
    refunds: refundRows.filter((r) => r.bookingId === row.id).map(toBookingRefund),
  }));
}

/** The one booking a read of one row answers. */
export const presentBooking = (read: BookingsRead): Booking => presentBookings(read)[0]!;

export function presentAdminBookings(read: AdminBookingsRead): AdminBooking[] {
  const answers = presentBookings(read);
  return read.rows.map((row, i) => {
    // A deleted account's booking is kept for the accounts without the person's name or contacts.
    const owner = read.owners.find((u) => u.id === row.userId);
    return {
      ...answers[i]!,
      payments: read.paymentRows.filter((p) => p.bookingId === row.id).map(toAdminBookingPayment),
      user: owner
        ? { id: owner.id, name: owner.name, mobile: owner.mobile, email: owner.email }
        : { id: null, name: DELETED_ACCOUNT, mobile: null, email: null },
      confirmed_at: iso(row.confirmedAt),
      cancelled_at: iso(row.cancelledAt),
      cancel_reason: row.cancelReason,
      refunded_at: iso(row.refundedAt),
      member_type_unverified: row.memberTypeUnverified,
      amount_mismatch: row.amountMismatch,
    };
  });
}
