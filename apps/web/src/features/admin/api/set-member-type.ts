import type { AdminUser, BookingUserType } from '@samaj/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { replaceCachedUser } from './set-admin.ts';

/** Confirms a user's member type (or clears it with null); their bookings must then use it. */
export function setMemberType({
  id,
  memberType,
}: {
  id: string;
  memberType: BookingUserType | null;
}): Promise<AdminUser> {
  return api.post<AdminUser>(`/api/admin/users/${encodeURIComponent(id)}/member-type`, {
    member_type: memberType,
  });
}

export function useSetMemberType() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMemberType,
    onSuccess: (user) => replaceCachedUser(queryClient, user),
  });
}
