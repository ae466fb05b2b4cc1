import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

export interface ResetPasswordInput {
  email: string;
  newPassword: string;
  confirmPassword: string;
  /** From the OTP check (README "Decisions the spec left open"). */
  resetToken: string;
}

/** PUT /api/user/reset-password. */
export function resetPassword(input: ResetPasswordInput): Promise<ApiEnvelope<null>> {
  return api.put<null>('/api/user/reset-password', input, { auth: 'none' });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
