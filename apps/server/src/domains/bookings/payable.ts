import { ERROR_CODES } from '@samaj/shared';
import { AppError } from '../../lib/errors.ts';

interface PayableFacts {
  status: string;
  holdExpiresAt: Date | null;
}

/**
 * Only a booking waiting for its payment whose hold is still live may open a checkout (a new order, the
 * open order again, or the simulated payment of development). Any other is refused with 409
 * `booking_not_payable` and a message saying why; null when it may be paid.
 */
export function notPayable(booking: PayableFacts, now: Date): AppError | null {
  const holding =
    booking.status === 'pending_payment' &&
    booking.holdExpiresAt !== null &&
    booking.holdExpiresAt.getTime() > now.getTime();
  if (holding) return null;
  const message =
    booking.status === 'confirmed'
      ? 'This booking is already paid.'
      : booking.status === 'cancelled'
        ? 'This booking was cancelled, so it cannot be paid.'
        : 'The hold on these dates has ended. Please make a new booking.';
  return new AppError('conflict', message, {
    errors: { status: [message] },
    code: ERROR_CODES.bookingNotPayable,
  });
}
