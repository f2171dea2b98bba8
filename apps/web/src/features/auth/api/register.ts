import { useMutation } from '@tanstack/react-query';
import { api, fetchCsrfCookie } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import type { AuthAnswer } from './types.ts';

export interface RegisterInput {
  name: string;
  mobile: string;
  email: string;
  password: string;
  password_confirmation: string;
}

export async function register(input: RegisterInput): Promise<AuthAnswer> {
  await fetchCsrfCookie();
  return api.post<AuthAnswer>('/api/auth/register', input);
}

export function useRegister() {
  const setSession = useSession((state) => state.setSession);
  return useMutation({
    mutationFn: register,
    onSuccess: ({ user, token }) => setSession(user, token),
  });
}
