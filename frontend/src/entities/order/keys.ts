import type { OrderStatus } from '@core/order-states';

/**
 * Query keys of every order call, under ['order'] (a root app/components/session-sync.tsx
 * refetches on sign-in and drops on sign-out), so one invalidation after any order change refreshes
 * the shopper's list, an order's page and the admin's lists alike (DESIGN.md convention 8).
 */
export const orderKeys = {
  all: ['order'] as const,
  list: () => [...orderKeys.all, 'list'] as const,
  details: () => [...orderKeys.all, 'detail'] as const,
  detail: (orderId: string) => [...orderKeys.details(), orderId] as const,
  adminLists: () => [...orderKeys.all, 'admin-list'] as const,
  /** One status and store filter of the admin's list (`all` for no filter), and its search (`''` for none). */
  adminList: (status: OrderStatus | 'all', storeId = 'all', q = '') => [...orderKeys.adminLists(), status, storeId, q] as const,
  /**
   * The rider calls (the admin's riders list, the rider's own screen) sit under the order root too,
   * so the session's sync refetches them on sign-in and drops them on sign-out with the orders, and
   * a refetch of every order view (the live channel's resync, a status change) refreshes them.
   */
  riders: () => [...orderKeys.all, 'rider'] as const,
  riderList: () => [...orderKeys.riders(), 'list'] as const,
  riderMe: () => [...orderKeys.riders(), 'me'] as const,
};
