import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ResetPasswordRequest } from '@core/contracts/user';

/** `resetToken`: from the OTP check (README "Decisions the spec left open"). */
export type ResetPasswordInput = ResetPasswordRequest;

/** PUT /api/user/reset-password. */
export function resetPassword(input: ResetPasswordInput) {
  return api.put('/api/user/reset-password', input, { auth: 'none' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
