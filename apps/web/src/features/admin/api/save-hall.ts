import type { AdminHall, AdminHallCreate, AdminHallUpdate } from '@samaj/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** POST /api/admin/halls (a new hall) or PUT /api/admin/halls/{id} (the fields given). */
export function saveHall(input: {
  id?: string | undefined;
  body: AdminHallCreate | AdminHallUpdate;
}): Promise<AdminHall> {
  return input.id
    ? api.put<AdminHall>(`/api/admin/halls/${encodeURIComponent(input.id)}`, input.body)
    : api.post<AdminHall>('/api/admin/halls', input.body);
}

export function useSaveHall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveHall,
    onSuccess: async () => {
      // The public hall list and the booking screens show the prices too.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.halls }),
        queryClient.invalidateQueries({ queryKey: ['halls'] }),
      ]);
    },
  });
}
