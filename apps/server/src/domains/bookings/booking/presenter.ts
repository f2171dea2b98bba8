import { DELETED_ACCOUNT } from '@samaj/shared';
import { type AdminBooking, type Booking, type BookingStatus, type Slot } from '@samaj/shared';
import type { DbOrTx } from '../../../db/client.ts';
import { payments, toAdminBookingPayment, toBookingPayment, type PaymentRow } from '../payment/service.ts';
import { itemsOf, refundsOf, usersOf, type BookingRow } from '../repository.ts';
import { iso } from '../common.ts';
import { moneyOf, toBookingRefund } from '../payment/presenter.ts';

/** Bookings as the API answers them: the owner's view and the admin's. */

/** The family's answers, and the payment rows they were made from (the office's answer adds their ids). */
async function answersOf(
  db: DbOrTx,
  rows: BookingRow[],
): Promise<{ answers: Booking[]; paymentRows: PaymentRow[] }> {
  const ids = rows.map((r) => r.id);
  const [{ items, dates }, paymentRows, refundRows] = await Promise.all([
    itemsOf(db, ids),
    payments.ofBookings(db, ids),
    refundsOf(db, ids),
  ]);
  const answers = rows.map((row) => ({
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
  return { answers, paymentRows };
}

export async function toBookings(db: DbOrTx, rows: BookingRow[]): Promise<Booking[]> {
  return (await answersOf(db, rows)).answers;
}

export async function toBooking(db: DbOrTx, row: BookingRow): Promise<Booking> {
  return (await toBookings(db, [row]))[0]!;
}

export async function toAdminBookings(db: DbOrTx, rows: BookingRow[]): Promise<AdminBooking[]> {
  const [{ answers, paymentRows }, owners] = await Promise.all([
    answersOf(db, rows),
    usersOf(db, [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))]),
  ]);
  return rows.map((row, i) => {
    // A deleted account's booking is kept for the accounts without the person's name or contacts.
    const owner = owners.find((u) => u.id === row.userId);
    return {
      ...answers[i]!,
      payments: paymentRows.filter((p) => p.bookingId === row.id).map(toAdminBookingPayment),
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
