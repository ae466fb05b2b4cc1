/**
 * Query keys of the rider calls: the admin's riders list and the rider's own screen.
 * Under the order root (features/order/api/order-keys.ts), so the session's sync refetches them on
 * sign-in and drops them on sign-out with the orders, and a refetch of every order view (the live
 * channel's resync, a status change) refreshes them too.
 */
export const riderKeys = {
  all: ['order', 'rider'] as const,
  list: () => [...riderKeys.all, 'list'] as const,
  me: () => [...riderKeys.all, 'me'] as const,
};
