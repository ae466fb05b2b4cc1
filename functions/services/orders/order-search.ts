import type { OrderSearch } from '../../core/contracts/order-search.js';
import type { OrderRecord } from '../../core/order-record.js';
import { findOrderOwner } from '../../data/repos/orders/queries.js';
import type { OrderListing } from '../../data/repos/orders/queries.js';
import { getOrdersByRef, listShopperOrders, lookupMobile, lookupOrderNumber, type OrderRef } from '../../data/repos/orders/search.js';
import { findUserIdByEmail } from '../../data/repos/users.js';

/** Shoppers one mobile number may name whose orders a search reads (a family's shared phone, say). */
const MAX_SHOPPERS = 10;

/**
 * The orders an admin's search finds, newest first, at most `limit`, within the list's
 * filters: an order number or id hits its order by key; an e-mail is its shopper's orders; a mobile
 * is the orders delivered to it and the orders of the shoppers whose profile gives it.
 */
export async function searchOrders(search: OrderSearch, listing: OrderListing, limit: number): Promise<OrderRecord[]> {
  const found = await find(search, listing, limit);
  const unique = new Map(found.filter((order) => within(order, listing)).map((order) => [order._id, order]));
  return [...unique.values()].sort((a, b) => (a._id < b._id ? 1 : a._id > b._id ? -1 : 0)).slice(0, limit);
}

async function find(search: OrderSearch, listing: OrderListing, limit: number): Promise<OrderRecord[]> {
  switch (search.kind) {
    case 'number':
      return getOrdersByRef((await lookupOrderNumber(search.orderNumber)).orders);
    case 'id': {
      const userId = await findOrderOwner(search.orderId);
      return userId ? getOrdersByRef([{ userId, orderId: search.orderId }]) : [];
    }
    case 'email': {
      const userId = await findUserIdByEmail(search.email);
      return userId ? listShopperOrders(userId, listing, limit) : [];
    }
    case 'mobile': {
      const { orders, userIds } = await lookupMobile(search.mobile);
      const [delivered, ...shoppers] = await Promise.all([
        getOrdersByRef(newest(orders)),
        ...userIds.slice(0, MAX_SHOPPERS).map((userId) => listShopperOrders(userId, listing, limit)),
      ]);
      return [...delivered!, ...shoppers.flat()];
    }
  }
}

/** Orders delivered to one mobile that a search reads at most (the newest; two BatchGets). */
const MAX_DELIVERED = 200;

/** The newest refs (ids sort by time). */
function newest(refs: readonly OrderRef[]): OrderRef[] {
  return [...refs].sort((a, b) => (a.orderId < b.orderId ? 1 : -1)).slice(0, MAX_DELIVERED);
}

function within(order: OrderRecord, { status, storeId }: OrderListing): boolean {
  return (!status || order.status === status) && (!storeId || order.storeId === storeId);
}
