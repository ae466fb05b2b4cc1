import type { RiderRecord } from '../../core/dispatch.js';
import type { OrderRecord } from '../../core/order-record.js';
import { toRiderOrder, type RiderApiOrder } from '../../core/rider-order.js';
import { findOrderOwner, getOrder } from '../../data/repos/orders/queries.js';
import { getRider } from '../../data/repos/riders.js';
import { getStore } from '../../data/repos/stores.js';
import { getProfile } from '../../data/repos/users.js';
import { Forbidden, NotFound } from '../../platform/errors.js';
import type { Caller } from '../../platform/route.js';

/** The calling rider's record: in the group RIDER (route() checked) and active, else 403. */
export async function activeRider(caller: Pick<Caller, 'userId'>): Promise<RiderRecord> {
  const rider = await getRider(caller.userId);
  if (!rider?.active) throw new Forbidden('Your rider account is not active');
  return rider;
}

/**
 * An order assigned to this rider (now, or last: a delivered or failed one keeps its rider); any
 * other order is "not found", as for shoppers (ids are not confirmed).
 */
export async function riderOrder(riderId: string, orderId: string): Promise<OrderRecord> {
  const owner = await findOrderOwner(orderId);
  const order = owner ? await getOrder(owner, orderId) : undefined;
  if (!order || order.riderId !== riderId) throw new NotFound('Order not found');
  return order;
}

/** What the rider is shown of an order: the shopper's name from their profile (the address has none), the store's phone. */
export async function riderView(order: OrderRecord): Promise<RiderApiOrder> {
  const [profile, store] = await Promise.all([getProfile(order.userId), order.storeId ? getStore(order.storeId) : undefined]);
  return toRiderOrder(order, profile?.name ?? '', store?.mobile || null);
}
