import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLive, type LiveRiderMessage } from '@/lib/live/use-live';
import { orderKeys } from '@/entities/order/keys';

/** Positions kept for the route line: the last ten minutes at one every 10 s. */
const TRAIL_MAX = 60;

/** Under the order root: the live channel's resync (and a sign-out) treats it as every order view. */
const positionKey = (orderId: string) => [...orderKeys.all, 'rider-position', orderId] as const;

/**
 * The rider's positions of one order out for delivery, oldest first: the newest kept when the page
 * opened (POST /api/order/rider-position, read again after a dropped connection), then each the live
 * channel brings (at most one every ~10 s, to the order's shopper and the admins only).
 */
export function useRiderPositions(orderId: string): LiveRiderMessage[] {
  const queryClient = useQueryClient();
  const [live, setLive] = useState<LiveRiderMessage[]>([]);
  const kept = useQuery({
    queryKey: positionKey(orderId),
    queryFn: async () => (await api.post('/api/order/rider-position', { _id: orderId })).data ?? null,
  });
  useLive({
    order: () => {},
    resync: () => void queryClient.invalidateQueries({ queryKey: positionKey(orderId) }),
    rider: (position) => {
      if (position.orderId === orderId) setLive((seen) => [...seen, position].slice(-TRAIL_MAX));
    },
  });
  const all = kept.data ? [kept.data, ...live] : live;
  const byTime = new Map(all.map((p) => [p.at, p]));
  return [...byTime.values()].sort((a, b) => a.at.localeCompare(b.at)).slice(-TRAIL_MAX);
}
