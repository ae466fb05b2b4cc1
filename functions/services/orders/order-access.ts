import type { OrderRecord } from '../../core/order-record.js';
import { findOrderOwner, getOrder } from '../../data/repos/orders/queries.js';
import { NotFound } from '../../platform/errors.js';
import type { Caller } from '../../platform/route.js';

const notFound = () => new NotFound('Order not found');

/** The caller's own order; anyone else's is "not found" (never "forbidden": ids are not confirmed). */
export async function ownOrder(caller: Caller, orderId: string): Promise<OrderRecord> {
  const order = await getOrder(caller.userId, orderId);
  if (!order) throw notFound();
  return order;
}

/**
 * The caller's own order, or for an admin any order (its owner found through the orders index), or
 * for a rider an order assigned to them (order/details answers them the rider's view).
 */
export async function orderForCaller(caller: Caller, orderId: string): Promise<OrderRecord> {
  const own = await getOrder(caller.userId, orderId);
  if (own) return own;
  if (!caller.isAdmin && !caller.isRider) throw notFound();
  const owner = await findOrderOwner(orderId);
  const order = owner ? await getOrder(owner, orderId) : undefined;
  if (!order) throw notFound();
  if (!caller.isAdmin && order.riderId !== caller.userId) throw notFound();
  return order;
}
