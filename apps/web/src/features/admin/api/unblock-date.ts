import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

export function unblockDate(id: string): Promise<void> {
  return api.delete<void>(`/api/admin/blocked-dates/${encodeURIComponent(id)}`);
}

export function useUnblockDate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unblockDate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.blocked }),
  });
}
