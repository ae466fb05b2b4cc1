import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCurrentUser } from '@/entities/user/current-user';
import type { Address } from '@/features/address/types';

/** Under ['address'], a root session-sync refetches on sign-in and drops on sign-out. */
export const addressKeys = {
  all: ['address'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
};

/** GET /api/address/get: active addresses, oldest first. SPEC section 8: load failures are silent. */
export async function getAddresses(): Promise<Address[]> {
  const { data } = await api.get('/api/address/get');
  // SPEC: addresses whose status is false are hidden (the server sends active ones only anyway).
  return (data ?? []).filter((address) => address.status !== false);
}

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: addressKeys.list(),
    queryFn: getAddresses,
    staleTime: 5 * 60_000,
  });

/** The signed-in user's saved addresses; no call when nobody is signed in. */
export function useAddresses() {
  const { user } = useCurrentUser();
  return useQuery({ ...addressesQueryOptions(), enabled: user !== null });
}
