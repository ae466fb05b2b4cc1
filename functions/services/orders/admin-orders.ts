import type { OrderStatus } from '../../core/order-states.js';
import type { OrderRecord } from '../../core/order-record.js';
import type { AdminApiOrder, OrderCounts } from '../../core/order-api.js';
import { orderDelivery, toApiOrder } from '../../core/order-api.js';
import { listAllOrders } from '../../data/repos/orders/queries.js';
import { orderCounts } from '../../data/repos/orders/counts.js';
import type { UserProfile } from '../../core/user.js';
import { getProfiles } from '../../data/repos/users.js';
import { BadRequest } from '../../platform/errors.js';
import type { OrderSearch } from '../../core/contracts/order-search.js';
import { searchOrders } from './order-search.js';

function withShopper(order: OrderRecord, profile: UserProfile | undefined): AdminApiOrder {
  return {
    ...toApiOrder(order),
    shopper: {
      _id: order.userId,
      name: profile?.name ?? '',
      email: profile?.email ?? '',
      // The number to call about this delivery: the profile's, else the one given with the address.
      mobile: profile?.mobile || order.address.mobile,
    },
    delivery: orderDelivery(order),
  };
}

/** Orders as admins see them: with who placed them (their current profile). */
export async function toAdminOrders(orders: readonly OrderRecord[]): Promise<AdminApiOrder[]> {
  const profiles = await getProfiles([...new Set(orders.map((o) => o.userId))]);
  return orders.map((order) => withShopper(order, profiles.get(order.userId)));
}

/**
 * One page of every shopper's orders, newest first, optionally in one status and/or of one store, or
 * those a search finds, and the counts per status.
 */
export async function adminOrderPage(query: {
  status?: OrderStatus;
  storeId?: string;
  cursor?: string;
  limit: number;
  /** A search: its newest `limit` matches in one page. */
  q?: OrderSearch;
}): Promise<{ orders: AdminApiOrder[]; nextCursor: string | null; counts: OrderCounts }> {
  if (query.q) {
    const [found, counts] = await Promise.all([searchOrders(query.q, query, query.limit), orderCounts()]);
    return { orders: await toAdminOrders(found), nextCursor: null, counts };
  }
  const [page, counts] = await Promise.all([listAllOrders(query), orderCounts()]);
  if (!page.ok) throw new BadRequest('cursor: is not one this list gave out; start again from the first page');
  return { orders: await toAdminOrders(page.orders), nextCursor: page.nextCursor, counts };
}
