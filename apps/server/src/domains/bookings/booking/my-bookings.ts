import { type Booking } from '@samaj/shared';
import { contextOf, type Ctx, userIdOf, withTx } from '../../../context.ts';
import { AppError, notFound } from '../../../lib/errors.ts';
import { isUuid } from '../../../lib/pagination.ts';
import {
  bookingsOfUser,
  CANCELLED_BY_CUSTOMER,
  deleteSlotsOf,
  findBooking,
  lockBooking,
  updateBooking,
} from '../repository.ts';
import { bookingAnswer, bookingAnswers } from './read.ts';
import { findUserById } from '../../users/service.ts';
import { cancelConfirmed } from '../refund/refund.ts';
import { offerFreedSlots } from '../waitlist/waitlist.ts';
import { msg } from '../../../i18n/translate.ts';

/** The owner's bookings: the list, one booking, and cancelling one that waits for payment. */

const MY_BOOKINGS_LIMIT = 200;

export async function listMyBookings(ctx: Ctx): Promise<Booking[]> {
  const rows = await bookingsOfUser(ctx.db, userIdOf(ctx), MY_BOOKINGS_LIMIT);
  return bookingAnswers(ctx, rows);
}

/** One booking, for its owner or an admin. */
export async function showBooking(ctx: Ctx, input: { id: string }): Promise<Booking> {
  if (!isUuid(input.id)) throw notFound('Booking');
  const row = await findBooking(ctx.db, input.id);
  if (!row) throw notFound('Booking');
  // Another family's booking is not found, as a missing one is (docs/api.md): its id says nothing.
  if (row.userId !== userIdOf(ctx) && !(await findUserById(ctx.db, userIdOf(ctx)))?.isAdmin) {
    throw notFound('Booking');
  }
  return bookingAnswer(ctx, row);
}

/**
 * The owner gives up a booking: an unpaid one's dates are free at once; a confirmed one is cancelled
 * with the refund its notice earns (refund/refund.ts).
 */
export async function cancelBooking(ctx: Ctx, input: { id: string }): Promise<Booking> {
  if (!isUuid(input.id)) throw notFound('Booking');
  const found = await findBooking(ctx.db, input.id);
  if (found?.status === 'confirmed' && found.userId === userIdOf(ctx)) return cancelConfirmed(ctx, input);
  const now = ctx.deps.clock.now();
  const row = await withTx(ctx, async ({ db: tx }) => {
    const booking = await lockBooking(tx, input.id);
    if (!booking) throw notFound('Booking');
    if (booking.userId !== userIdOf(ctx)) throw notFound('Booking');
    if (booking.status !== 'pending_payment') {
      const message =
        booking.status === 'confirmed'
          ? msg('paidCancelByOffice')
          : msg('bookingAlreadyStatus', { status: booking.status });
      throw new AppError('conflict', message, { field: 'status' });
    }
    await deleteSlotsOf(tx, booking.id);
    return updateBooking(tx, booking.id, {
      status: 'cancelled',
      cancelledAt: now,
      cancelReason: CANCELLED_BY_CUSTOMER,
      updatedAt: now,
    });
  });
  // The dates are free again: the first family waiting for one of them hears at once.
  await offerFreedSlots(contextOf(ctx.deps)).catch((err: unknown) =>
    ctx.deps.log?.warn({ err }, 'waitlist offer failed'),
  );
  return bookingAnswer(ctx, row);
}
