import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** PUT /api/user/forgot-password: mails a 6-digit code (the same answer for unknown e-mails). */
export function forgotPassword(email: string) {
  return api.put('/api/user/forgot-password', { email }, { auth: 'none' });
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
