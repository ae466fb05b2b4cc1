import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

export interface VerifyOtpInput {
  email: string;
  otp: string;
}

/** PUT /api/user/verify-forgot-password-otp: a right code answers the single-use resetToken. */
export function verifyOtp(input: VerifyOtpInput): Promise<ApiEnvelope<{ resetToken: string }>> {
  return api.put<{ resetToken: string }>('/api/user/verify-forgot-password-otp', input, { auth: 'none' });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
