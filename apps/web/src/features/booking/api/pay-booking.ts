import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { Booking, CheckoutPayment } from './types.ts';

/**
 * The checkout of a booking that still holds its dates: the server answers its open order, or makes
 * one (so a booking made on another device, or whose order was lost, can still be paid).
 */
export function payBooking(id: string): Promise<{ booking: Booking; payment: CheckoutPayment }> {
  return api.post(`/api/booking/${encodeURIComponent(id)}/pay`);
}

export function usePayBooking() {
  return useMutation({ mutationFn: payBooking });
}
