import { ERROR_CODES } from '@samaj/shared';
import { isApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/error-message.ts';
import type { TFunction } from '../../../lib/translator.ts';
import type { Booking } from '../api/types.ts';

/** The payment gateway failed or did not answer in time (503): nothing was charged, try again. */
export function isGatewayUnavailable(error: unknown): boolean {
  return isApiError(error) && error.code === ERROR_CODES.paymentGatewayUnavailable;
}

/**
 * The booking a new booking's 503 `payment_gateway_unavailable` carries: made, holding its dates and
 * payable (POST /api/booking/{id}/pay makes the order once the gateway answers). Null otherwise.
 */
export function heldBookingOf(error: unknown): Booking | null {
  if (!isApiError(error) || !isGatewayUnavailable(error)) return null;
  const booking = error.details.booking as Partial<Booking> | undefined;
  return booking && typeof booking.id === 'string' && typeof booking.amount_to_pay === 'number'
    ? (booking as Booking)
    : null;
}

/**
 * What to say when a checkout could not be opened: a silent gateway gets its own words (the server's
 * 503 would read as "something went wrong on the server"), saying nothing was charged and what
 * still holds; anything else as everywhere.
 */
export function checkoutErrorMessage(
  error: unknown,
  t: TFunction,
  kind: 'hold' | 'balance' = 'hold',
): string {
  if (isGatewayUnavailable(error)) {
    return t(kind === 'hold' ? 'checkout.gatewayUnavailable' : 'checkout.gatewayUnavailableBalance');
  }
  return errorMessage(error, t);
}
