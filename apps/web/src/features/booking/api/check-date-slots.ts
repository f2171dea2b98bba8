import type { Slot } from '@samaj/shared';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { availabilityKey } from './get-month-availability.ts';

interface SlotAvailability {
  hall_id: string;
  date: string;
  slot: Slot;
  available: boolean;
}

/** Which of the given slots of one hall are free on one date (POST /api/hall/check-availablility). */
export function useDateSlots(input: { hall_id: string; date: string; slots: Slot[] } | null) {
  return useQuery({
    queryKey: [...availabilityKey, 'date', input?.hall_id, input?.date, input?.slots.join()],
    queryFn: ({ signal }) =>
      api
        .post<{ data: SlotAvailability[] }>(
          '/api/hall/check-availablility',
          { halls: [input!.hall_id], start: input!.date, end: input!.date, slots: input!.slots },
          { signal },
        )
        .then((answer) => answer.data),
    enabled: input !== null,
    staleTime: 30_000,
  });
}
