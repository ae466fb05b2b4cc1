import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type ApiEnvelope } from '../../../lib/api-client';
import { setTokens } from '../../../lib/auth-session';
import { userQueryOptions } from '../../../lib/current-user';

export interface LoginInput {
  email: string;
  password: string;
}

/** The spec's field names: data.accesstoken (lower case t) and data.refreshToken. */
export interface LoginData {
  accesstoken: string;
  refreshToken: string;
  expiresIn?: number;
}

/** POST /api/user/login. */
export function login(input: LoginInput): Promise<ApiEnvelope<LoginData>> {
  return api.post<LoginData>('/api/user/login', input, { auth: 'none' });
}

/**
 * SPEC section 4 "Login success": stores both tokens, then loads the user before it resolves, so the
 * header already shows the account when the page changes.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: LoginInput) => {
      const reply = await login(input);
      setTokens({ accessToken: reply.data.accesstoken, refreshToken: reply.data.refreshToken });
      await queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
      return reply;
    },
  });
}
