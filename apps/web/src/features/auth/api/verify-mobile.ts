import type { AuthUser } from '@samaj/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { currentUserQueryOptions } from '../../../lib/current-user.ts';
import { useSession } from '../../../lib/session.ts';
import type { SendOtpAnswer } from './send-otp.ts';

/** POST /api/auth/verify-mobile/send: a code to the signed-in account's own number. */
export function useSendMobileProof() {
  return useMutation({
    mutationFn: () => api.post<SendOtpAnswer>('/api/auth/verify-mobile/send', {}),
  });
}

/** POST /api/auth/verify-mobile: the right code proves the number; the kept user is the answer. */
export function useVerifyMobile() {
  const setUser = useSession((state) => state.setUser);
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api.post<AuthUser>('/api/auth/verify-mobile', { code }),
    onSuccess: (user) => {
      setUser(user);
      queryClient.setQueryData(currentUserQueryOptions().queryKey, user);
    },
  });
}
