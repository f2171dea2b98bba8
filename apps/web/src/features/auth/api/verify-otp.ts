import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface VerifyOtpInput {
  mobile: string;
  code: string;
}

/** A right code buys a one-use login token, valid 10 minutes (for otplogin or reset-password). */
export async function verifyOtp(input: VerifyOtpInput): Promise<string> {
  const { token } = await api.post<{ token: string }>('/api/auth/otp/verify', input);
  return token;
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
