import { useMutation } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';

export interface SendOtpAnswer {
  message: string;
  resend_after_seconds: number;
}

/** Answers the same whether or not the number has an account. */
export function sendOtp(mobile: string): Promise<SendOtpAnswer> {
  return api.post<SendOtpAnswer>('/api/auth/otp/send', { mobile });
}

export function useSendOtp() {
  return useMutation({ mutationFn: sendOtp });
}
