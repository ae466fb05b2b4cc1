import { useState } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLive, type LiveRiderMessage } from '@/lib/live/use-live';
import { orderKeys } from '@/entities/order/keys';
import { newer } from '@/features/rider/rider-whereabouts';

/** The order page's own cache entry of an order's kept position: under the order root, so a resync or sign-out drops it. */
const positionKey = (orderId: string) => [...orderKeys.all, 'rider-position', orderId] as const;

/**
 * The newest rider position of each order out for delivery (by order _id): the one kept when the
 * page opened (POST /api/order/rider-position, read again after a dropped connection), then each the
 * live channel brings to the admins (at most one every ~10 s per rider).
 */
export function useRidersPositions(orderIds: readonly string[]): ReadonlyMap<string, LiveRiderMessage> {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<ReadonlyMap<string, LiveRiderMessage>>(new Map());
  const kept = useQueries({
    queries: orderIds.map((orderId) => ({
      queryKey: positionKey(orderId),
      queryFn: async () => (await api.post('/api/order/rider-position', { _id: orderId })).data ?? null,
    })),
  });
  useLive({
    order: () => {},
    resync: () => void queryClient.invalidateQueries({ queryKey: [...orderKeys.all, 'rider-position'] }),
    rider: (position) => setLive((seen) => new Map(seen).set(position.orderId, newer(seen.get(position.orderId), position)!)),
  });
  const newest = new Map<string, LiveRiderMessage>();
  orderIds.forEach((orderId, index) => {
    const position = newer(kept[index]?.data, live.get(orderId));
    if (position) newest.set(orderId, position);
  });
  return newest;
}
