import { AppError } from '../../../lib/errors.ts';
import { msg } from '../../../i18n/translate.ts';

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
      ? msg('bookingPaidAlready')
      : booking.status === 'cancelled'
        ? msg('bookingCancelledUnpayable')
        : msg('holdEnded');
  return new AppError('conflict', message, {
    field: 'status',
  });
}
