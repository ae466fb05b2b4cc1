import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiClaim, ApiClaimQueue } from '@core/contracts/claim';
import { api } from '@/lib/api-client';
import { useLive } from '@/lib/live/use-live';

type Decision = Parameters<typeof api.post<'/api/claim/decide'>>[1];

export const claimKeys = { all: ['claim'] as const, queue: (storeId: string) => [...claimKeys.all, 'queue', storeId] as const };

/** POST /api/claim/get (admin): a store's claims, open oldest first, decided newest first. */
export const claimQueueQueryOptions = (storeId: string) =>
  queryOptions({
    queryKey: claimKeys.queue(storeId),
    queryFn: async (): Promise<ApiClaimQueue> => (await api.post('/api/claim/get', { storeId })).data ?? { storeId, open: [], decided: [] },
  });

export function useClaimQueue(storeId: string | undefined) {
  return useQuery({ ...claimQueueQueryOptions(storeId ?? ''), enabled: storeId !== undefined });
}

/**
 * Approve all or part of a claim, or reject it with a reason. Idempotent: the money goes back once
 * however often the button is pressed or the call retried. The queue refreshes either way (another
 * admin may have decided it meanwhile).
 */
export function useDecideClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (decision: Decision): Promise<ApiClaim> => (await api.post('/api/claim/decide', decision, { idempotent: true })).data!,
    meta: { silentError: true },
    onSettled: () => queryClient.invalidateQueries({ queryKey: claimKeys.all }),
  });
}

/**
 * The queue stays current while shown: a claim decided anywhere (another admin, an automatic
 * approval) refetches it, as does the channel's resync (opened again, or its poll while closed).
 */
export function useLiveClaims(): void {
  const queryClient = useQueryClient();
  const refetch = () => void queryClient.invalidateQueries({ queryKey: claimKeys.all });
  useLive({ order: () => {}, resync: refetch, claim: refetch });
}
