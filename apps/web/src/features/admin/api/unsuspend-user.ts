import type { AdminUser } from '@samaj/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { replaceCachedUser } from './set-admin.ts';

/** Lifts an account's suspension (its profiles stay rejected until approved again). */
export function unsuspendUser(id: string): Promise<AdminUser> {
  return api.post<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/unsuspend`);
}

export function useUnsuspendUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: unsuspendUser,
    onSuccess: (user) => replaceCachedUser(queryClient, user),
  });
}
