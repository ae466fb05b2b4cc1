import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { isLive } from '@/features/order/order-progress';
import { liveManaged } from '@/lib/live/status';
import type { AdminOrder, Order } from '@/features/order/types';
import { orderKeys } from '@/entities/order/keys';

/** How often an order that can still move is asked for again (the 10-minute promise moves fast). */
export const LIVE_REFRESH_MS = 15_000;

/**
 * POST /api/order/details: the owner's order, or any order for an admin (then with `shopper`);
 * anybody else gets 404, as for an order that does not exist.
 */
export async function getOrderDetails(orderId: string): Promise<Order | AdminOrder> {
  const { data } = await api.post('/api/order/details', { _id: orderId });
  // A rider is answered the rider's view (RiderApiOrder); the order pages are the shopper's and the admin's.
  return data as Order | AdminOrder;
}

/**
 * Refetched every 15 s while the order is live (on its way, awaiting payment or a refund), never
 * once it has settled, unless the screen gets live updates (useLiveOrders: pushed, and polled by the
 * channel only while it is not connected); and whenever the tab regains focus, so a shopper coming
 * back sees the truth.
 */
export const orderDetailsQueryOptions = (orderId: string) =>
  queryOptions({
    queryKey: orderKeys.detail(orderId),
    queryFn: () => getOrderDetails(orderId),
    refetchInterval: (query) => (!liveManaged() && query.state.data && isLive(query.state.data) ? LIVE_REFRESH_MS : false),
    refetchOnWindowFocus: true,
  });

export function useOrderDetails(orderId: string) {
  return useQuery(orderDetailsQueryOptions(orderId));
}
