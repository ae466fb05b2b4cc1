import { useMutation, useQueryClient } from '@tanstack/react-query';
import { signInWithPassword } from '@/lib/auth-actions';
import { userQueryOptions } from '@/lib/current-user';
import { adoptProfileLocation } from '@/lib/profile-location';
import type { LoginRequest } from '@core/contracts/user';

/** The login call's body (functions/core/contracts/user.ts); the site sends it to Cognito instead. */
export type LoginInput = LoginRequest;

/**
 * SPEC section 4 "Login success": the session starts (Amplify keeps Cognito's access and refresh
 * tokens in localStorage), then the user loads before this resolves, so the header already shows
 * the account when the page changes, and the delivery location is the profile's (or the profile
 * takes the one chosen before). The site signs in straight against Cognito;
 * POST /api/user/login stays the documented call for other clients.
 */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ email, password }: LoginInput) => {
      await signInWithPassword(email, password);
      const user = await queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
      await adoptProfileLocation(queryClient, user);
      return { message: 'Login successfully' };
    },
  });
}
