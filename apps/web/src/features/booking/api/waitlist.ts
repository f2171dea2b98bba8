import type { Slot, WaitlistEntry } from '@samaj/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

/** The family's waitlist for taken hall slots: GET, POST and DELETE /api/booking/waitlist. */

export const waitlistKey = ['booking', 'waitlist'] as const;

export function useWaitlist() {
  return useQuery({
    queryKey: waitlistKey,
    queryFn: ({ signal }) => api.get<WaitlistEntry[]>('/api/booking/waitlist', { signal }),
  });
}

export function useJoinWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { hall_id: string; slot: Slot; date: string }) =>
      api.post<WaitlistEntry>('/api/booking/waitlist', body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKey }),
  });
}

export function useLeaveWaitlist() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete<void>(`/api/booking/waitlist/${encodeURIComponent(id)}`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: waitlistKey }),
  });
}
