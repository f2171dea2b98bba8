import { useMutation } from '@tanstack/react-query';
import { api, fetchCsrfCookie } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.ts';
import type { AuthAnswer } from './types.ts';

export interface LoginInput {
  mobile: string;
  password: string;
}

export async function login(input: LoginInput): Promise<AuthAnswer> {
  await fetchCsrfCookie();
  return api.post<AuthAnswer>('/api/auth/login', input);
}

export function useLogin() {
  const setSession = useSession((state) => state.setSession);
  return useMutation({
    mutationFn: login,
    onSuccess: ({ user, token }) => setSession(user, token),
  });
}
