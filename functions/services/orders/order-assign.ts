import type { AdminApiOrder } from '../../core/order-api.js';
import type { OrderRecord } from '../../core/order-record.js';
import { reassign } from '../../data/repos/dispatch.js';
import { getOrder } from '../../data/repos/orders/queries.js';
import { getDuty, getRider } from '../../data/repos/riders.js';
import { Conflict, NotFound } from '../../platform/errors.js';
import type { Caller } from '../../platform/route.js';
import { toAdminOrders } from './admin-orders.js';
import { dispatchSoon } from '../riders/dispatch.js';
import { orderForCaller } from './order-access.js';

const MAX_ATTEMPTS = 4;

/**
 * An admin gives a packed or out-for-delivery order to another rider: active, of the order's store,
 * on duty and free (409 otherwise). The previous rider is freed in the same transaction and then
 * offered the next waiting order; an order out for delivery keeps its code.
 */
export async function assignOrder(caller: Caller, orderId: string, riderId: string): Promise<AdminApiOrder> {
  let order = await orderForCaller(caller, orderId);
  const rider = await getRider(riderId);
  if (!rider) throw new NotFound('Rider not found');
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const storeId = order.storeId;
    if (order.status !== 'packed' && order.status !== 'out_for_delivery') {
      throw new Conflict(`This order is ${order.status.replaceAll('_', ' ')}: only a packed or out-for-delivery order can be given to a rider`);
    }
    if (!storeId) throw new Conflict('This order has no store, so no rider can take it');
    if (order.riderId === rider._id) return withShopper(order);
    if (!rider.active) throw new Conflict(`${rider.name} is deactivated`);
    if (rider.storeId !== storeId) throw new Conflict(`${rider.name} rides for another store`);
    const [duty, previous] = await Promise.all([getDuty(storeId, rider._id), order.riderId ? getDuty(storeId, order.riderId) : undefined]);
    if (!duty) throw new Conflict(`${rider.name} is off duty`);
    if (duty.orderId) throw new Conflict(`${rider.name} has a delivery already`);
    const result = await reassign({ ...order, storeId }, rider, previous, new Date().toISOString());
    if (result.ok) {
      if (previous?.orderId === order._id) await dispatchSoon(storeId);
      const fresh = await getOrder(order.userId, order._id);
      return withShopper(fresh ?? order);
    }
    const fresh = await getOrder(order.userId, order._id);
    if (!fresh) throw new NotFound('Order not found');
    order = fresh;
  }
  throw new Conflict('This order or rider is being changed by someone else right now; please try again');
}

async function withShopper(order: OrderRecord): Promise<AdminApiOrder> {
  const [answer] = await toAdminOrders([order]);
  if (!answer) throw new Error(`order ${order._id} lost on the way`);
  return answer;
}
