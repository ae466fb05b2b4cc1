import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RegisterRequest } from '@core/contracts/user';

export type RegisterInput = RegisterRequest;

/**
 * POST /api/user/register. The answer is the same whether the e-mail was free or already had an
 * account (whose owner is mailed), so it carries only a message to show.
 */
export function register(input: RegisterInput) {
  return api.post('/api/user/register', input, { auth: 'none' });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
