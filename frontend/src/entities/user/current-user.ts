import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ApiUser } from '@core/user';
import { api, takePreloadedReply } from '@/lib/api-client';
import { hasSession } from '@/lib/auth-session';
import { userKeys } from './keys';

/** SPEC section 3: User, as GET /api/user/user-details answers it: the server's own type (functions/core/user.ts). */
export type User = ApiUser;

export const isAdmin = (user: User | null | undefined): boolean => user?.role === 'ADMIN';
/** A rider: the /rider screen, and no dashboard page. */
export const isRider = (user: User | null | undefined): boolean => user?.role === 'RIDER';
/** A picker: the /picker screen, and no dashboard page. */
export const isPicker = (user: User | null | undefined): boolean => user?.role === 'PICKER';

/**
 * GET /api/user/user-details: the signed-in user, or null when nobody is signed in
 * (no stored session: no call). SPEC section 8: load failures are only logged.
 */
export async function getCurrentUser(): Promise<User | null> {
  if (!hasSession()) return null;
  try {
    const { data } = await api.get('/api/user/user-details');
    return data ?? null;
  } catch (error) {
    console.warn('Could not load the signed-in user', error);
    throw error;
  }
}

export const userQueryOptions = () =>
  queryOptions({
    queryKey: userKeys.details(),
    queryFn: getCurrentUser,
    staleTime: 5 * 60_000,
    retry: false,
    // Nobody signed in: known at once, so the header shows Login without a loading pass. Signed in
    // on the cart or checkout: the answer index.html already has (preload/session-calls.ts), if any.
    initialData: () => (hasSession() ? takePreloadedReply('GET', '/api/user/user-details')?.data : null),
  });

/**
 * The signed-in user. Any failure counts as "not signed in": `user` is null unless the call succeeded.
 * Session starts and ends refresh it by themselves (app/components/session-sync.tsx).
 */
export function useCurrentUser() {
  const query = useQuery(userQueryOptions());
  return { user: query.data ?? null, isLoading: query.isPending, query };
}
