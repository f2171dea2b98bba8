import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import type { NewBookingAnswer, NewBookingInput } from './types.ts';

/** 201 {booking, payment}: the dates are held while the payment is made; 422 or 409 otherwise. */
export function createBooking(input: NewBookingInput): Promise<NewBookingAnswer> {
  return api.post<NewBookingAnswer>('/api/booking/new-booking', input);
}

export function useCreateBooking() {
  return useMutation({ mutationFn: createBooking });
}
