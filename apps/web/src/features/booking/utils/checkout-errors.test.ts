import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import type { TFunction } from '../../../lib/translator.ts';
import { makeBooking } from '../../../test/fixtures/booking.ts';
import { checkoutErrorMessage, heldBookingOf } from './checkout-errors.ts';

const t = ((key: string) => key) as TFunction;
const silent = (details: Record<string, unknown> = {}) =>
  new ApiError({
    status: 503,
    message: 'The payment service did not answer, so nothing was charged. Please try paying again.',
    code: 'payment_gateway_unavailable',
    details,
  });

describe('a checkout the payment service did not answer', () => {
  it('has its own words, for a held booking and for a balance', () => {
    expect(checkoutErrorMessage(silent(), t)).toBe('checkout.gatewayUnavailable');
    expect(checkoutErrorMessage(silent(), t, 'balance')).toBe('checkout.gatewayUnavailableBalance');
    // Any other failure reads as it does everywhere (a 500 is the server's fault, not the gateway's).
    expect(checkoutErrorMessage(new ApiError({ status: 500, message: 'Server Error' }), t)).toBe(
      'errors.server',
    );
  });

  it('gives the booking the 503 carries, still held, and nothing for other errors', () => {
    const booking = makeBooking();
    expect(heldBookingOf(silent({ booking }))).toEqual(booking);
    expect(heldBookingOf(silent())).toBeNull();
    expect(heldBookingOf(silent({ booking: { id: 1 } }))).toBeNull();
    expect(heldBookingOf(new ApiError({ status: 409, message: 'taken', details: { booking } }))).toBeNull();
    expect(heldBookingOf(new Error('x'))).toBeNull();
  });
});
