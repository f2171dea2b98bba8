import { api } from '../../../lib/api-client.ts';
import type { PaymentConfirmation } from './types.ts';

/** Development and tests only: the server signs as Razorpay would, for the simulated checkout. */
export function simulatePayment(orderId: string): Promise<PaymentConfirmation> {
  return api.post<PaymentConfirmation>('/api/dev/payments/simulate', { order_id: orderId });
}
