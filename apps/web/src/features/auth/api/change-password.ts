import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface ChangePasswordInput {
  current_password: string;
  password: string;
  password_confirmation: string;
}

/** 204; the server revokes the user's other tokens and keeps this one. */
export function changePassword(input: ChangePasswordInput): Promise<void> {
  return api.post<void>('/api/auth/change-password', input);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
