import type { BlockedDate, Slot } from '@samaj/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export interface BlockDatesInput {
  hall_id: string;
  slot: Slot;
  from: string;
  to: string;
  reason: string;
}

/** Blocks every date from `from` to `to` (both included) of one hall and slot, in one call. */
export function blockDates(input: BlockDatesInput): Promise<BlockedDate[]> {
  return api.post<BlockedDate[]>('/api/admin/blocked-dates', input);
}

export function useBlockDates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: blockDates,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.blocked }),
  });
}
