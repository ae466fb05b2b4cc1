import { useMemo } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { throttle } from '@/lib/infinite-scroll';
import { useLive, type LiveOrder } from '@/lib/live/use-live';
import type { Order } from '@/features/order/types';
import { orderKeys } from '@/entities/order/keys';

/** The admin's lists and counts are refetched at most this often however fast orders move. */
const ADMIN_LISTS_EVERY_MS = 1000;

/**
 * Puts one changed order into the caches that show it: its details (as they are, no refetch), its
 * row in My Orders (a new order refetches the list), and the admin's lists and counts, which are
 * refetched (an order moves between status filters and counts; new orders appear at the top).
 */
export function applyOrderChange(queryClient: QueryClient, order: LiveOrder, refreshAdminLists: () => void): void {
  queryClient.setQueryData(orderKeys.detail(order._id), (cached: unknown) => (cached === undefined ? undefined : order));
  let listed = false;
  queryClient.setQueryData(orderKeys.list(), (cached: Order[] | undefined) =>
    cached?.map((row) => {
      if (row._id !== order._id) return row;
      listed = true;
      return order;
    }),
  );
  if (!listed) void queryClient.invalidateQueries({ queryKey: orderKeys.list() });
  refreshAdminLists();
}

/**
 * The order screens' live updates (one line in each route that shows orders): every change of an
 * order the reader may see lands in the caches at once; after a dropped connection, or every 15 s
 * while there is none, every order query is refetched (lib/live/channel.ts).
 */
export function useLiveOrders(): void {
  const queryClient = useQueryClient();
  const refreshAdminLists = useMemo(
    () => throttle(() => void queryClient.invalidateQueries({ queryKey: orderKeys.adminLists() }), ADMIN_LISTS_EVERY_MS),
    [queryClient],
  );
  useLive({
    order: (order) => applyOrderChange(queryClient, order, refreshAdminLists),
    resync: () => void queryClient.invalidateQueries({ queryKey: orderKeys.all }),
    // A decided claim: the order's claims are read again (they sit under its details).
    claim: (decision) => void queryClient.invalidateQueries({ queryKey: [...orderKeys.detail(decision.orderId), 'claims'] }),
  });
}
