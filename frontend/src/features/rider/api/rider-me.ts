import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { riderKeys } from '@/lib/rider-keys';

/**
 * The rider's own calls: GET /api/rider/me (duty, the current delivery, today's), PUT
 * /api/rider/duty, and the delivery's steps. After each, the screen's data is fetched again: a step
 * may bring the next order at once (dispatch), and a refusal means the screen was out of date.
 */
export async function getRiderMe() {
  const { data } = await api.get('/api/rider/me');
  return data;
}
export type RiderMe = Awaited<ReturnType<typeof getRiderMe>>;
export type RiderOrder = NonNullable<RiderMe['current']>;

export const riderMeQueryOptions = () =>
  queryOptions({
    queryKey: riderKeys.me(),
    queryFn: getRiderMe,
    // Pushed over the live channel while the screen is open (use-rider-live.ts); the tab coming back refetches.
    refetchOnWindowFocus: true,
  });

export function useRiderMe() {
  return useQuery(riderMeQueryOptions());
}

function useRiderStep<V, R>(call: (input: V) => Promise<R>, silentError = false) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { silentError },
    onSettled: () => queryClient.invalidateQueries({ queryKey: riderKeys.me() }),
  });
}

/** Answers as rider/me does (going on duty may bring an order at once): shown at once, then refetched. */
export function useSetDuty() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (onDuty: boolean) => api.put('/api/rider/duty', { onDuty }),
    onSuccess: (reply) => queryClient.setQueryData(riderKeys.me(), reply.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: riderKeys.me() }),
  });
}
export const usePickUp = () => useRiderStep((orderId: string) => api.post('/api/rider/pickup', { _id: orderId }));
/** Its refusals (wrong code, locked, cash) show in the Delivered form itself, not as a toast. */
export const useDeliver = () =>
  useRiderStep(
    (input: { orderId: string; code: string; cashCollected?: number }) =>
      api.post('/api/rider/deliver', { _id: input.orderId, code: input.code, ...(input.cashCollected === undefined ? {} : { cashCollected: input.cashCollected }) }),
    true,
  );
export const useFailDelivery = () => useRiderStep((input: { orderId: string; reason: string }) => api.post('/api/rider/fail', { _id: input.orderId, reason: input.reason }));
