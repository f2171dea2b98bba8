import type { AdminBooking, Booking } from '@samaj/shared';
import type { Ctx } from '../../../context.ts';
import { payments } from '../payment/service.ts';
import { itemsOf, refundsOf, usersOf, type BookingRow } from '../repository.ts';
import {
  type AdminBookingsRead,
  type BookingsRead,
  presentAdminBookings,
  presentBooking,
  presentBookings,
} from './presenter.ts';

/** What a booking's answer shows, read for the verbs that answer bookings (presenter.ts formats it). */

/** Reads what the answers of `rows` show (three queries, whatever the number of bookings). */
export async function readBookings(ctx: Ctx, rows: BookingRow[]): Promise<BookingsRead> {
  const { db } = ctx;
  const ids = rows.map((r) => r.id);
  const [{ items, dates }, paymentRows, refundRows] = await Promise.all([
    itemsOf(db, ids),
    payments.ofBookings(db, ids),
    refundsOf(db, ids),
  ]);
  return { rows, items, dates, paymentRows, refundRows };
}

export async function readAdminBookings(ctx: Ctx, rows: BookingRow[]): Promise<AdminBookingsRead> {
  const [read, owners] = await Promise.all([
    readBookings(ctx, rows),
    usersOf(ctx.db, [...new Set(rows.flatMap((r) => (r.userId ? [r.userId] : [])))]),
  ]);
  return { ...read, owners };
}

/** Reads and presents bookings: what a verb answers. */
export async function bookingAnswers(ctx: Ctx, rows: BookingRow[]): Promise<Booking[]> {
  return presentBookings(await readBookings(ctx, rows));
}

/** Reads and presents one booking: what a verb that changed it answers. */
export async function bookingAnswer(ctx: Ctx, row: BookingRow): Promise<Booking> {
  return presentBooking(await readBookings(ctx, [row]));
}

/** Reads and presents bookings as the office sees them. */
export async function adminBookingAnswers(ctx: Ctx, rows: BookingRow[]): Promise<AdminBooking[]> {
  return presentAdminBookings(await readAdminBookings(ctx, rows));
}
