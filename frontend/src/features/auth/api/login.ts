import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { signInWithPassword } from '@/lib/auth-actions';
import { userQueryOptions, type User } from '@/entities/user/current-user';
import { mergeGuestCart } from '@/entities/cart/merge-guest-cart';
import { adoptProfileLocation } from '@/entities/user/profile-location';
import type { LoginRequest } from '@core/contracts/user';

/** The login call's body (functions/core/contracts/user.ts); the site sends it to Cognito instead. */
export type LoginInput = LoginRequest;

/** Sign-ins under way (login and register): /login and /register wait for them before sending a signed-in user on. */
export const signInKey = ['auth', 'sign-in'] as const;

/**
 * SPEC section 4 "Login success": the session starts (Amplify keeps Cognito's access and refresh
 * tokens in localStorage), then the user loads before this resolves, so the header already shows
 * the account when the page changes, and the delivery location is the profile's (or the profile
 * takes the one chosen before). Then the guest cart joins the account's (entities/cart/merge-guest-cart.ts),
 * so the page the shopper returns to shows the merged cart. The site signs in straight against
 * Cognito; POST /api/user/login stays the documented call for other clients.
 */
export async function startSession(queryClient: QueryClient, { email, password }: LoginInput): Promise<User | null> {
  await signInWithPassword(email, password);
  const user = await queryClient.fetchQuery({ ...userQueryOptions(), staleTime: 0 });
  await adoptProfileLocation(queryClient, user);
  await mergeGuestCart(queryClient);
  return user;
}

/**
 * `onSignedIn` runs as the mutation's own success step: it runs even if the form has gone by then.
 * It is told who signed in (where they land depends on their role: lib/return-to.ts).
 */
export function useLogin(onSignedIn: (message: string, user: User | null) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: signInKey,
    mutationFn: async (input: LoginInput) => {
      const user = await startSession(queryClient, input);
      return { message: 'Login successfully', user };
    },
    onSuccess: ({ message, user }) => onSignedIn(message, user),
  });
}
