import { useIsMutating } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from '@/lib/router';
import { useCurrentUser } from '@/entities/user/current-user';
import { returnPath } from '@/lib/return-to';
import { signInKey } from '@/features/auth/api/login';

/**
 * /login and /register are for shoppers who are not signed in: a signed-in one goes on to / (or to
 * the page the link came from; a rider or an admin to their own screen). Not while a sign-in on this page is under way: the form itself
 * moves on once the guest cart has joined the account's.
 */
export function SignedInGoesOn({ children }: { children: ReactNode }) {
  const { user } = useCurrentUser();
  const signingIn = useIsMutating({ mutationKey: signInKey }) > 0;
  const state: unknown = useLocation().state;
  if (user && !signingIn) return <Navigate to={returnPath(state, user.role)} replace />;
  return <>{children}</>;
}
