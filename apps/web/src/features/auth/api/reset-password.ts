import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import type { AuthAnswer } from './types.ts';

export interface ResetPasswordInput {
  /** The one-use token from otp/verify. */
  token: string;
  password: string;
  password_confirmation: string;
}

export function resetPassword(input: ResetPasswordInput): Promise<AuthAnswer> {
  return api.post<AuthAnswer>('/api/auth/reset-password', input);
}

export function useResetPassword() {
  const setSession = useSession((state) => state.setSession);
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ user, token }) => setSession(user, token),
  });
}
