import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/** POST /api/user/register. */
export function register(input: RegisterInput): Promise<ApiEnvelope<{ _id: string }>> {
  return api.post<{ _id: string }>('/api/user/register', input, { auth: 'none' });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
