import type { OrderStatus } from '@/features/order/types';

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
};
