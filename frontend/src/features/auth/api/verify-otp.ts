import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { VerifyOtpRequest } from '@core/contracts/user';

export type VerifyOtpInput = VerifyOtpRequest;

/** PUT /api/user/verify-forgot-password-otp: a right code answers the single-use resetToken. */
export function verifyOtp(input: VerifyOtpInput) {
  return api.put('/api/user/verify-forgot-password-otp', input, { auth: 'none' });
}

export function useVerifyOtp() {
  return useMutation({ mutationFn: verifyOtp });
}
