import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { availabilityKey } from './get-month-availability.ts';
import { bookingKey } from './get-booking.ts';
import { myBookingsKey } from './get-my-bookings.ts';
import type { Booking } from './types.ts';

/** The owner cancels while the booking waits for payment; its dates are free again at once. */
export function cancelBooking(id: string): Promise<Booking> {
  return api.post<Booking>(`/api/booking/cancel/${encodeURIComponent(id)}`);
}

export function useCancelBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelBooking,
    onSuccess: async (_booking, id) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: bookingKey(id) }),
        queryClient.invalidateQueries({ queryKey: myBookingsKey }),
        queryClient.invalidateQueries({ queryKey: availabilityKey }),
      ]);
    },
  });
}
