import { useMutation } from '@tanstack/react-query';
import { api, fetchCsrfCookie } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import type { AuthAnswer } from './types.ts';

export async function otpLogin(loginToken: string): Promise<AuthAnswer> {
  await fetchCsrfCookie();
  return api.post<AuthAnswer>('/api/auth/otplogin', { token: loginToken });
}

export function useOtpLogin() {
  const setSession = useSession((state) => state.setSession);
  return useMutation({
    mutationFn: otpLogin,
    onSuccess: ({ user, token }) => setSession(user, token),
  });
}
