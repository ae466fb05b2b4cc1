import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { liveManaged } from '@/lib/live/status';
import type { AdminOrder, OrderCounts, OrderStatus } from '@/features/order/types';
import { LIVE_REFRESH_MS } from './get-order-details';
import { orderKeys } from '@/entities/order/keys';

export interface AdminOrderPage {
  orders: AdminOrder[];
  nextCursor: string | null;
  /** Orders per status (and all), as of this page's answer. */
  counts: OrderCounts | null;
}

export const ADMIN_PAGE_SIZE = 20;

/** A search answers its newest matches in one page (the server's most). */
const SEARCH_PAGE_SIZE = 50;

/** What the admin's list shows: one status or all, one store's orders or all, and a search or none (''). */
export interface AdminOrderFilter {
  status: OrderStatus | 'all';
  storeId: string | 'all';
  /** An order number, mobile or e-mail (@core/contracts/order-search), or '' for every order. */
  q?: string;
}

/** POST /api/order/admin-list (admin): every shopper's orders, newest first, one page per cursor. */
export async function getAdminOrders({ status, storeId, q = '' }: AdminOrderFilter, cursor: string | null): Promise<AdminOrderPage> {
  const reply = await api.post('/api/order/admin-list', {
    ...(status === 'all' ? {} : { status }),
    ...(storeId === 'all' ? {} : { storeId }),
    ...(cursor ? { cursor } : {}),
    ...(q ? { q } : {}),
    limit: q ? SEARCH_PAGE_SIZE : ADMIN_PAGE_SIZE,
  });
  return {
    orders: reply.data ?? [],
    nextCursor: typeof reply.nextCursor === 'string' && reply.nextCursor ? reply.nextCursor : null,
    counts: typeof reply.counts === 'object' && reply.counts !== null ? reply.counts : null,
  };
}

/**
 * The list refreshes itself every 15 s and when the tab regains focus: new orders must reach the
 * packers without anybody pressing reload. A refetch walks the loaded pages again from the top, so
 * orders that arrived meanwhile push the others down instead of being missed.
 */
export const adminOrdersQueryOptions = (filter: AdminOrderFilter) =>
  infiniteQueryOptions({
    queryKey: orderKeys.adminList(filter.status, filter.storeId, filter.q),
    queryFn: ({ pageParam }) => getAdminOrders(filter, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    // Unless the screen gets live updates (useLiveOrders), which poll only while not connected.
    refetchInterval: () => (liveManaged() ? false : LIVE_REFRESH_MS),
    refetchOnWindowFocus: true,
  });

export function useAdminOrders(filter: AdminOrderFilter) {
  return useInfiniteQuery(adminOrdersQueryOptions(filter));
}
