import type { AdminUser, CursorPage } from '@samaj/shared';
import { type QueryClient, useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { adminKeys } from './keys.ts';

/** Grants or takes the admin flag; the server refuses to take it from the last admin (409). */
export function setAdmin({ id, isAdmin }: { id: string; isAdmin: boolean }): Promise<AdminUser> {
  return api.post<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/admin`, { is_admin: isAdmin });
}

/** Puts a user the server answered with into every cached page of the user list. */
export function replaceCachedUser(queryClient: QueryClient, user: AdminUser) {
  queryClient.setQueriesData<InfiniteData<CursorPage<AdminUser>>>({ queryKey: adminKeys.users }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            data: page.data.map((entry) => (entry.id === user.id ? user : entry)),
          })),
        }
      : data,
  );
}

export function useSetAdmin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setAdmin,
    onSuccess: async (user) => {
      replaceCachedUser(queryClient, user);
      await queryClient.invalidateQueries({ queryKey: adminKeys.dashboard });
    },
  });
}
