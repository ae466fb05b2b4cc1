import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, takePreloadedReply } from '@/lib/api-client';
import { useCurrentUser } from '@/entities/user/current-user';
import type { Address } from '@/features/address/types';

/** Under ['address'], a root session-sync refetches on sign-in and drops on sign-out. */
export const addressKeys = {
  all: ['address'] as const,
  list: () => [...addressKeys.all, 'list'] as const,
};

// SPEC: addresses whose status is false are hidden (the server sends active ones only anyway).
const activeOnly = (addresses: Address[] | undefined): Address[] => (addresses ?? []).filter((address) => address.status !== false);

/** GET /api/address/get: active addresses, oldest first. SPEC section 8: load failures are silent. */
export async function getAddresses(): Promise<Address[]> {
  const { data } = await api.get('/api/address/get');
  return activeOnly(data);
}

/** At checkout, the answer index.html already has (preload/session-calls.ts), if any. */
function preloadedAddresses(): Address[] | undefined {
  const reply = takePreloadedReply('GET', '/api/address/get');
  return reply ? activeOnly(reply.data) : undefined;
}

export const addressesQueryOptions = () =>
  queryOptions({
    queryKey: addressKeys.list(),
    queryFn: getAddresses,
    initialData: preloadedAddresses,
    staleTime: 5 * 60_000,
  });

/** The signed-in user's saved addresses; no call when nobody is signed in. */
export function useAddresses() {
  const { user } = useCurrentUser();
  return useQuery({ ...addressesQueryOptions(), enabled: user !== null });
}
