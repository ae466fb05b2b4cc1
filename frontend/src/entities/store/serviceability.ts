import { queryOptions } from '@tanstack/react-query';
import type { Serviceability } from '@core/stores';
import { api, takePreloadedReply } from '@/lib/api-client';
import { getStoreChoice, setStoreChoice } from '@/lib/store-choice';
import { storeKeys } from './keys';

/**
 * POST /api/store/serviceability (public): the store of the pincode's zone, its ETA, open or paused,
 * in the shopper's words. An answer about the chosen pincode is stored with the choice (a store
 * paused, another took the zone), so the store every catalog call names follows it.
 */
export async function checkServiceability(pincode: string): Promise<Serviceability> {
  const answer = (await api.post('/api/store/serviceability', { pincode }, { auth: 'none' })).data;
  keepWithChoice(answer);
  return answer;
}

/**
 * Keeps an answer about the chosen pincode with the choice, when it says something new. Never while
 * a component renders: a store read by the render changing under it makes React start the render
 * over, and the app's first render with it (the answers it took from index.html's preload with it).
 */
export function keepWithChoice(answer: Serviceability): void {
  const choice = getStoreChoice();
  if (choice?.pincode === answer.pincode && JSON.stringify(choice.answer) !== JSON.stringify(answer)) setStoreChoice({ ...choice, answer });
}

/** Stores open, close, pause and get busy: the answer is asked again each minute it is on screen. */
export const serviceabilityQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: storeKeys.serviceability(pincode),
    queryFn: () => checkServiceability(pincode),
    // The answer index.html already has (preload/session-calls.ts: checkout's first paint shows it),
    // if any. The header keeps it with the choice once it has rendered (features/location).
    initialData: () => (pincode === '' ? undefined : takePreloadedReply('POST', '/api/store/serviceability', { pincode })?.data),
    staleTime: 60_000,
    refetchInterval: 60_000,
    enabled: pincode !== '',
  });
