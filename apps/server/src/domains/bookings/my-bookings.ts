import { type Booking } from '@samaj/shared';
import type { AppDeps } from '../../deps.ts';
import { AppError, forbidden, notFound } from '../../lib/errors.ts';
import { isUuid } from '../../lib/pagination.ts';
import { bookingsOfUser, deleteSlotsOf, findBooking, lockBooking, updateBooking } from './repository.ts';
import { toBooking, toBookings } from './answers.ts';
import type { UserRow } from './common.ts';

/** The owner's bookings: the list, one booking, and cancelling one that waits for payment. */

const MY_BOOKINGS_LIMIT = 200;

export async function listMyBookings(deps: AppDeps, user: UserRow): Promise<Booking[]> {
  const rows = await bookingsOfUser(deps.database.db, user.id, MY_BOOKINGS_LIMIT);
  return toBookings(deps.database.db, rows);
}

export async function showBooking(deps: AppDeps, user: UserRow, id: string): Promise<Booking> {
  if (!isUuid(id)) throw notFound('Booking');
  const row = await findBooking(deps.database.db, id);
  if (!row) throw notFound('Booking');
  if (row.userId !== user.id && !user.isAdmin) throw forbidden('This booking is not yours.');
  return toBooking(deps.database.db, row);
}

/** The owner gives up an unpaid booking: its dates are free at once. */
export async function cancelBooking(deps: AppDeps, user: UserRow, id: string): Promise<Booking> {
  if (!isUuid(id)) throw notFound('Booking');
  const now = deps.clock.now();
  const row = await deps.database.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (!booking) throw notFound('Booking');
    if (booking.userId !== user.id) throw forbidden('This booking is not yours.');
    if (booking.status !== 'pending_payment') {
      const message =
        booking.status === 'confirmed'
          ? 'A paid booking can only be cancelled by the office. Please contact them.'
          : `This booking is already ${booking.status}.`;
      throw new AppError('conflict', message, { errors: { status: [message] } });
    }
    await deleteSlotsOf(tx, booking.id);
    return updateBooking(tx, booking.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: 'Cancelled by the customer.',
      updatedAt: now,
    });
  });
  return toBooking(deps.database.db, row);
}
