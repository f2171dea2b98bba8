import type { AdminBooking, Booking } from '@samaj/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { fetchApiFile, saveFile } from '../../../lib/download.ts';
import { adminKeys, withQuery } from './keys.ts';

/** The office's booking actions: overdue balances, partial refunds, the CSV export, removing a blocked range. */

export function useOverdueBalances() {
  return useQuery({
    queryKey: [...adminKeys.bookings, 'overdue-balances'],
    queryFn: ({ signal }) => api.get<AdminBooking[]>('/api/admin/bookings/overdue-balances', { signal }),
  });
}

export function usePartialRefund() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, amount, reason }: { id: string; amount: number; reason: string }) =>
      api.post<Booking>(`/api/admin/bookings/${encodeURIComponent(id)}/refund`, { amount, reason }),
    onSuccess: async (_booking, { id }) => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.booking(id) }),
        queryClient.invalidateQueries({ queryKey: adminKeys.bookings }),
      ]);
    },
  });
}

export function useRemoveBlockedRange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (q: { hall_id: string; from: string; to: string }) =>
      api.delete<{ deleted: number }>(withQuery('/api/admin/blocked-dates', q)),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.blocked }),
        queryClient.invalidateQueries({ queryKey: adminKeys.calendar }),
      ]);
    },
  });
}

/** GET /api/admin/bookings/export.csv with the session's token, saved as bookings[-from][-to].csv. */
export async function downloadBookingsCsv(q: { from?: string; to?: string }): Promise<void> {
  const { blob } = await fetchApiFile(withQuery('/api/admin/bookings/export.csv', q));
  saveFile(blob, `bookings${q.from ? `-${q.from}` : ''}${q.to ? `-${q.to}` : ''}.csv`);
}

export function useDownloadBookingsCsv() {
  return useMutation({ mutationFn: downloadBookingsCsv });
}
