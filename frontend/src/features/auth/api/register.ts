import { useMutation } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';

export interface RegisterInput {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

/**
 * POST /api/user/register. The answer is the same whether the e-mail was free or already had an
 * account (whose owner is mailed), so it carries only a message to show.
 */
export function register(input: RegisterInput): Promise<ApiEnvelope<null>> {
  return api.post<null>('/api/user/register', input, { auth: 'none' });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
