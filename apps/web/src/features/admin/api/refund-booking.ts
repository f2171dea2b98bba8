import type { AdminBooking } from '@samaj/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** Settles a refund due: through the payment gateway, or only recorded when it was paid back another way. */
export function markRefunded({ id, viaGateway }: { id: string; viaGateway: boolean }): Promise<AdminBooking> {
  return api.post<AdminBooking>(
    `/api/admin/bookings/${encodeURIComponent(id)}/mark-refunded`,
    viaGateway ? {} : { via_gateway: false },
  );
}

export function useMarkRefunded() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markRefunded,
    onSuccess: async (booking) => {
      queryClient.setQueryData(adminKeys.booking(booking.id), booking);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.bookings }),
        queryClient.invalidateQueries({ queryKey: adminKeys.dashboard }),
      ]);
    },
  });
}
