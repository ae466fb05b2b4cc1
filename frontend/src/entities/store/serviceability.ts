import { queryOptions } from '@tanstack/react-query';
import type { Serviceability } from '@core/stores';
import { api } from '@/lib/api-client';
import { getStoreChoice, setStoreChoice } from '@/lib/store-choice';
import { storeKeys } from './keys';

/**
 * POST /api/store/serviceability (public): the store of the pincode's zone, its ETA, open or paused,
 * in the shopper's words. An answer about the chosen pincode is stored with the choice (a store
 * paused, another took the zone), so the store every catalog call names follows it.
 */
export async function checkServiceability(pincode: string): Promise<Serviceability> {
  const answer = (await api.post('/api/store/serviceability', { pincode }, { auth: 'none' })).data;
  const choice = getStoreChoice();
  if (choice?.pincode === pincode) setStoreChoice({ ...choice, answer });
  return answer;
}

/** Stores open, close, pause and get busy: the answer is asked again each minute it is on screen. */
export const serviceabilityQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: storeKeys.serviceability(pincode),
    queryFn: () => checkServiceability(pincode),
    staleTime: 60_000,
    refetchInterval: 60_000,
    enabled: pincode !== '',
  });
