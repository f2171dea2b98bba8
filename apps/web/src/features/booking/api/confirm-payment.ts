import { api } from '../../../lib/api-client.ts';
import type { Booking, PaymentConfirmation } from './types.ts';

/** The server checks the signature against the order it created; a bad one is a 422 and changes nothing. */
export function confirmPayment(input: PaymentConfirmation): Promise<{ booking: Booking }> {
  return api.post<{ booking: Booking }>('/api/booking/payment-success', input);
}
