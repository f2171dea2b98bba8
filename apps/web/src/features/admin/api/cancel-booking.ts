import type { AdminBooking } from '@samaj/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** Cancels a held or confirmed booking and frees its dates; a paid one becomes refund_due. */
export function cancelAdminBooking({ id, reason }: { id: string; reason: string }): Promise<AdminBooking> {
  return api.post<AdminBooking>(`/api/admin/bookings/${encodeURIComponent(id)}/cancel`, { reason });
}

export function useCancelAdminBooking() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAdminBooking,
    onSuccess: async (booking) => {
      queryClient.setQueryData(adminKeys.booking(booking.id), booking);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]);
    },
  });
}
