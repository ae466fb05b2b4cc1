import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useCurrentUser } from '@/entities/user/current-user';
import type { Order } from '@/features/order/types';
import { orderKeys } from '@/entities/order/keys';

/** GET /api/order/order-list: newest first. SPEC section 8: order load failures are only logged. */
export async function getOrders(): Promise<Order[]> {
  try {
    const { data } = await api.get('/api/order/order-list');
    return data ?? [];
  } catch (error) {
    console.warn('Could not load the orders', error);
    throw error;
  }
}

export const ordersQueryOptions = () =>
  queryOptions({
    queryKey: orderKeys.list(),
    queryFn: getOrders,
    staleTime: 30_000,
  });

export function useOrders() {
  const { user } = useCurrentUser();
  return useQuery({ ...ordersQueryOptions(), enabled: user !== null });
}
